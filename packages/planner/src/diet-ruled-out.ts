import { share } from './allocate';
import { dietsBrokenByFood } from './diet-rules';
import type { Diet, FoodKnowledge, LeftoverItem, PlanMetrics } from './types';

/**
 * A food that breaks a diet even at a gram per serving breaks it in any amount. The keto rule on starchy vegetables
 * weighs the portion, so a potato is not ruled out of a keto plan: a keto dish may hold a little of it.
 */
const TRACE_G = 1;

/**
 * Marks each purchase the plan's diets rule out (chicken in a vegetarian plan, wheat flour in a gluten-free one) with
 * the diets it breaks, and measures how many of the others the plan uses: a vegetarian plan that leaves the chicken
 * has not failed to use it.
 */
export function ruledOutByDiets(
  leftovers: readonly LeftoverItem[],
  diets: readonly Diet[],
  food: FoodKnowledge,
): Pick<PlanMetrics, 'leftovers' | 'used_share_of_allowed_items'> {
  const marked = leftovers.map((item): LeftoverItem => {
    const known = food.getIngredient(item.ingredient);
    const broken = known ? dietsBrokenByFood(known, TRACE_G).filter((diet) => diets.includes(diet)) : [];
    return broken.length > 0 ? { ...item, ruled_out_by: broken } : item;
  });
  const allowed = marked.filter((item) => item.ruled_out_by === undefined);
  return { leftovers: marked, used_share_of_allowed_items: share(allowed.filter((item) => item.used_g > 0).length, allowed.length) };
}
