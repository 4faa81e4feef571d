import type { ReactNode } from 'react';

export const LEGAL_LAST_UPDATED = 'November 21, 2026';

/** A build-time setting (`VITE_*` when the web app is built), or the placeholder that shows it still needs filling in. */
function operatorSetting(value: unknown, placeholder: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : placeholder;
}

/*
 * Who runs this Forkcast, as the legal pages name them. Whoever deploys it sets VITE_OPERATOR_NAME,
 * VITE_OPERATOR_ADDRESS, VITE_LEGAL_EMAIL and VITE_PRIVACY_EMAIL when building the web app (see the README); until
 * then the name and address are marked placeholders and the emails sit on the reserved .example domain.
 */
const env = import.meta.env;
export const OPERATOR_NAME = operatorSetting(env.VITE_OPERATOR_NAME, '[Operator name — set by whoever runs this Forkcast]');
export const LEGAL_EMAIL = operatorSetting(env.VITE_LEGAL_EMAIL, 'legal@forkcast.example');
export const PRIVACY_EMAIL = operatorSetting(env.VITE_PRIVACY_EMAIL, 'privacy@forkcast.example');
export const POSTAL_ADDRESS = `${OPERATOR_NAME}, ${operatorSetting(
  env.VITE_OPERATOR_ADDRESS,
  '[Postal address — set by whoever runs this Forkcast]',
)}`;

/** Long-form legal text with a readable measure and spacing; headings come from the page's sections. */
export function LegalDocument({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} - Forkcast`}</title>
      <header className="border-b border-leaf-800/10 pb-8">
        <h1 className="font-display text-4xl font-bold tracking-tight text-leaf-900 sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-muted">Last updated: {LEGAL_LAST_UPDATED}</p>
        <div className="mt-6 text-lg leading-relaxed text-ink">{intro}</div>
      </header>
      <div className="leading-relaxed text-ink [&_a]:font-medium [&_a]:text-leaf-800 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-leaf-900 [&_h3]:mt-6 [&_h3]:font-bold [&_h3]:text-leaf-900 [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
