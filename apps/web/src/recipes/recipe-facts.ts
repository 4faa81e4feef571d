export const MEAL_TYPE_ORDER = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPE_ORDER)[number];

/** The meal a recipe is styled as; anything unknown is treated as dinner (spec section 3). */
export function mealTypeOf(mealType: string): MealType {
  const known = MEAL_TYPE_ORDER.find((type) => type === mealType.toLowerCase());
  return known ?? 'dinner';
}

// How ingredients and times read is shared with the server's exports (CSV, PDF), so it lives in the contracts.
export { formatQuantity, ingredientAmount, ingredientLine, ingredientName, ingredientRemark, pluralise, timeSummary } from '@forkcast/contracts/formatting';

/** The first few tags and how many are left for the '+N more' chip. */
export function visibleTags(tags: readonly string[], limit = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}

const NUTRIENT_UNITS: Record<string, string> = { protein: 'g', carbs: 'g', fat: 'g', fiber: 'g', sugar: 'g', sodium: 'mg' };

/** Every nutrient the server sent, rounded, with its unit; calories first, then the macros in a fixed order. */
export function nutritionFacts(info: Record<string, number>): { key: string; label: string; value: string }[] {
  const order = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(info)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => ({
      key,
      label: key.charAt(0).toUpperCase() + key.slice(1).replaceAll('_', ' '),
      value: `${Math.round(value)}${NUTRIENT_UNITS[key] ?? ''}`,
    }));
}

/** The card's line of nutrition, calories and protein per serving ('412 cal · 31g protein'); null when it has neither. */
export function cardNutrition(info: Record<string, number>): string | null {
  const parts = [
    info.calories === undefined ? null : `${Math.round(info.calories)} cal`,
    info.protein === undefined ? null : `${Math.round(info.protein)}g protein`,
  ].filter((part) => part !== null);
  return parts.length ? parts.join(' · ') : null;
}

/** Tags are slugs ('comfort-food'); people read words. */
export function tagLabel(tag: string): string {
  return tag.replaceAll('-', ' ');
}

/** "1 ingredient", "5 ingredients": a snack may have a single ingredient. */
export const ingredientCount = (count: number) => `${count} ${count === 1 ? 'ingredient' : 'ingredients'}`;
