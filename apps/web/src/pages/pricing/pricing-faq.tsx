import { ChevronDown } from 'lucide-react';

const questions: Array<{ q: string; a: string }> = [
  {
    q: 'Can I cancel my subscription at any time?',
    a: 'Yes. Cancel from the billing page whenever you like. Premium stays active until the end of the period you have paid for, and then your account moves to the Free plan.',
  },
  {
    q: 'What happens to my data if I cancel or downgrade?',
    a: 'Nothing is lost. Your receipts, meal plans, recipes and ratings stay in your account on the Free plan; only the Premium features and allowances stop.',
  },
  {
    q: 'Is there a money-back guarantee?',
    a: 'Yes. If Premium is not for you, write to us within 30 days of your first payment and we will refund it in full.',
  },
  {
    q: 'Can I change plans later?',
    a: 'Yes, you can upgrade or downgrade at any time. Changes are prorated: you pay, or are credited, only for the difference over the rest of your billing period.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-20 max-w-3xl">
      <h2 id="faq-title" className="text-center font-display text-3xl font-bold text-leaf-900">
        Frequently Asked Questions
      </h2>
      <div className="mt-8 divide-y divide-leaf-800/10 rounded-3xl border border-leaf-800/10 bg-white">
        {questions.map(({ q, a }) => (
          <details key={q} className="group px-6 py-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-leaf-900 [&::-webkit-details-marker]:hidden">
              {q}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-leaf-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 leading-relaxed text-muted">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
