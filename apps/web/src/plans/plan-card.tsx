import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import type { PlanOffer } from './plan-offers';

/** One plan column; the caller supplies the action, which depends on who is looking. */
export function PlanCard({
  plan,
  highlighted = false,
  isCurrent,
  children,
}: {
  plan: PlanOffer;
  highlighted?: boolean;
  isCurrent: boolean;
  children?: ReactNode;
}) {
  const titleId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-3xl bg-white p-8 ${
        highlighted ? 'border-2 border-tomato-500 shadow-xl' : 'border border-leaf-800/10 shadow-sm'
      }`}
    >
      {highlighted && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-tomato-600 px-4 py-1 text-xs font-bold tracking-wide text-white uppercase">
          Most Popular
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="font-display text-2xl font-bold text-leaf-900">
          {plan.name}
        </h2>
        {isCurrent && (
          <span className="rounded-full bg-leaf-100 px-3 py-1 text-xs font-bold text-leaf-800">Current Plan</span>
        )}
      </div>
      <p className="mt-2 text-muted">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="font-display text-5xl font-bold text-ink">{plan.price}</span>
        <span className="font-semibold text-muted">{plan.period}</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {children && <div className="mt-8">{children}</div>}
    </section>
  );
}
