import type { PlanMetrics } from '@forkcast/contracts';
import { ingredientAmount, ingredientName } from '../../recipes/recipe-facts';

/** 350 -> '350 g', 1234 -> '1.2 kg': the scale people weigh food in. Nothing is '0 g'; a crumb is '<1 g', never 0. */
export function formatGrams(grams: number): string {
  if (grams <= 0) return '0 g';
  if (grams < 1) return '<1 g';
  const rounded = Math.round(grams);
  if (rounded >= 1000) return `${(Math.round(grams / 100) / 10).toLocaleString('en')} kg`;
  return `${rounded} g`;
}

/**
 * The amount the planner may add to a shopping-list or leftover entry in the units recipes use ({ quantity: 9, unit: 'each' },
 * { quantity: 2, unit: 'tbsp' }); plans made before it, and food only weighed, have neither.
 */
export interface RecipeUnits {
  quantity?: number;
  unit?: string;
}

/**
 * A grocery row's name and amount, written as recipe ingredient lines write them when the entry has recipe units
 * ('eggs' and '9', 'olive oil' and '2 tbsp'), so countable food is not given in grams; otherwise the weight.
 */
export function groceryAmount(item: { name: string } & RecipeUnits, grams: number): { name: string; amount: string } {
  const { quantity, unit } = item;
  if (quantity === undefined || !(quantity > 0) || !unit) return { name: item.name, amount: formatGrams(grams) };
  const counted = { quantity, unit, name: item.name };
  return { name: ingredientName(counted), amount: ingredientAmount(counted) };
}

/** 0.4567 -> 46: a share as a whole percentage, clamped to 0-100. */
export function percent(share: number): number {
  return Math.min(100, Math.max(0, Math.round(share * 100)));
}

/**
 * What the user will still have after the plan: only items with something left, those that spoil soonest first,
 * so the list doubles as a 'use these next' reminder.
 */
export function leftoversBySpoilage(metrics: Pick<PlanMetrics, 'leftovers'>): PlanMetrics['leftovers'] {
  return metrics.leftovers
    .filter((item) => item.leftover_g >= 1)
    .sort((a, b) => a.good_through_day - b.good_through_day || b.leftover_g - a.leftover_g);
}

/**
 * The shopping list split into what to buy, optional garnishes (herbs to scatter, lime wedges: the dishes are fine
 * without them) and the pantry staples most kitchens already hold.
 */
export function splitShoppingList(metrics: Pick<PlanMetrics, 'shopping_list'>) {
  const toBuy = metrics.shopping_list.filter((item) => !item.pantry_staple && !item.optional);
  const optional = metrics.shopping_list.filter((item) => !item.pantry_staple && item.optional);
  const staples = metrics.shopping_list.filter((item) => item.pantry_staple);
  return { toBuy, optional, staples };
}

/**
 * One purchase may cover lines of several recipes that name it differently (jasmine rice bought for the white rice of
 * another recipe): 'also for white rice', or undefined when it covers only its own name.
 */
export function alsoForLabel(item: { also_for?: { name: string }[] }): string | undefined {
  const names = (item.also_for ?? []).map((other) => other.name);
  return names.length > 0 ? `also for ${names.join(', ')}` : undefined;
}

/** How long a leftover keeps, counted in plan days (day 1 = the first day of the plan); long keepers in weeks or months. */
export function keepsLabel(goodThroughDay: number): string {
  if (goodThroughDay <= 0) return 'Past its best';
  if (goodThroughDay < 14) return `Good through day ${goodThroughDay}`;
  if (goodThroughDay < 60) return `Keeps about ${Math.round(goodThroughDay / 7)} weeks`;
  return `Keeps ${Math.floor(goodThroughDay / 30)}+ months`;
}

/** 'vegan', 'vegan or keto', 'vegan, gluten-free or keto': each of the words alone would do. */
function eitherOf(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * Why a leftover went unplanned when the plan's own diets rule the food out: 'Not in a vegetarian plan', 'Not in a
 * vegan or gluten-free plan'. Undefined when the diets allow it (and on plans made before the planner said so).
 */
export function ruledOutLabel(item: { ruled_out_by?: string[] }): string | undefined {
  const diets = item.ruled_out_by ?? [];
  return diets.length > 0 ? `Not in a ${eitherOf(diets)} plan` : undefined;
}

/**
 * The share of the purchases the diets allow that the plan uses, worth its own row only when the diets rule some
 * purchase out and allow some other: null otherwise, and on plans made before the figure.
 */
export function dietAllowedShare(metrics: Pick<PlanMetrics, 'leftovers' | 'used_share_of_allowed_items'>): number | null {
  const share = metrics.used_share_of_allowed_items;
  const ruledOut = metrics.leftovers.filter((item) => ruledOutLabel(item) !== undefined).length;
  if (share === undefined || ruledOut === 0 || ruledOut === metrics.leftovers.length) return null;
  return share;
}

/** Purchases the planner could not use, named as a person would ('swiss-cheese' -> 'swiss cheese') with the reason as a sentence. */
export function setAsidePurchases(metrics: Pick<PlanMetrics, 'ignored_purchases'>): { ingredient: string; name: string; reason: string }[] {
  return (metrics.ignored_purchases ?? []).map((item) => ({
    ingredient: item.ingredient,
    name: item.ingredient.replaceAll('-', ' '),
    reason: item.reason.charAt(0).toUpperCase() + item.reason.slice(1),
  }));
}

/**
 * What the leftovers column says when nothing is left over. 'Uses up everything' is only true when the plan had
 * food to work with and set none of it aside.
 */
export function emptyLeftoversMessage(metrics: Pick<PlanMetrics, 'purchased_g' | 'ignored_purchases'>): string {
  if (metrics.purchased_g <= 0) return 'Nothing counted: the plan had none of your food to work with.';
  if ((metrics.ignored_purchases ?? []).length > 0) return 'Nothing of what the plan could use. Some items were set aside (below).';
  return 'Nothing: the plan uses up everything you bought.';
}

/**
 * 'You need to buy 5 things (Forkcast aims for 6 or fewer: 2 a day)': the shopping list's size against the plan's aim,
 * pantry staples apart. Null on plans made before the aim existed.
 */
export function buyingSummary(metrics: Pick<PlanMetrics, 'items_to_buy' | 'items_to_buy_target'>): string | null {
  const { items_to_buy: count, items_to_buy_target: target } = metrics;
  if (count === undefined || target === undefined) return null;
  const things = count === 1 ? '1 thing' : `${count} things`;
  return count === 0 ? 'Nothing to buy besides pantry staples.' : `${things} to buy besides pantry staples (Forkcast aims for ${target} or fewer).`;
}

const TITLE = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * When the plan had to go beyond the cuisines asked for: a sentence naming the preference and the meals outside it
 * ('Day 2 dinner: Chana Masala (Indian)'). Null when every meal fits or there were no preferences.
 */
export function outsidePreferencesSummary(
  metrics: Pick<PlanMetrics, 'outside_preferences'>,
  preferred: readonly string[],
): { sentence: string; meals: string[] } | null {
  const outside = metrics.outside_preferences ?? [];
  if (outside.length === 0 || preferred.length === 0) return null;
  const cuisines = preferred.map(TITLE).join(' or ');
  const count = outside.length === 1 ? '1 meal is' : `${outside.length} meals are`;
  return {
    sentence: `${count} not ${cuisines}: too few ${cuisines} recipes fit your other options, so others fill in.`,
    meals: outside.map((o) => `Day ${o.day_number} ${o.meal_type}: ${o.name} (${TITLE(o.cuisine_type)})`),
  };
}
