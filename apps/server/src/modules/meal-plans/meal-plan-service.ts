import {
  DIETARY_RESTRICTIONS,
  type DietaryRestriction,
  FREE_PLAN_DAYS,
  type GenerationPreferences,
  type MealPlan,
  type PlanInfo,
  type Receipt,
  type RecipeFeedbackBody,
} from '@forkcast/contracts';
import { plausiblePurchaseDay, type Recipe as CatalogueRecipe, type MealPlan as EnginePlan, type Purchase } from '@forkcast/planner';
import { AppError } from '../../errors.js';
import type { PlanningDefaults, UserRepository } from '../auth/user-repository.js';
import type { ClaimedJob } from '../jobs/job-repository.js';
import type { JobService } from '../jobs/job-service.js';
import type { ReceiptRepository } from '../receipts/receipt-repository.js';
import type { PlanService } from '../subscriptions/plan-service.js';
import type { UsageMeter } from '../subscriptions/usage-service.js';
import type { MealPlanRepository } from './meal-plan-repository.js';
import { planRecipeColumns } from './plan-recipe-row.js';
import type { PlannerThread } from './planner-thread.js';
import type { RecipeCatalogueRepository } from './recipe-catalogue-repository.js';

const skillToDifficulty = { beginner: 'easy', intermediate: 'medium', advanced: 'hard' } as const;
const planDiets = new Set<string>(DIETARY_RESTRICTIONS);

/**
 * The plan length, held to the plan's longest (spec section 5: free fixed at 3 days, paid up to 14). A longer request
 * is refused rather than shortened: a client asking for 7 days should not get 3 without being told. The web app's
 * dialog never asks for more (spec section 4: days is forced back to 3 for free users). Checked before the generation
 * is counted.
 */
function planDays(given: GenerationPreferences, plan: PlanInfo): number {
  const days = given.days ?? FREE_PLAN_DAYS;
  if (days <= plan.max_meal_plan_days) return days;
  if (plan.plan_type === 'free') {
    throw new AppError('PREMIUM_REQUIRED', `Plans longer than ${plan.max_meal_plan_days} days are a Premium feature`);
  }
  throw new AppError('VALIDATION_FAILED', `preferences.days: your plan makes plans of at most ${plan.max_meal_plan_days} days`);
}

/** Spec defaults (section 3), with the profile's household, skill and diets in front of them. */
function resolvePreferences(profile: PlanningDefaults | null, given: GenerationPreferences, plan: PlanInfo) {
  const profileDiets = Object.entries(profile?.dietaryPreferences ?? {})
    .filter(([flag, on]) => on && planDiets.has(flag))
    .map(([flag]) => flag as DietaryRestriction);
  const days = planDays(given, plan);
  return {
    days,
    dietary_restrictions: given.dietary_restrictions ?? profileDiets,
    cooking_skill: given.cooking_skill ?? (profile ? skillToDifficulty[profile.cookingSkillLevel] : 'easy'),
    max_prep_time: given.max_prep_time ?? 60,
    household_size: given.household_size ?? Math.min(profile?.householdSize ?? 2, 10),
    cuisine_preferences: given.cuisine_preferences ?? [],
  };
}

/** What a planning job carries: the receipt and the preferences resolved when it was asked for. */
/** What a planning job carries: where the food comes from (read when the job runs) and the resolved preferences. */
interface PlanningInput {
  source: PlanSource;
  preferences: ReturnType<typeof resolvePreferences>;
}

/** The day the food was bought: the printed date when it is plausible, else the upload day (plausiblePurchaseDay). */
export function purchaseDay(receipt: Pick<Receipt, 'created_at' | 'purchased_at'>): string {
  return plausiblePurchaseDay(receipt.purchased_at, receipt.created_at);
}

/** What the planner can use from a receipt: recognised food, as the user last corrected it. */
function purchasesOf(receipt: Receipt): Purchase[] {
  const purchasedOn = purchaseDay(receipt);
  return receipt.extracted_ingredients
    .filter((item) => item.is_food && item.ingredient)
    .map((item) => ({ ingredient: item.ingredient as string, quantity: item.quantity, unit: item.unit, purchased_on: purchasedOn }));
}

/** What a plan is made from. */
export type PlanSource = { from: 'receipt'; receiptId: string } | { from: 'kitchen' };

