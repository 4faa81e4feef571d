import { ChefHat, ScanLine, Zap, type LucideIcon } from 'lucide-react';

const steps: Array<{ icon: LucideIcon; title: string; body: string }> = [
  {
    icon: ScanLine,
    title: 'Smart Receipt Scanning',
    body: 'Photograph your receipt and Forkcast reads it on our own servers, turning shorthand like “GV WHL MLK” into whole milk. Bags, batteries and other non-food lines are set aside, and you can correct any item.',
  },
  {
    icon: ChefHat,
    title: 'AI-Powered Recipes',
    body: 'Our planner weighs every recipe in the catalogue against what you bought, your diet, your skill and your time, then picks full recipes that use the most of your food and leave the least behind.',
  },
  {
    icon: Zap,
    title: 'Quick Generation',
    body: 'A plan arrives in about a second: food that spoils first is cooked first, servings are scaled to your household, and each recipe comes with ingredients and step-by-step instructions.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="how-it-works" className="font-display text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">
          How It Works
        </h2>
        <p className="mt-4 text-lg text-muted">Three steps from the shopping bag to the dinner table.</p>
      </div>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className="relative rounded-3xl border border-leaf-800/10 bg-white p-7 shadow-sm">
            <div className="flex items-center justify-between">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-tomato-50 text-tomato-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span aria-hidden="true" className="font-display text-4xl font-bold text-leaf-100">
                {index + 1}
              </span>
            </div>
            <h3 className="mt-6 text-xl font-bold text-leaf-900">{title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
