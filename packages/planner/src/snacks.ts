import type { ScheduledMeal } from './allocate';
import { USED_ITEM_VALUE, drawValue, newTally, type Candidate, type Tally } from './candidates';
import type { Pantry } from './pantry';
import type { CandidateOf } from './plan-value';
import { isSide } from './slots';
import type { FoodKnowledge, Recipe } from './types';

/** Per day, at most this many snacks and this many sides (each for the household or part of it), each recipe once a day. */
export const SNACKS_PER_DAY = 2;
export const SIDES_PER_DAY = 2;
const STARCHES = new Set(['grains', 'bakery', 'pasta']);
/**
 * When too little is left for one person's snack as written, it may shrink to this share of it: the last plum of a
 * two-plum snack, half an apple a meal left, 75 g of yogurt. Smaller than that is no snack.
 */
export const SMALLEST_SNACK_SHARE = 0.5;

/**
 * Can every non-staple ingredient of the snack, and its main food even when that is a staple (dark chocolate
 * files under baking), come from what is left and still good on `day`?
 */
function servedFromPurchase(candidate: Candidate, day: number, tally: Tally): boolean {
  const main = candidate.recipe.main_ingredient;
  if (candidate.unsupplied.length > 0 || !candidate.supplied.some((line) => line.ingredient === main)) return false;
  return candidate.supplied.every((line) => {
    if (!candidate.nonStaple.has(line.ingredient) && line.ingredient !== main) return true;
    const available = line.sources
      .filter((s) => s.item.goodThroughDay >= day)
      .reduce((sum, s) => sum + (tally.remaining.get(s.item.ingredient) ?? 0), 0);
    return available >= line.grams;
  });
}

/** One snack or side of the pass, with the servings of it not yet found too big for what is left. */
interface SnackChoice {
  recipe: Recipe;
  side: boolean;
  /** What a side counts as when two of a day's sides would be alike (starches are one kind). */
  kind: string;
  /** Portions to try, largest first: the whole household, one person fewer each, down to SMALLEST_SNACK_SHARE of one. */
  portions: number[];
  /** Index of the first of `portions` not yet found too big. */
  next: number;
}

/**
 * The snack for as many of the household as what is left serves, all of them first: one peach bought for a
 * household of two is one person's snack, not none; one plum left of a two-plum snack is half of one person's.
 * Within one pass the days only advance and what is left only shrinks, so a serving that does not fit now never
 * fits again: it is skipped for good (this pass runs over every snack, day and pick, twice a plan).
 */
function largestServing(choice: SnackChoice, portion: CandidateOf, day: number, tally: Tally) {
  for (; choice.next < choice.portions.length; choice.next++) {
    const portions = choice.portions[choice.next]!;
    const candidate = portion(choice.recipe, portions);
    if (servedFromPurchase(candidate, day, tally)) return { candidate, portions };
  }
  return undefined;
}

/**
 * Snacks and sides that eat what the meals leave of ready-to-eat purchases (fruit, yogurt, bread, cheese, juice,
 * kimchi, chocolate...), day by day before it spoils, for the household or as many of them as what is left serves
 * (down to a smaller share for one person).
 * A snack never sends anyone shopping: each one is served wholly from the purchase (pantry staples apart). Each
 * day takes the most valuable snacks first (food that spoils soonest, items not used yet), up to SNACKS_PER_DAY
 * snacks and SIDES_PER_DAY sides of different kinds. `tally` is what the meals left; it is updated.
 */
export function planSnacks(
  snacks: readonly Recipe[],
  household: number,
  portion: CandidateOf,
  days: number,
  tally: Tally,
  food: FoodKnowledge,
): ScheduledMeal[] {
  const planned: ScheduledMeal[] = [];
  const people = [...Array.from({ length: household }, (_, i) => household - i), SMALLEST_SNACK_SHARE];
  // Two starchy sides a day (rice and rice, bread and naan) or the same vegetable twice make no sense.
  const kind = (recipe: Recipe) => {
    const category = food.getIngredient(recipe.main_ingredient)?.category;
    return category !== undefined && STARCHES.has(category) ? 'starch' : recipe.main_ingredient;
  };
  const choices: SnackChoice[] = snacks.map((recipe) => ({
    recipe,
    side: isSide(recipe),
    kind: kind(recipe),
    portions: people.map((n) => n / household),
    next: 0,
  }));
  for (let day = 1; day <= days; day++) {
    const taken = new Set<Recipe>();
    const sideKinds = new Set<string>();
    const room = { snack: SNACKS_PER_DAY, side: SIDES_PER_DAY };
    for (;;) {
      let best: { choice: SnackChoice; candidate: Candidate; portions: number } | undefined;
      let bestValue = 0;
      for (const choice of choices) {
        if (taken.has(choice.recipe) || room[choice.side ? 'side' : 'snack'] === 0) continue;
        if (choice.side && sideKinds.has(choice.kind)) continue;
        const serving = largestServing(choice, portion, day, tally);
        if (!serving) continue;
        const value = drawValue(serving.candidate, day, tally) - serving.candidate.fixedCost;
        if (value > bestValue) {
          bestValue = value;
          best = { choice, ...serving };
        }
      }
      if (!best) break;
      const { recipe, side, kind: bestKind } = best.choice;
      taken.add(recipe);
      if (side) sideKinds.add(bestKind);
      room[side ? 'side' : 'snack']--;
      drawValue(best.candidate, day, tally, true);
      planned.push({ day, meal: 'snack', recipe, ...(best.portions === 1 ? {} : { portions: best.portions }) });
    }
  }
  return planned;
}

/** Share of USED_ITEM_VALUE that a meal earns for using an item the snacks and sides would use anyway. */
export const SNACKABLE_USE_SHARE = 0.25;

/**
 * The snacks come after the meals and use much of the ready-to-eat food (fruit, yogurt, milk, bread, cheese): a
 * meal that is the first to use such an item does not make it used, the snacks would have. The items that the
 * snacks and sides would take if no meal took anything are worth SNACKABLE_USE_SHARE of USED_ITEM_VALUE to the
 * meals, so that no meal sends its cook shopping only to touch the milk a glass of milk would drink. Their grams keep
 * their full value: a meal that eats up the milk before it spoils still earns that.
 */
export function snackUsedValues(
  snacks: readonly Recipe[],
  household: number,
  portion: CandidateOf,
  days: number,
  pantry: Pantry,
  food: FoodKnowledge,
): Map<string, number> {
  const tally = newTally(pantry);
  planSnacks(snacks, household, portion, days, tally, food);
  return new Map([...tally.used].map((id) => [id, SNACKABLE_USE_SHARE * USED_ITEM_VALUE]));
}