export function createMealPlanService(deps: {
  mealPlans: MealPlanRepository;
  receipts: ReceiptRepository;
  users: UserRepository;
  plans: PlanService;
  usage: UsageMeter;
  catalogue: RecipeCatalogueRepository;
  /** The planner's recipe catalogue (read on first need). */
  recipes: () => readonly CatalogueRecipe[];
  planner: PlannerThread;
  /** Everything in the user's kitchen still good, each lot with its use-by (plans `from: 'kitchen'`). */
  kitchenPurchases: (userId: string) => Promise<Purchase[]>;
  jobs: JobService;
  today?: () => string;
}) {
  const { mealPlans, receipts, users, plans, usage, catalogue, jobs } = deps;
  const today = deps.today ?? (() => new Date().toISOString().slice(0, 10));

  // The database copy of the catalogue is brought up to date once per process, on first need; a failed sync is tried again.
  let recipeIds: Promise<Map<string, string>> | undefined;
  const catalogueIds = () => {
    recipeIds ??= catalogue.sync(deps.recipes()).catch((error: unknown) => {
      recipeIds = undefined;
      throw error;
    });
    return recipeIds;
  };

  /** The user's ratings go with the request: 'would not make again' is never planned, higher ratings are preferred. */
  async function runPlanner(userId: string, purchases: Purchase[], preferences: ReturnType<typeof resolvePreferences>): Promise<EnginePlan> {
    const ratings = await mealPlans.ratings(userId);
    return deps.planner.plan(purchases, {
      days: preferences.days,
      household_size: preferences.household_size,
      difficulty: preferences.cooking_skill,
      max_prep_time: preferences.max_prep_time,
      dietary_restrictions: preferences.dietary_restrictions,
      cuisine_preferences: preferences.cuisine_preferences,
      ratings,
      today: today(),
    });
  }

  /** Plans from the food (a receipt's, or the kitchen's) and stores the plan, under the id of the job that asked for it. */
  async function planAndStore(
    userId: string,
    food: { receiptId: string | null; purchases: Purchase[] },
    preferences: ReturnType<typeof resolvePreferences>,
    jobId: string,
  ): Promise<string | null> {
    const planned = await runPlanner(userId, food.purchases, preferences);
    const recipeIds = await catalogueIds();
    return mealPlans.insert(userId, {
      receiptId: food.receiptId,
      name: planned.name,
      description: planned.description,
      difficultyLevel: planned.difficulty_level,
      daysCount: planned.days_count,
      prepTimeMax: planned.prep_time_max,
      preferences,
      metrics: planned.metrics,
      recipes: planned.recipes.map((r, position) => {
        const recipeId = recipeIds.get(r.slug);
        if (!recipeId) throw new Error(`recipe ${r.slug} is not in the database`);
        return planRecipeColumns(recipeId, r, position);
      }),
    }, jobId);
  }

  /** A receipt's food, or every lot in the kitchen still good (earliest use-by first weighs most in the planner). */
  async function foodToPlan(userId: string, source: PlanSource): Promise<{ receiptId: string | null; purchases: Purchase[] }> {
    if (source.from === 'kitchen') {
      const purchases = await deps.kitchenPurchases(userId);
      if (purchases.length === 0) throw new AppError('KITCHEN_EMPTY');
      return { receiptId: null, purchases };
    }
    const receipt = await receipts.find(userId, source.receiptId);
    if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
    return { receiptId: receipt.id, purchases: purchasesOf(receipt) };
  }

  return {
    async generate(userId: string, source: PlanSource, given: GenerationPreferences, jobId?: string): Promise<string> {
      await foodToPlan(userId, source); // an unknown receipt or an empty kitchen is refused before anything is counted
      const plan = await plans.currentPlan(userId);
      const preferences = resolvePreferences(await users.planningDefaults(userId), given, plan);
      const input: PlanningInput = { source, preferences };
      // Counted before the planner runs (a job, in whichever process takes it); a generation that fails is not counted.
      return usage.metered(userId, 'meal_plan_generation', () => jobs.submit(userId, 'plan_meals', { ...input }, jobId));
    },

    /** A planning job, in the worker that took it: plans from the food as it is now and stores the plan. */
    async planJob(job: ClaimedJob): Promise<void> {
      const { source, preferences } = job.input as unknown as PlanningInput;
      await planAndStore(job.userId, await foodToPlan(job.userId, source), preferences, job.id);
    },

    list: (userId: string, limit: number, offset: number) => mealPlans.list(userId, limit, offset),

    async get(userId: string, planId: string): Promise<MealPlan> {
      const plan = await mealPlans.find(userId, planId, await plans.hasPremiumAccess(userId));
      if (!plan) throw new AppError('MEAL_PLAN_NOT_FOUND');
      return plan;
    },

    async delete(userId: string, planId: string): Promise<void> {
      if (!(await mealPlans.delete(userId, planId))) throw new AppError('MEAL_PLAN_NOT_FOUND');
    },

    async recipe(userId: string, planRecipeId: string) {
      const recipe = await mealPlans.findRecipe(userId, planRecipeId, await plans.hasPremiumAccess(userId));
      if (!recipe) throw new AppError('RECIPE_NOT_FOUND');
      const { catalogueId, ...visible } = recipe;
      return { ...visible, user_feedback: await mealPlans.ownFeedback(userId, catalogueId) };
    },

    async feedback(userId: string, planRecipeId: string, body: RecipeFeedbackBody) {
      const recipe = await mealPlans.findRecipe(userId, planRecipeId, false);
      if (!recipe) throw new AppError('RECIPE_NOT_FOUND');
      const saved = await mealPlans.saveFeedback(userId, recipe.catalogueId, {
        rating: body.rating,
        comments: body.comments || null,
        wouldMakeAgain: body.would_make_again,
      });
      return { ...body, id: saved.id, recipe_id: planRecipeId, created_at: saved.createdAt.toISOString() };
    },
  };
}

export type MealPlanService = ReturnType<typeof createMealPlanService>;
