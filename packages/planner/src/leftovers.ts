import type { ScheduledMeal } from './allocate';
import type { Pantry } from './pantry';
import type { Valuation } from './candidates';
import { scheduleValue, type CandidateOf } from './plan-value';
import type { Recipe } from './types';

/** A cooked dish keeps this many days in the fridge: its second half may be lunch up to this many days later. */
export const LEFTOVER_FRIDGE_DAYS = 3;
/** Objective value of cooking one meal fewer (about what using 100 g of food that spoils tomorrow is worth). */
export const COOK_ONCE_VALUE = 700;

/**
 * The plan with `recipe` cooked in `slot` instead. When the slot is a dinner cooked twice as big, the lunch it leaves
 * becomes the new dish's second half; when it is a lunch of leftovers, that lunch is cooked and its dinner is cooked
 * for the household only.
 */
export function withRecipe(plan: readonly ScheduledMeal[], slot: ScheduledMeal, recipe: Recipe): ScheduledMeal[] {
  const leftOver = (m: ScheduledMeal) => m.leftoversFrom === slot.day && slot.leftoversFor === m.day && m.recipe === slot.recipe;
  const servedFrom = (m: ScheduledMeal) => slot.leftoversFrom === m.day && m.leftoversFor === slot.day && m.meal === 'dinner';
  return plan.map((m) => {
    if (m === slot) return { day: m.day, meal: m.meal, recipe, ...(m.leftoversFor === undefined ? {} : { portions: m.portions, leftoversFor: m.leftoversFor }) };
    if (leftOver(m)) return { ...m, recipe };
    if (servedFrom(m)) return { day: m.day, meal: m.meal, recipe: m.recipe };
    return m;
  });
}

/**
 * Cook once, eat twice: for each lunch, in calendar order, tries serving instead the second half of a dinner cooked
 * for twice the household 1 to LEFTOVER_FRIDGE_DAYS days before, and keeps the change that raises the plan's value
 * most (the doubled dinner uses more of the purchase; the lunch recipe it replaces no longer takes or buys anything;
 * one less meal to cook is worth COOK_ONCE_VALUE). Each dinner leaves at most one lunch. The lunches of
 * `leftoverDays` (the solver chose to serve leftovers then, arrange-days.ts) are not in `schedule`: each gets the
 * best of those dinners, whatever it is worth (the dinner of the day before is always free: earlier lunches only
 * take earlier dinners).
 */
export function cookOnceEatTwice(
  schedule: readonly ScheduledMeal[],
  days: number,
  pantry: Pantry,
  candidateOf: CandidateOf,
  valuation?: Valuation,
  leftoverDays: readonly number[] = [],
): ScheduledMeal[] {
  let plan = [...schedule];
  let current = scheduleValue(plan, pantry, candidateOf, valuation).value;
  for (let day = 2; day <= days; day++) {
    const lunch = plan.find((m) => m.day === day && m.meal === 'lunch');
    const mustServe = leftoverDays.includes(day);
    if (!lunch && !mustServe) throw new Error(`no lunch on day ${day}`);
    let best: { plan: ScheduledMeal[]; value: number } | undefined;
    for (let cooked = day - 1; cooked >= Math.max(1, day - LEFTOVER_FRIDGE_DAYS); cooked--) {
      const dinner = plan.find((m) => m.day === cooked && m.meal === 'dinner')!;
      if (dinner.leftoversFor !== undefined) continue;
      const served: ScheduledMeal = { day, meal: 'lunch', recipe: dinner.recipe, leftoversFrom: cooked };
      const trial = plan.map((m) => (m === dinner ? { ...m, portions: 2, leftoversFor: day } : m === lunch ? served : m));
      if (!lunch) trial.push(served);
      const value = scheduleValue(trial, pantry, candidateOf, valuation).value + COOK_ONCE_VALUE;
      if (value > (best?.value ?? (mustServe ? -Infinity : current))) best = { plan: trial, value };
    }
    if (best) {
      plan = best.plan;
      // Each swap earns its own COOK_ONCE_VALUE: the next one is compared with the plan's food value alone.
      current = best.value - COOK_ONCE_VALUE;
    }
  }
  return plan;
}
