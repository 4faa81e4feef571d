import type { ReactNode } from 'react';

export const LEGAL_LAST_UPDATED = 'November 21, 2026';
export const LEGAL_EMAIL = 'legal@forkcast.example';
export const PRIVACY_EMAIL = 'privacy@forkcast.example';
export const POSTAL_ADDRESS = 'Forkcast, 100 Example Street, Suite 4, Example City, EX 00000';

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
