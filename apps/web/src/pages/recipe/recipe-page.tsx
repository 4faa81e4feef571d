import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, Clock, ListChecks, Star, Tag, Users } from 'lucide-react';
import type { RecipeDetail as PlannedRecipe } from '@forkcast/contracts';
import { usePaidAccess } from '../../api/plan';
import { useRecipe } from '../../api/recipes';
import { MealTypeBadge } from '../../recipes/meal-type-badge';
import { ingredientCount, tagLabel, timeSummary } from '../../recipes/recipe-facts';
import { buttonStyles } from '../../ui/button-styles';
import { LoadProblemPanel } from '../../ui/load-problem-panel';
import { PageContainer } from '../../ui/page-header';
import { PageSpinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { DifficultyBadge } from '../../recipes/difficulty-badge';
import { IngredientChecklist } from './ingredient-checklist';
import { InstructionSteps } from './instruction-steps';
import { NutritionPanel } from './nutrition-panel';
import { RatingModal } from './rating-modal';

/** Recipe detail (spec section 2): everything needed at the stove, with ticks for ingredients and steps. */
export default function RecipePage() {
  const { recipeId } = useParams();
  const { data: recipe, error, isPending, refetch } = useRecipe(recipeId);
  const navigate = useNavigate();

  if (isPending) return <PageSpinner />;
  // Keyed, so a rating shown for one recipe never carries over to the next.
  if (recipe) return <RecipeDetail key={recipe.id} recipe={recipe} />;
  return (
    <PageContainer>
      <LoadProblemPanel
        error={error}
        notFoundTitle="Recipe not found"
        notFoundMessage="The recipe you're looking for doesn't exist or has been removed."
        wayBack={
          <button type="button" onClick={() => navigate(-1)} className={buttonStyles.primary}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Go Back
          </button>
        }
        failedTitle="Could not load this recipe"
        onRetry={() => refetch()}
      />
    </PageContainer>
  );
}

function RecipeDetail({ recipe }: { recipe: PlannedRecipe }) {
  const navigate = useNavigate();
  const [rating, setRating] = useState(false);
  // The user's rating as the server has it; a rating just submitted shows at once.
  const [rated, setRated] = useState<number | null>(recipe.user_feedback?.rating ?? null);
  const notAgain = rated === recipe.user_feedback?.rating && recipe.user_feedback?.would_make_again === false;
  const isPaid = usePaidAccess();

  // Back returns to wherever the user came from; opened directly, it goes to the recipe's plan.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(`/meal-plans/${recipe.meal_plan_id}`));

  return (
    <PageContainer>
      <title>{`${recipe.name} - Forkcast`}</title>
      <button type="button" onClick={goBack} className={`${buttonStyles.ghost} -ml-3 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </button>

      <header className="mt-4 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <div className="flex flex-wrap items-center gap-2">
            <MealTypeBadge mealType={recipe.meal_type} />
            <DifficultyBadge level={recipe.difficulty} />
            <span className="text-xs font-semibold tracking-wide text-muted uppercase">
              {recipe.cuisine_type} · Day {recipe.day_number}
            </span>
          </div>
          <h1 className="mt-3 font-display text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">{recipe.name}</h1>
          <p className="mt-3 text-lg text-muted">{recipe.description}</p>
          <ul aria-label="Recipe facts" className="mt-5 flex flex-wrap gap-3 text-sm">
            <Fact icon={Clock} value={timeSummary(recipe)} />
            <Fact icon={Users} value={`${recipe.servings} servings`} />
            <Fact icon={ListChecks} value={ingredientCount(recipe.ingredients.length)} />
          </ul>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2 md:items-end">
          <button type="button" onClick={() => setRating(true)} className={buttonStyles.accent}>
            <Star aria-hidden="true" className="size-4" />
            Rate This Recipe
          </button>
          {rated !== null && (
            <p className="flex items-center gap-1.5 text-sm font-medium text-muted">
              <Star aria-hidden="true" className="size-4 fill-honey-400 text-honey-400" />
              You rated this {rated} {rated === 1 ? 'star' : 'stars'}
            </p>
          )}
          {notAgain && <p className="text-sm text-muted">You would not make it again: new plans leave it out.</p>}
        </div>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs
          label="Recipe"
          tabs={[
            { id: 'ingredients', label: 'Ingredients', panel: <IngredientChecklist ingredients={recipe.ingredients} /> },
            { id: 'instructions', label: 'Instructions', panel: <InstructionSteps steps={recipe.instructions} /> },
            { id: 'notes', label: 'Notes & Tips', panel: <NotesAndTips tags={recipe.tags} /> },
          ]}
        />
        <aside className="lg:pt-14">
          <NutritionPanel nutrition={recipe.nutritional_info} isPaid={isPaid} />
        </aside>
      </div>

      {rating && <RatingModal recipeId={recipe.id} recipeName={recipe.name} onRated={setRated} onClose={() => setRating(false)} />}
    </PageContainer>
  );
}

function Fact({ icon: Icon, value }: { icon: typeof Clock; value: string }) {
  return (
    <li className="flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-ink ring-1 ring-leaf-800/10">
      <Icon aria-hidden="true" className="size-4 text-leaf-700" />
      {value}
    </li>
  );
}

function NotesAndTips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <p className="text-muted">No tags available for this recipe.</p>;
  return (
    <div>
      <h3 className="flex items-center gap-2 font-semibold text-ink">
        <Tag aria-hidden="true" className="size-4 text-leaf-700" />
        Tags
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className="rounded-full bg-white px-3 py-1 text-sm font-medium text-leaf-900 capitalize ring-1 ring-leaf-800/15">
            {tagLabel(tag)}
          </li>
        ))}
      </ul>
    </div>
  );
}
