import { Link } from 'react-router';
import { Lock, Sparkles } from 'lucide-react';
import { nutritionFacts } from '../../recipes/recipe-facts';
import { buttonStyles } from '../../ui/button-styles';

/** Premium: nutrition per serving. Everyone else: what they would get, and where to get it (spec section 2). */
export function NutritionPanel({ nutrition, isPaid }: { nutrition: Record<string, number> | null; isPaid: boolean }) {
  if (isPaid) {
    if (!nutrition) return null;
    return (
      <section aria-labelledby="nutrition-title" className="rounded-3xl border border-leaf-800/10 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="nutrition-title" className="font-display text-xl font-bold text-leaf-900">
          Nutritional Information (per serving)
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
          {nutritionFacts(nutrition).map(({ key, label, value }) => (
            <div key={key} className="rounded-2xl bg-cream px-4 py-3">
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
              <dd className="mt-0.5 font-display text-2xl font-bold text-leaf-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }
  return (
    <section aria-labelledby="nutrition-upsell-title" className="rounded-3xl bg-leaf-900 p-6 text-white shadow-sm">
      <span className="inline-flex size-10 items-center justify-center rounded-full bg-white/10">
        <Lock aria-hidden="true" className="size-5" />
      </span>
      <h2 id="nutrition-upsell-title" className="mt-3 font-display text-xl font-bold">
        Unlock Nutritional Information
      </h2>
      <p className="mt-2 text-sm text-leaf-100">
        See calories, protein, carbs, fat, fibre, sugar and sodium for every serving with Premium.
      </p>
      <Link to="/pricing" className={`${buttonStyles.accent} mt-5 text-sm`}>
        <Sparkles aria-hidden="true" className="size-4" />
        Upgrade to Premium
      </Link>
    </section>
  );
}
