import type { Recipe } from '@forkcast/contracts';

export const MEAL_TYPE_ORDER = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPE_ORDER)[number];

/** The meal a recipe is styled as; anything unknown is treated as dinner (spec section 3). */
export function mealTypeOf(mealType: string): MealType {
  const known = MEAL_TYPE_ORDER.find((type) => type === mealType.toLowerCase());
  return known ?? 'dinner';
}

export function totalMinutes(recipe: Pick<Recipe, 'prep_time' | 'cook_time'>): number {
  return recipe.prep_time + recipe.cook_time;
}

const FRACTIONS: [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 6, '⅙'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** Kitchen-style quantity: 0.5 -> '½', 1.25 -> '1¼', 2 -> '2'; other values keep at most two decimals. */
export function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (rest < 0.01) return String(whole);
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.01);
  if (fraction) return whole === 0 ? fraction[1] : `${whole}${fraction[1]}`;
  return String(Math.round(quantity * 100) / 100);
}

/** 'each' is implied by a bare count: '2 egg', not '2 each egg'. */
function displayUnit(unit: string): string {
  return unit === 'each' ? '' : unit;
}

type Ingredient = Pick<Recipe['ingredients'][number], 'quantity' | 'unit' | 'name' | 'note'>;

/** Quantity and unit together: '½ cup', '2'. */
export function ingredientAmount(ingredient: Pick<Ingredient, 'quantity' | 'unit'>): string {
  return [formatQuantity(ingredient.quantity), displayUnit(ingredient.unit)].filter(Boolean).join(' ');
}

/** One ingredient as plain text, the way exports write it: '½ cup whole milk (warm)'. */
export function ingredientLine(ingredient: Ingredient): string {
  const note = ingredient.note ? ` (${ingredient.note})` : '';
  return `${ingredientAmount(ingredient)} ${ingredient.name}${note}`;
}

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

/** Tags are slugs ('comfort-food'); people read words. */
export function tagLabel(tag: string): string {
  return tag.replaceAll('-', ' ');
}
