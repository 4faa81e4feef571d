import { allocatePlan, type ScheduledMeal } from './allocate';
import { arrangeDays } from './arrange-days';
import { meetsHardConstraints, preselect, toCandidate, type Candidate } from './candidates';
import type { Catalogue } from './catalogue';
import { greedySchedule } from './greedy-planner';
import { assertFeasible } from './infeasibility';
import { buyLess } from './buy-less';
import { ruledOutByDiets } from './diet-ruled-out';
import { cookOnceEatTwice } from './leftovers';
import { solvePlanMip } from './mip-planner';
import { buildPantry } from './pantry';
import { buildSupplies, shoppingGroups } from './supplies';
import { parsePlanOptions, parsePurchases, type PlanOptionsInput } from './plan-options';
import { planDescription, planName } from './plan-naming';
import { scheduleValue } from './plan-value';
import { outsidePreferences, preferenceBonus } from './preferences';
import { solverTimeLimitMs } from './solver-budget';
import { useItUp } from './use-it-up';
import { isHeatAndEat } from './slots';
import { planSnacks, snackUsedValues } from './snacks';
import type { FoodKnowledge, MealPlan, Purchase, Recipe } from './types';
import { PLAN_MEALS } from './types';

export interface PlannerContext {
  catalogue: Catalogue;
  food: FoodKnowledge;
}

export interface SolverSettings {
  /** 'greedy' skips HiGHS (the benchmark's baseline). */
  method?: 'mip' | 'greedy';
  /** HiGHS stops here with its best plan so far; the greedy plan is its first. Default: solver-budget.ts. */
  timeLimitMs?: number;
  /** false: purchases only count for their own ingredient (the benchmark's "before stand-ins"). */
  substitutes?: boolean;
}

/**
 * Plans one recipe per day and meal from what was bought, then lets some dinners be cooked twice as big for a later
 * lunch and adds snacks and sides that eat what the meals leave. Pure apart from the solver: the purchase dates and
 * `options.today` decide freshness. Throws PlanInputError on bad input and PlanInfeasibleError when the hard
 * constraints (not the cuisine preferences) leave too few recipes.
 */
export async function planMealsWith(
  context: PlannerContext,
  purchasesInput: readonly Purchase[],
  optionsInput: PlanOptionsInput,
  settings: SolverSettings = {},
): Promise<MealPlan> {
  const startedAt = performance.now();
  const { catalogue, food } = context;
  const options = parsePlanOptions(optionsInput);
  const pantry = buildPantry(parsePurchases(purchasesInput), options.today, food, options.days);
  const eligible = catalogue.recipes.filter((r) => meetsHardConstraints(r, options));
  const wanted = eligible.flatMap((recipe) => [...recipe.grams_per_serving.keys()]);
  const supplies = buildSupplies(pantry, wanted, food, options.dietary_restrictions, settings.substitutes ?? true);
  const meals = eligible.filter((r) => r.meal_type !== 'snack' && (!isHeatAndEat(r) || supplies.has(r.main_ingredient)));
  assertFeasible(catalogue.recipes, meals, options);

  const household = options.household_size;
  const built = new Map<Recipe, Map<number, Candidate>>();
  // A dinner cooked for twice the household fills two meals: its preference bonus counts twice.
  const candidateOf = (recipe: Recipe, portions: number) => {
    const ofRecipe = built.get(recipe) ?? built.set(recipe, new Map()).get(recipe)!;
    let candidate = ofRecipe.get(portions);
    if (!candidate) {
      candidate = toCandidate(recipe, supplies, household * portions, food, portions * preferenceBonus(recipe, options));
      ofRecipe.set(portions, candidate);
    }
    return candidate;
  };
  const pool = meals.map((recipe) => candidateOf(recipe, 1));
  const cuisinesAllowed = options.cuisine_preferences.length || 9;
  const snackPool = eligible.filter((r) => r.meal_type === 'snack');
  // Meals are valued knowing what the snacks will eat anyway and which ingredients one purchase covers.
  const buyKey = shoppingGroups(
    pool.flatMap((c) => [...c.neededGrams.keys()]),
    food,
    options.dietary_restrictions,
  );
  const valuation = { usedValue: snackUsedValues(snackPool, household, candidateOf, options.days, pantry, food), buyKey };
  const greedy = greedySchedule(pool, pantry, options.days, cuisinesAllowed, valuation);

  let schedule: ScheduledMeal[] = greedy;
  let leftoverDays: number[] = [];
  let solver: MealPlan['solver'] = { method: 'greedy', status: 'greedy', candidates: pool.length };
  if (settings.method !== 'greedy') {
    const inGreedy = new Set(greedy.map((s) => s.recipe));
    const candidates = [...new Set([...preselect(pool, options.days, pantry, valuation), ...pool.filter((c) => inGreedy.has(c.recipe))])];
    const mip = await solvePlanMip({
      candidates,
      pantry,
      days: options.days,
      cuisinesAllowed,
      start: cookOnceEatTwice(greedy, options.days, pantry, candidateOf, valuation),
      timeLimitSeconds: (settings.timeLimitMs ?? solverTimeLimitMs(performance.now() - startedAt)) / 1000,
      valuation,
    }).catch((error: unknown) => ({ chosen: [], leftoverLunches: 0, status: `solver error: ${(error as Error).message}` }));
    const leftovers = mip.leftoverLunches;
    const complete = PLAN_MEALS.every((meal) => mip.chosen.filter((c) => c.meal === meal).length + (meal === 'lunch' ? leftovers : 0) === options.days);
    // Without a complete incumbent (the greedy start should prevent that) or when the solver fails, the greedy plan stands.
    if (complete) ({ schedule, leftoverDays } = arrangeDays(mip.chosen, options.days, leftovers));
    solver = { method: complete ? 'mip' : 'greedy', status: mip.status, candidates: candidates.length };
  }
  schedule = cookOnceEatTwice(schedule, options.days, pantry, candidateOf, valuation, leftoverDays);
  schedule = buyLess({ schedule, pool, pantry, days: options.days, cuisinesAllowed, candidateOf, valuation });
  schedule = useItUp({ schedule, pool, pantry, days: options.days, cuisinesAllowed, candidateOf, valuation });
  const snacks = planSnacks(snackPool, household, candidateOf, options.days, scheduleValue(schedule, pantry, candidateOf).tally, food);

  const { recipes, metrics } = allocatePlan([...schedule, ...snacks], pantry, supplies, household, food, options.days, buyKey);
  const fullMetrics = {
    ...metrics,
    ...ruledOutByDiets(metrics.leftovers, options.dietary_restrictions, food),
    ignored_purchases: pantry.ignored,
    outside_preferences: outsidePreferences(recipes, options.cuisine_preferences),
  };
  const mainName = (slug: string) => {
    const id = catalogue.bySlug.get(slug)?.main_ingredient ?? slug;
    return food.getIngredient(id)?.name ?? id;
  };
  return {
    name: planName(options.days, recipes, fullMetrics, mainName),
    description: planDescription(options.days, household, recipes, fullMetrics, options.dietary_restrictions),
    days_count: options.days,
    household_size: household,
    difficulty_level: options.difficulty,
    prep_time_max: options.max_prep_time,
    dietary_restrictions: options.dietary_restrictions,
    cuisine_preferences: options.cuisine_preferences,
    recipes,
    metrics: fullMetrics,
    solver,
  };
}
