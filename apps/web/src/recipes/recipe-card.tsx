import { Link } from 'react-router';
import { Clock, Flame, ListChecks, Users } from 'lucide-react';
import type { Recipe } from '@forkcast/contracts';
import { DifficultyBadge } from './difficulty-badge';
import { FactItem } from '../ui/fact-item';
import { MealTypeBadge } from './meal-type-badge';
import { cardNutrition, ingredientCount, tagLabel, timeSummary, visibleTags } from './recipe-facts';
import { usePaidAccess } from '../api/plan';

/**
 * One recipe of a plan (spec section 2, Recipe card). The whole card is one link; calories and protein show to
 * Premium users (the server sends nutrition to them alone; a plan cached from before a downgrade stays quiet too).
 */
export function RecipeCard({ recipe }: { recipe: Recipe }) {
  const { shown, more } = visibleTags(recipe.tags);
  const paid = usePaidAccess();
  const energy = paid && recipe.nutritional_info ? cardNutrition(recipe.nutritional_info) : null;
  return (
    <Link
      to={`/recipes/${recipe.id}`}
      className="group flex h-full flex-col rounded-3xl border border-leaf-800/10 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-leaf-600/40 hover:shadow-md"
    >
      <div className="flex flex-wrap items-center gap-2">
        <MealTypeBadge mealType={recipe.meal_type} />
        <DifficultyBadge level={recipe.difficulty} />
        <span className="ml-auto text-xs font-semibold tracking-wide text-muted uppercase">{recipe.cuisine_type}</span>
      </div>
      <h3 className="mt-3 font-display text-lg leading-snug font-bold text-leaf-900 group-hover:text-leaf-700">{recipe.name}</h3>
      <p className="mt-1.5 line-clamp-2 text-sm text-muted">{recipe.description}</p>
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm font-medium text-ink">
        <FactItem icon={Clock}>{timeSummary(recipe)}</FactItem>
        <FactItem icon={Users}>{recipe.servings} servings</FactItem>
        <FactItem icon={ListChecks}>{ingredientCount(recipe.ingredients.length)}</FactItem>
        {energy && (
          <FactItem icon={Flame} iconColor="text-tomato-600">
            {energy}
          </FactItem>
        )}
      </ul>
      {shown.length > 0 && (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
          {shown.map((tag) => (
            <li key={tag} className="rounded-full bg-cream px-2 py-0.5 text-xs text-muted ring-1 ring-leaf-800/10">
              {tagLabel(tag)}
            </li>
          ))}
          {more > 0 && <li className="rounded-full px-2 py-0.5 text-xs font-semibold text-leaf-800">+{more} more</li>}
        </ul>
      )}
    </Link>
  );
}
