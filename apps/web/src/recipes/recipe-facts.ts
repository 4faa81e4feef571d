import type { Recipe } from '@forkcast/contracts';

export const MEAL_TYPE_ORDER = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPE_ORDER)[number];

/** The meal a recipe is styled as; anything unknown is treated as dinner (spec section 3). */
export function mealTypeOf(mealType: string): MealType {
  const known = MEAL_TYPE_ORDER.find((type) => type === mealType.toLowerCase());
  return known ?? 'dinner';
}

/**
 * '15 min prep · 50 min total': prep first, since a plan's time limit is on prep (hands-on) time, while the total
 * says when dinner is ready.
 */
export function timeSummary(recipe: Pick<Recipe, 'prep_time' | 'cook_time'>): string {
  const prep = `${recipe.prep_time} min prep`;
  return recipe.cook_time > 0 ? `${prep} · ${recipe.prep_time + recipe.cook_time} min total` : `${prep} · no cooking`;
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

/** Food named in the singular that is not counted in ones (3 basil means leaves or sprigs, not '3 basils'). */
const UNCOUNTED = new Set(['basil', 'thyme', 'parsley', 'cilantro', 'coriander', 'rosemary', 'mint', 'oregano', 'dill', 'sage', 'rice', 'garlic', 'spinach', 'lettuce']);
/** Units written as words, which take a plural; abbreviations (tsp, g, ml) never do. */
const WORD_UNITS = new Set(['cup', 'clove', 'can', 'pinch', 'slice', 'bunch', 'pack', 'handful', 'sprig', 'stalk', 'head', 'piece', 'leaf', 'jar', 'bottle']);

/**
 * The plural of a simple English noun phrase, changing its last word: 'bell pepper' -> 'bell peppers', 'tomato' ->
 * 'tomatoes', 'curry leaf' -> 'curry leaves', 'berry' -> 'berries', 'pinch' -> 'pinches'. Herbs and other food not
 * counted in ones stay as they are.
 */
export function pluralise(phrase: string): string {
  const match = /^(.*?)([A-Za-z]+)$/.exec(phrase);
  if (!match) return phrase;
  const [, head = '', word = ''] = match;
  const lower = word.toLowerCase();
  if (UNCOUNTED.has(lower)) return phrase;
  let plural: string;
  if (/(leaf|loaf|half)$/.test(lower)) plural = `${word.slice(0, -1)}ves`;
  else if (/[^aeiou]y$/.test(lower)) plural = `${word.slice(0, -1)}ies`;
  else if (/(s|x|z|ch|sh)$/.test(lower) || /(tomato|potato)$/.test(lower)) plural = `${word}es`;
  else plural = `${word}s`;
  return head + plural;
}

type Ingredient = Pick<Recipe['ingredients'][number], 'quantity' | 'unit' | 'name' | 'note'>;

/**
 * Quantity and unit together: '½ cup', '2 cups', '2'. 'each' is implied by a bare count: '2 eggs', not '2 each egg'.
 */
export function ingredientAmount(ingredient: Pick<Ingredient, 'quantity' | 'unit'>): string {
  const { quantity, unit } = ingredient;
  if (unit === 'each') return formatQuantity(quantity);
  return `${formatQuantity(quantity)} ${quantity > 1 && WORD_UNITS.has(unit) ? pluralise(unit) : unit}`;
}

/** The name as it reads after the amount: counted food in the plural above one ('3 bell peppers'); '2 cups milk' keeps it. */
export function ingredientName(ingredient: Pick<Ingredient, 'quantity' | 'unit' | 'name'>): string {
  return ingredient.unit === 'each' && ingredient.quantity > 1 ? pluralise(ingredient.name) : ingredient.name;
}

/** One ingredient as plain text, the way exports write it: '½ cup whole milk (warm)'. */
export function ingredientLine(ingredient: Ingredient): string {
  const note = ingredient.note ? ` (${ingredient.note})` : '';
  return `${ingredientAmount(ingredient)} ${ingredientName(ingredient)}${note}`;
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
