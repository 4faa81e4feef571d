import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Lock, Printer } from 'lucide-react';
import type { MealPlan } from '@forkcast/contracts';
import { useMealPlan } from '../../api/meal-plans';
import { usePlan } from '../../api/plan';
import { hasPaidAccess } from '../../plans/paid-access';
import { ingredientAmount, ingredientName, ingredientRemark, timeSummary } from '../../recipes/recipe-facts';
import { buttonStyles } from '../../ui/button-styles';
import { PageSpinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import { alsoForLabel, formatGrams, splitShoppingList } from './grocery-usage';
import { groupRecipesByDay } from './recipes-by-day';

/**
 * The plan laid out for paper (PDF export, spec section 9): every recipe in full and the shopping list.
 * Export is Premium (spec section 4), so a free user who types the address is shown the upgrade instead; the plan
 * itself is not even asked for then. For paid users it opens the print dialog by itself once, where 'Save as PDF'
 * makes the file.
 */
export default function MealPlanPrintPage() {
  const { mealPlanId } = useParams();
  const account = usePlan();
  const paid = hasPaidAccess(account.data);
  const { data: plan, error } = useMealPlan(paid ? mealPlanId : undefined);
  const printed = useRef(false);

  useEffect(() => {
    if (!plan || printed.current) return;
    printed.current = true;
    // Let the browser lay the page out before it is printed.
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [plan]);

  const problem = account.error ?? error;
  if (problem) return <p className="p-10 text-center text-lg">{problem.message}</p>;
  if (account.isPending) return <PageSpinner />;
  if (!paid) return <PremiumOnly mealPlanId={mealPlanId} />;
  if (!plan) return <PageSpinner />;
  return <PrintablePlan plan={plan} />;
}

function PremiumOnly({ mealPlanId }: { mealPlanId: string | undefined }) {
  return (
    <main className="px-4">
      <StatusPanel variant="narrow" icon={Lock} title="Premium feature" message="Export feature is only available for Premium users">
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/pricing" className={buttonStyles.primary}>
            Upgrade to Premium
          </Link>
          {mealPlanId && (
            <Link to={`/meal-plans/${mealPlanId}`} className={buttonStyles.secondary}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to plan
            </Link>
          )}
        </div>
      </StatusPanel>
    </main>
  );
}

function PrintablePlan({ plan }: { plan: MealPlan }) {
  const { toBuy, optional, staples } = splitShoppingList(plan.metrics);
  return (
    <div className="mx-auto max-w-3xl bg-white px-6 py-8 text-ink print:max-w-none print:p-0">
      <title>{`${plan.name} - Forkcast`}</title>
      <nav className="mb-8 flex items-center justify-between gap-3 print:hidden" aria-label="Print">
        <Link to={`/meal-plans/${plan.id}`} className={`${buttonStyles.ghost} -ml-3`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to plan
        </Link>
        <button type="button" onClick={() => window.print()} className={buttonStyles.primary}>
          <Printer aria-hidden="true" className="size-4" />
          Print or save as PDF
        </button>
      </nav>
      <header className="border-b-2 border-leaf-800 pb-4">
        <p className="text-sm font-semibold tracking-wide text-leaf-700 uppercase">Forkcast meal plan</p>
        <h1 className="mt-1 font-display text-3xl font-bold">{plan.name}</h1>
        <p className="mt-2 text-muted">{plan.description}</p>
      </header>

      {groupRecipesByDay(plan.recipes).map(({ day, recipes }) => (
        <section key={day} className="mt-8">
          <h2 className="font-display text-2xl font-bold text-leaf-900">Day {day}</h2>
          {recipes.map((recipe) => (
            <article key={recipe.id} className="mt-4 break-inside-avoid-page rounded-xl border border-leaf-800/15 p-5">
              <p className="text-xs font-bold tracking-wide text-tomato-700 uppercase">{recipe.meal_type}</p>
              <h3 className="font-display text-xl font-bold">{recipe.name}</h3>
              <p className="mt-1 text-sm text-muted">
                {timeSummary(recipe)} · {recipe.servings} servings · {recipe.difficulty}
              </p>
              <div className="mt-3 grid gap-5 sm:grid-cols-[2fr_3fr] print:grid-cols-[2fr_3fr]">
                <ul className="space-y-1 text-sm">
                  {recipe.ingredients.map((item, index) => (
                    <li key={index}>
                      <strong>{ingredientAmount(item)}</strong> {ingredientName(item)}
                      {ingredientRemark(item) && <span className="text-muted"> ({ingredientRemark(item)})</span>}
                    </li>
                  ))}
                </ul>
                <ol className="list-decimal space-y-1.5 pl-5 text-sm">
                  {recipe.instructions.map((step, index) => (
                    <li key={index}>{step}</li>
                  ))}
                </ol>
              </div>
            </article>
          ))}
        </section>
      ))}

      {toBuy.length > 0 && (
        <section className="mt-10 break-before-page">
          <h2 className="font-display text-2xl font-bold text-leaf-900">Shopping list</h2>
          <ul className="mt-3 columns-2 gap-8 text-sm">
            {toBuy.map((item) => (
              <li key={item.ingredient} className="flex justify-between gap-3 border-b border-dotted border-leaf-800/20 py-1">
                <span>
                  <span className="capitalize">{item.name}</span>
                  {alsoForLabel(item) && <span className="text-muted"> ({alsoForLabel(item)})</span>}
                </span>
                <span className="tabular-nums">{formatGrams(item.grams)}</span>
              </li>
            ))}
          </ul>
          {optional.length > 0 && (
            <p className="mt-4 text-sm text-muted">Optional, to garnish: {optional.map((item) => item.name).join(', ')}.</p>
          )}
          {staples.length > 0 && (
            <p className="mt-4 text-sm text-muted">Pantry staples: {staples.map((item) => item.name).join(', ')}.</p>
          )}
        </section>
      )}
    </div>
  );
}
