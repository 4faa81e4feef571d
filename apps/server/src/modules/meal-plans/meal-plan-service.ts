import {
  DIETARY_RESTRICTIONS,
  type DietaryRestriction,
  FREE_PLAN_DAYS,
  type GenerationPreferences,
  type MealPlan,
  type Receipt,
  type RecipeFeedbackBody,
} from '@forkcast/contracts';
import type { MealPlan as EnginePlan } from '@forkcast/planner';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ReceiptRepository } from '../receipts/receipt-repository.js';
import { currentPlan, hasPremiumAccess } from '../subscriptions/plan-access.js';
import type { MealPlanRepository } from './meal-plan-repository.js';
import type { PlannerThread } from './planner-thread.js';

const skillToDifficulty = { beginner: 'easy', intermediate: 'medium', advanced: 'hard' } as const;
const planDiets = new Set<string>(DIETARY_RESTRICTIONS);

/** Spec defaults (section 3), with the profile's household, skill and diets in front of them. */
async function resolvePreferences(db: Db, userId: string, given: GenerationPreferences, maxDays: number) {
  const [profile] = await db
    .select({ household: users.householdSize, skill: users.cookingSkillLevel, diets: users.dietaryPreferences })
    .from(users)
    .where(eq(users.id, userId));
  const profileDiets = Object.entries(profile?.diets ?? {})
    .filter(([flag, on]) => on && planDiets.has(flag))
    .map(([flag]) => flag as DietaryRestriction);
  const days = given.days ?? FREE_PLAN_DAYS;
  if (days > maxDays) {
    throw new AppError('PREMIUM_REQUIRED', `Plans longer than ${maxDays} days are a Premium feature`);
  }
  return {
    days,
    dietary_restrictions: given.dietary_restrictions ?? profileDiets,
    cooking_skill: given.cooking_skill ?? (profile ? skillToDifficulty[profile.skill] : 'easy'),
    max_prep_time: given.max_prep_time ?? 60,
    household_size: given.household_size ?? Math.min(profile?.household ?? 2, 10),
    cuisine_preferences: given.cuisine_preferences ?? [],
  };
}

const TRUSTED_RECEIPT_AGE_DAYS = 14;

/**
 * The day the food was bought: the printed date when it is plausible, else the upload day. A misread or an
 * old printed date would otherwise mark everything as spoiled and leave the plan nothing to use.
 */
function purchaseDay(receipt: Receipt): string {
  const uploaded = receipt.created_at.slice(0, 10);
  const printed = receipt.purchased_at;
  if (!printed || printed > uploaded) return uploaded;
  const ageDays = (Date.parse(uploaded) - Date.parse(printed)) / 86_400_000;
  return ageDays <= TRUSTED_RECEIPT_AGE_DAYS ? printed : uploaded;
}

/** What the planner can use from a receipt: recognised food, as the user last corrected it. */
function purchasesOf(receipt: Receipt) {
  const purchasedOn = purchaseDay(receipt);
  return receipt.extracted_ingredients
    .filter((item) => item.is_food && item.ingredient)
    .map((item) => ({ ingredient: item.ingredient as string, quantity: item.quantity, unit: item.unit, purchased_on: purchasedOn }));
}

export function createMealPlanService(deps: {
  db: Db;
  plans: MealPlanRepository;
  receipts: ReceiptRepository;
  recipeIds: () => Promise<Map<string, string>>;
  planner: PlannerThread;
  today?: () => string;
}) {
  const { db, plans, receipts } = deps;
  const today = deps.today ?? (() => new Date().toISOString().slice(0, 10));

  function runPlanner(receipt: Receipt, preferences: Awaited<ReturnType<typeof resolvePreferences>>): Promise<EnginePlan> {
    return deps.planner.plan(purchasesOf(receipt), {
      days: preferences.days,
      household_size: preferences.household_size,
      difficulty: preferences.cooking_skill,
      max_prep_time: preferences.max_prep_time,
      dietary_restrictions: preferences.dietary_restrictions,
      cuisine_preferences: preferences.cuisine_preferences,
      today: today(),
    });
  }

  return {
    async generate(userId: string, receiptId: string, given: GenerationPreferences): Promise<string> {
      const receipt = await receipts.find(userId, receiptId);
      if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
      const plan = await currentPlan(db, userId);
      const preferences = await resolvePreferences(db, userId, given, plan.max_meal_plan_days);
      const planned = await runPlanner(receipt, preferences);
      const recipeIds = await deps.recipeIds();
      return plans.insert(userId, {
        receiptId,
        name: planned.name,
        description: planned.description,
        difficultyLevel: planned.difficulty_level,
        daysCount: planned.days_count,
        prepTimeMax: planned.prep_time_max,
        preferences,
        metrics: planned.metrics,
        recipes: planned.recipes.map((r) => {
          const recipeId = recipeIds.get(r.slug);
          if (!recipeId) throw new Error(`recipe ${r.slug} is not in the database`);
          return { recipeId, dayNumber: r.day_number, mealType: r.meal_type, servings: r.servings, ingredients: r.ingredients };
        }),
      });
    },

    list: (userId: string, limit: number, offset: number) => plans.list(userId, limit, offset),

    async get(userId: string, planId: string): Promise<MealPlan> {
      const plan = await plans.find(userId, planId, await hasPremiumAccess(db, userId));
      if (!plan) throw new AppError('MEAL_PLAN_NOT_FOUND');
      return plan;
    },

    async delete(userId: string, planId: string): Promise<void> {
      if (!(await plans.delete(userId, planId))) throw new AppError('MEAL_PLAN_NOT_FOUND');
    },

    async recipe(userId: string, planRecipeId: string) {
      const recipe = await plans.findRecipe(userId, planRecipeId, await hasPremiumAccess(db, userId));
      if (!recipe) throw new AppError('RECIPE_NOT_FOUND');
      const { catalogueId: _catalogueId, ...visible } = recipe;
      return visible;
    },

    async feedback(userId: string, planRecipeId: string, body: RecipeFeedbackBody) {
      const recipe = await plans.findRecipe(userId, planRecipeId, false);
      if (!recipe) throw new AppError('RECIPE_NOT_FOUND');
      const saved = await plans.saveFeedback(userId, recipe.catalogueId, {
        rating: body.rating,
        comments: body.comments || null,
        wouldMakeAgain: body.would_make_again,
      });
      return { ...body, id: saved.id, recipe_id: planRecipeId, created_at: saved.createdAt.toISOString() };
    },
  };
}

export type MealPlanService = ReturnType<typeof createMealPlanService>;
