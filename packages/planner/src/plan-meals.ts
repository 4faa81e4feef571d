import { allocatePlan, type ScheduledMeal } from './allocate';
import { arrangeDays } from './arrange-days';
import { meetsHardConstraints, preselect, toCandidate } from './candidates';
import type { Catalogue } from './catalogue';
import { greedySchedule } from './greedy-planner';
import { assertFeasible } from './infeasibility';
import { solvePlanMip } from './mip-planner';
import { buildPantry } from './pantry';
import { buildSupplies } from './supplies';
import { parsePlanOptions, parsePurchases, type PlanOptionsInput } from './plan-options';
import { planDescription, planName } from './plan-naming';
import type { FoodKnowledge, MealPlan, Purchase } from './types';
import { PLAN_MEALS } from './types';

export interface PlannerContext {
  catalogue: Catalogue;
  food: FoodKnowledge;
}

export interface SolverSettings {
  /** 'greedy' skips HiGHS (the benchmark's baseline). */
  method?: 'mip' | 'greedy';
  /** HiGHS stops here with its best plan so far; the greedy plan is its first. */
  timeLimitMs?: number;
  /** false: purchases only count for their own ingredient (the benchmark's "before stand-ins"). */
  substitutes?: boolean;
}

const DEFAULT_TIME_LIMIT_MS = 450;

/**
 * Plans one recipe per day and meal from what was bought. Pure apart from the solver: the purchase dates
 * and `options.today` decide freshness. Throws PlanInputError on bad input and PlanInfeasibleError when the
 * hard constraints leave too few recipes.
 */
export async function planMealsWith(
  context: PlannerContext,
  purchasesInput: readonly Purchase[],
  optionsInput: PlanOptionsInput,
  settings: SolverSettings = {},
): Promise<MealPlan> {
  const { catalogue, food } = context;
  const options = parsePlanOptions(optionsInput);
  const pantry = buildPantry(parsePurchases(purchasesInput), options.today, food);
  const eligible = catalogue.recipes.filter((r) => meetsHardConstraints(r, options));
  assertFeasible(catalogue.recipes, eligible, options);

  const household = options.household_size;
  const wanted = eligible.flatMap((recipe) => [...recipe.grams_per_serving.keys()]);
  const supplies = buildSupplies(pantry, wanted, food, options.dietary_restrictions, settings.substitutes ?? true);
  const pool = eligible.map((recipe) => toCandidate(recipe, supplies, household, food));
  const cuisinesAllowed = options.cuisine_preferences.length || 9;
  const greedy = greedySchedule(pool, pantry, options.days, cuisinesAllowed);

  let schedule: ScheduledMeal[] = greedy;
  let solver: MealPlan['solver'] = { method: 'greedy', status: 'greedy', candidates: pool.length };
  if (settings.method !== 'greedy') {
    const inGreedy = new Set(greedy.map((s) => s.recipe));
    const candidates = [...new Set([...preselect(pool, options.days), ...pool.filter((c) => inGreedy.has(c.recipe))])];
    const mip = await solvePlanMip({
      candidates,
      pantry,
      days: options.days,
      cuisinesAllowed,
      start: greedy,
      timeLimitSeconds: (settings.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) / 1000,
    }).catch((error: unknown) => ({ chosen: [], status: `solver error: ${(error as Error).message}` }));
    const complete = PLAN_MEALS.every((meal) => mip.chosen.filter((c) => c.meal === meal).length === options.days);
    // Without a complete incumbent (the greedy start should prevent that) or when the solver fails, the greedy plan stands.
    if (complete) schedule = arrangeDays(mip.chosen, options.days);
    solver = { method: complete ? 'mip' : 'greedy', status: mip.status, candidates: candidates.length };
  }

  const { recipes, metrics } = allocatePlan(schedule, pantry, supplies, household, food);
  const fullMetrics = { ...metrics, ignored_purchases: pantry.ignored };
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
