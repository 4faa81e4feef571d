import type { ScheduledMeal } from './allocate';
import type { Candidate } from './candidates';
import { PLAN_MEALS, type PlanMeal } from './types';

/** A recipe the solver chose for a meal, to be cooked on or before `deadline` (a plan day). */
export interface ChosenRecipe {
  candidate: Candidate;
  meal: PlanMeal;
  deadline: number;
}

/** Earliest last-good day among the purchased items the recipe uses (Infinity when it uses none). */
function spoilsFirst(c: Candidate): number {
  return Math.min(...c.items.map((item) => item.goodThroughDay), Infinity);
}

/** Can the rest still meet their deadlines on days after `day`? (sorted k-th deadline >= day + k) */
function stillFeasible(rest: readonly ChosenRecipe[], day: number): boolean {
  const deadlines = rest.map((r) => r.deadline).sort((a, b) => a - b);
  return deadlines.every((deadline, k) => deadline >= day + k + 1);
}

/** A plan's meals on their days, and the lunch days left for leftovers (leftovers.ts serves them). */
export interface ArrangedDays {
  schedule: ScheduledMeal[];
  leftoverDays: number[];
}

/**
 * Puts the chosen recipes on days: every recipe by its deadline (earliest deadline first), perishables first,
 * and where deadlines leave room, no main ingredient twice in a day and no cuisine twice running for the same meal.
 * The solver guarantees that deadlines fit (at most t recipes per meal due by day t). `leftoverLunches` lunch days
 * from day 2 on are left for the second half of an earlier dinner, spread over the plan as far as the cooked
 * lunches' deadlines allow.
 */
export function arrangeDays(chosen: readonly ChosenRecipe[], days: number, leftoverLunches = 0): ArrangedDays {
  const open = new Map<PlanMeal, ChosenRecipe[]>(PLAN_MEALS.map((meal) => [meal, chosen.filter((c) => c.meal === meal)]));
  const lastCuisine = new Map<PlanMeal, string>();
  const schedule: ScheduledMeal[] = [];
  const leftoverDays: number[] = [];

  for (let day = 1; day <= days; day++) {
    const todaysMains = new Set<string>();
    for (const meal of PLAN_MEALS) {
      const pool = open.get(meal)!;
      if (meal === 'lunch' && leftoverDays.length < leftoverLunches && day > 1) {
        const spread = leftoverDays.length < Math.round((leftoverLunches * (day - 1)) / (days - 1));
        if (pool.length === 0 || (spread && stillFeasible(pool, day))) {
          leftoverDays.push(day);
          continue;
        }
      }
      const mainClash = (r: ChosenRecipe) => Number(todaysMains.has(r.candidate.recipe.main_ingredient));
      const cuisineClash = (r: ChosenRecipe) => Number(lastCuisine.get(meal) === r.candidate.recipe.cuisine_type);
      const ranked = [...pool].sort(
        (a, b) =>
          mainClash(a) - mainClash(b) ||
          a.deadline - b.deadline ||
          cuisineClash(a) - cuisineClash(b) ||
          spoilsFirst(a.candidate) - spoilsFirst(b.candidate) ||
          (a.candidate.recipe.slug < b.candidate.recipe.slug ? -1 : 1),
      );
      const pick = ranked.find((r) => stillFeasible(pool.filter((o) => o !== r), day)) ?? ranked[0];
      if (!pick) throw new Error(`nothing chosen for day ${day} ${meal}`);
      pool.splice(pool.indexOf(pick), 1);
      todaysMains.add(pick.candidate.recipe.main_ingredient);
      lastCuisine.set(meal, pick.candidate.recipe.cuisine_type);
      schedule.push({ day, meal, recipe: pick.candidate.recipe });
    }
  }
  return { schedule, leftoverDays };
}
