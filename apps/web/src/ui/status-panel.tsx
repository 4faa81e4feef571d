import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** The two boxes in use: `wide` for whole pages of their own (404, thanks), `narrow` where a plan or recipe could not be shown. */
const VARIANTS = {
  wide: { box: 'max-w-lg py-10', icon: 'bg-leaf-100 text-leaf-800', top: 'mt-6', actions: 'mt-8 flex flex-wrap justify-center gap-3', heading: 'large' },
  narrow: { box: 'max-w-md py-16', icon: 'bg-leaf-50 text-leaf-700', top: 'mt-5', actions: 'mt-7', heading: 'regular' },
} as const;

/** A larger heading grows on wider screens and keeps a little more room above the sentence. */
const HEADINGS = {
  large: { title: 'sm:text-4xl', message: 'mt-4' },
  regular: { title: '', message: 'mt-3' },
} as const;

/**
 * A centred dead end or status page: a round icon (or an illustration), an optional eyebrow line, the heading,
 * a sentence and the ways on (`children`). Also sets the browser tab title (`tabTitle`, else the heading).
 * `heading` overrides the variant's heading size.
 */
export function StatusPanel({
  variant,
  heading,
  icon: Icon,
  illustration,
  eyebrow,
  title,
  tabTitle = title,
  message,
  children,
}: {
  variant: keyof typeof VARIANTS;
  heading?: keyof typeof HEADINGS;
  icon?: LucideIcon;
  illustration?: ReactNode;
  eyebrow?: string;
  title: string;
  tabTitle?: string;
  message: string;
  children: ReactNode;
}) {
  const look = VARIANTS[variant];
  const text = HEADINGS[heading ?? look.heading];
  return (
    <div className={`mx-auto flex flex-col items-center text-center ${look.box}`}>
      <title>{`${tabTitle} - Forkcast`}</title>
      {illustration}
      {Icon && (
        <span className={`flex size-16 items-center justify-center rounded-full ${look.icon}`}>
          <Icon aria-hidden="true" className="size-8" />
        </span>
      )}
      {eyebrow && <p className={`${look.top} text-sm font-semibold tracking-widest text-tomato-600 uppercase`}>{eyebrow}</p>}
      <h1 className={`${eyebrow ? 'mt-2' : look.top} font-display text-3xl font-bold text-leaf-900 ${text.title}`}>{title}</h1>
      <p className={`${text.message} text-lg text-muted`}>{message}</p>
      <div className={look.actions}>{children}</div>
    </div>
  );
}
