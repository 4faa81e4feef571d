import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, Clock, Trash2 } from 'lucide-react';
import type { MealPlan } from '@forkcast/contracts';
import { useDeleteMealPlan, useMealPlan } from '../../api/meal-plans';
import { usePaidAccess } from '../../api/plan';
import { RecipeCard } from '../../recipes/recipe-card';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FactItem } from '../../ui/fact-item';
import { LoadProblemPanel } from '../../ui/load-problem-panel';
import { PageContainer } from '../../ui/page-header';
import { PageSpinner } from '../../ui/spinner';
import { DifficultyBadge } from '../../recipes/difficulty-badge';
import { ExportMenu } from './export/export-menu';
import { GroceriesPanel } from './groceries-panel';
import { outsidePreferencesSummary } from './grocery-usage';
import { CookButton } from './cook-button';
import { groupRecipesByDay } from './recipes-by-day';

/** Plan detail (spec section 2): the plan's days of recipes, what it does with the groceries, export and delete. */
export default function MealPlanPage() {
  const { mealPlanId } = useParams();
  const { data: plan, error, isPending, refetch } = useMealPlan(mealPlanId);

  if (isPending) return <PageSpinner />;
  return (
    <PageContainer>
      {plan ? (
        <PlanDetail plan={plan} />
      ) : (
        <LoadProblemPanel
          error={error}
          notFoundTitle="Meal plan not found"
          notFoundMessage="This meal plan doesn't exist, or it belongs to another account."
          wayBack={<BackToPlans />}
          failedTitle="Could not load this meal plan"
          onRetry={() => refetch()}
        />
      )}
    </PageContainer>
  );
}

function BackToPlans() {
  return (
    <Link to="/meal-plans" className={buttonStyles.secondary}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Plans
    </Link>
  );
}

function PlanDetail({ plan }: { plan: MealPlan }) {
  const canExport = usePaidAccess();
  const days = groupRecipesByDay(plan.recipes);
  const recipeCount = plan.recipes.length;

  return (
    <>
      <title>{`${plan.name} - Forkcast`}</title>
      <div className="flex items-center justify-between gap-3">
        <Link to="/meal-plans" className={`${buttonStyles.ghost} -ml-3 text-sm`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Plans
        </Link>
        <div className="flex items-center gap-2">
          <ExportMenu plan={plan} canExport={canExport} />
          <DeletePlanButton plan={plan} />
        </div>
      </div>

      <header className="mt-4 mb-8">
        <h1 className="font-display text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">{plan.name}</h1>
        <p className="mt-2 text-lg font-medium text-leaf-800">
          {recipeCount} {recipeCount === 1 ? 'recipe' : 'recipes'} over {plan.days_count} days
        </p>
        <p className="mt-3 max-w-3xl text-muted">{plan.description}</p>
        <ul aria-label="Plan facts" className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium">
          <li>
            <DifficultyBadge level={plan.difficulty_level} />
          </li>
          <FactItem icon={CalendarDays}>{plan.days_count} days</FactItem>
          <FactItem icon={Clock}>Max {plan.prep_time_max} min prep</FactItem>
        </ul>
      </header>

      <OutsidePreferences plan={plan} />
      <GroceriesPanel plan={plan} />

      {days.length === 0 ? (
        <p className="mt-10 rounded-3xl border border-dashed border-leaf-800/20 bg-white p-10 text-center text-lg text-muted">
          No recipes found
        </p>
      ) : (
        days.map(({ day, recipes }) => (
          <section key={day} aria-labelledby={`day-${day}`} className="mt-10">
            <h2 id={`day-${day}`} className="flex items-baseline gap-3 font-display text-2xl font-bold text-leaf-900">
              Day {day}
              <span className="h-px flex-1 translate-y-[-0.3rem] bg-leaf-800/10" aria-hidden="true" />
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {recipes.map((recipe) => (
                <li key={recipe.id} className="flex flex-col gap-2">
                  <RecipeCard recipe={recipe} />
                  <CookButton planId={plan.id} recipeId={recipe.id} recipeName={recipe.name} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

/** Cuisine preferences rank recipes; when too few fit, the plan says which meals fall outside them. */
function OutsidePreferences({ plan }: { plan: MealPlan }) {
  const summary = outsidePreferencesSummary(plan.metrics, plan.preferences.cuisine_preferences);
  if (!summary) return null;
  return (
    <section aria-label="Outside your cuisine preferences" className="mb-6 rounded-3xl bg-honey-400/15 p-5 text-sm text-amber-900">
      <p className="font-semibold">{summary.sentence}</p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5">
        {summary.meals.map((meal) => (
          <li key={meal}>{meal}</li>
        ))}
      </ul>
    </section>
  );
}

function DeletePlanButton({ plan }: { plan: MealPlan }) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteMealPlan();
  const toast = useToast();
  const navigate = useNavigate();

  function remove() {
    deletion.mutate(plan.id, {
      onSuccess: () => {
        toast.success('Meal plan deleted successfully');
        navigate('/meal-plans');
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(error.message || 'Failed to delete meal plan');
      },
    });
  }

  return (
    <>
      <button
        type="button"
        aria-label="Delete meal plan"
        title="Delete meal plan"
        onClick={() => setConfirming(true)}
        className="rounded-full border border-leaf-800/15 bg-white p-2.5 text-muted transition-colors hover:border-red-300 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      {confirming && (
        <ConfirmDialog
          title="Delete meal plan?"
          message="Are you sure you want to delete this meal plan?"
          confirmLabel="Delete"
          busy={deletion.isPending}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
