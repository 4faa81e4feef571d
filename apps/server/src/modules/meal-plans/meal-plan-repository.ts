import type { GenerationPreferences, MealPlan, MealPlanSummary, PlanMetrics, Recipe, RecipeDetail } from '@forkcast/contracts';
import { leftoversInstruction, leftoversName } from '@forkcast/planner';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mealPlanRecipes, mealPlans, recipeFeedback, recipes } from '../../db/schema.js';
import { storeJobResult } from '../jobs/job-repository.js';

export interface NewPlan {
  /** Null for a plan made from the whole kitchen. */
  receiptId: string | null;
  name: string;
  description: string;
  difficultyLevel: string;
  daysCount: number;
  prepTimeMax: number;
  preferences: Required<GenerationPreferences>;
  metrics: PlanMetrics;
  recipes: Array<{
    recipeId: string;
    dayNumber: number;
    mealType: string;
    servings: number;
    ingredients: Recipe['ingredients'];
    leftoversForDay: number | null;
    leftoversFromDay: number | null;
  }>;
}

const summaryColumns = {
  id: mealPlans.id,
  name: mealPlans.name,
  description: mealPlans.description,
  difficultyLevel: mealPlans.difficultyLevel,
  daysCount: mealPlans.daysCount,
  prepTimeMax: mealPlans.prepTimeMax,
  createdAt: mealPlans.createdAt,
  receiptId: mealPlans.receiptId,
  // Written out in full: inside a single-table select Drizzle leaves column names unqualified.
  recipeCount: sql<number>`(select count(*)::int from meal_plan_recipes mpr where mpr.meal_plan_id = "meal_plans"."id")`,
};

interface SummaryRow {
  id: string;
  name: string;
  description: string;
  difficultyLevel: string;
  daysCount: number;
  prepTimeMax: number;
  createdAt: Date;
  receiptId: string | null;
  recipeCount: number;
}

function toSummary(row: SummaryRow): MealPlanSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    difficulty_level: row.difficultyLevel as MealPlanSummary['difficulty_level'],
    days_count: row.daysCount,
    recipe_count: Number(row.recipeCount),
    prep_time_max: row.prepTimeMax,
    created_at: row.createdAt.toISOString(),
    receipt_id: row.receiptId,
  };
}

const planRecipeColumns = {
  id: mealPlanRecipes.id,
  mealPlanId: mealPlanRecipes.mealPlanId,
  dayNumber: mealPlanRecipes.dayNumber,
  mealType: mealPlanRecipes.mealType,
  servings: mealPlanRecipes.servings,
  ingredients: mealPlanRecipes.ingredients,
  leftoversForDay: mealPlanRecipes.leftoversForDay,
  leftoversFromDay: mealPlanRecipes.leftoversFromDay,
  recipeId: recipes.id,
  name: recipes.name,
  description: recipes.description,
  difficulty: recipes.difficulty,
  cuisineType: recipes.cuisineType,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  instructions: recipes.instructions,
  tags: recipes.tags,
  nutritionalInfo: recipes.nutritionalInfo,
};

interface PlanRecipeRow {
  id: string;
  mealPlanId: string;
  dayNumber: number;
  mealType: string;
  servings: number;
  ingredients: unknown[];
  leftoversForDay: number | null;
  leftoversFromDay: number | null;
  recipeId: string;
  name: string;
  description: string;
  difficulty: string;
  cuisineType: string;
  prepTime: number;
  cookTime: number;
  instructions: string[];
  tags: string[];
  nutritionalInfo: Record<string, number>;
}

/**
 * A plan's entry as the user sees it. A lunch of leftovers is stored as its dinner's recipe and marked; it reads
 * 'Leftovers: ...' with one serving instruction and nothing to cook, as the planner wrote it.
 */
function toRecipe(row: PlanRecipeRow, withNutrition: boolean): Recipe {
  const leftovers = row.leftoversFromDay === null ? {} : {
    name: leftoversName(row.name),
    prep_time: 0,
    cook_time: 0,
    instructions: [leftoversInstruction(row.leftoversFromDay)],
    leftovers_from_day: row.leftoversFromDay,
  };
  return {
    id: row.id,
    meal_plan_id: row.mealPlanId,
    name: row.name,
    description: row.description,
    meal_type: row.mealType,
    difficulty: row.difficulty as Recipe['difficulty'],
    cuisine_type: row.cuisineType,
    prep_time: row.prepTime,
    cook_time: row.cookTime,
    servings: row.servings,
    ingredients: row.ingredients as Recipe['ingredients'],
    instructions: row.instructions,
    tags: row.tags,
    nutritional_info: withNutrition ? row.nutritionalInfo : null,
    day_number: row.dayNumber,
    ...(row.leftoversForDay === null ? {} : { leftovers_for_day: row.leftoversForDay }),
    ...leftovers,
  };
}

const mealOrder = sql`case ${mealPlanRecipes.mealType} when 'breakfast' then 0 when 'lunch' then 1 when 'dinner' then 2 else 3 end`;

/** Every query takes the owner's id: another user's plan or recipe is simply not found. */
export function createMealPlanRepository(db: Db) {
  return {
    /** Stores the plan made by job `jobId` (once, whatever the job's runs); null when the job was cancelled. */
    async insert(userId: string, plan: NewPlan, jobId: string): Promise<string | null> {
      return storeJobResult(db, jobId, async (tx) => {
        const [row] = await tx
          .insert(mealPlans)
          .values({
            userId,
            receiptId: plan.receiptId,
            name: plan.name,
            description: plan.description,
            difficultyLevel: plan.difficultyLevel,
            daysCount: plan.daysCount,
            prepTimeMax: plan.prepTimeMax,
            preferences: plan.preferences,
            metrics: plan.metrics,
            jobId,
          })
          .returning({ id: mealPlans.id });
        if (!row) throw new Error('meal plan insert returned no row');
        if (plan.recipes.length > 0) {
          await tx.insert(mealPlanRecipes).values(plan.recipes.map((r) => ({ ...r, mealPlanId: row.id })));
        }
        return row.id;
      });
    },

    async list(userId: string, limit: number, offset: number): Promise<{ plans: MealPlanSummary[]; total: number }> {
      const rows = await db
        .select(summaryColumns)
        .from(mealPlans)
        .where(eq(mealPlans.userId, userId))
        .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ total: count() }).from(mealPlans).where(eq(mealPlans.userId, userId));
      return { plans: rows.map(toSummary), total: totalRow?.total ?? 0 };
    },

    async find(userId: string, planId: string, withNutrition: boolean): Promise<MealPlan | null> {
      const [row] = await db
        .select({ ...summaryColumns, preferences: mealPlans.preferences, metrics: mealPlans.metrics })
        .from(mealPlans)
        .where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId)));
      if (!row) return null;
      const planRecipes = await db
        .select(planRecipeColumns)
        .from(mealPlanRecipes)
        .innerJoin(recipes, eq(recipes.id, mealPlanRecipes.recipeId))
        .where(eq(mealPlanRecipes.mealPlanId, planId))
        .orderBy(asc(mealPlanRecipes.dayNumber), mealOrder, asc(mealPlanRecipes.position));
      return {
        ...toSummary(row),
        preferences: row.preferences as MealPlan['preferences'],
        metrics: row.metrics as PlanMetrics,
        recipes: planRecipes.map((r) => toRecipe(r, withNutrition)),
      };
    },

    async delete(userId: string, planId: string): Promise<boolean> {
      const deleted = await db
        .delete(mealPlans)
        .where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId)))
        .returning({ id: mealPlans.id });
      return deleted.length > 0;
    },

    /** A recipe as placed in one of the user's plans (scaled to the household). */
    async findRecipe(userId: string, planRecipeId: string, withNutrition: boolean): Promise<(Recipe & { catalogueId: string }) | null> {
      const [row] = await db
        .select(planRecipeColumns)
        .from(mealPlanRecipes)
        .innerJoin(recipes, eq(recipes.id, mealPlanRecipes.recipeId))
        .innerJoin(mealPlans, eq(mealPlans.id, mealPlanRecipes.mealPlanId))
        .where(and(eq(mealPlanRecipes.id, planRecipeId), eq(mealPlans.userId, userId)));
      return row ? { ...toRecipe(row, withNutrition), catalogueId: row.recipeId } : null;
    },

    /** The user's own rating of a catalogue recipe, or null. */
    async ownFeedback(userId: string, recipeId: string): Promise<RecipeDetail['user_feedback']> {
      const [row] = await db
        .select({ rating: recipeFeedback.rating, wouldMakeAgain: recipeFeedback.wouldMakeAgain, comments: recipeFeedback.comments })
        .from(recipeFeedback)
        .where(and(eq(recipeFeedback.userId, userId), eq(recipeFeedback.recipeId, recipeId)));
      return row ? { rating: row.rating, would_make_again: row.wouldMakeAgain, comments: row.comments } : null;
    },

    /** Every rating the user gave, by catalogue slug, for the planner. */
    async ratings(userId: string): Promise<{ slug: string; rating: number; would_make_again: boolean }[]> {
      const rows = await db
        .select({ slug: recipes.slug, rating: recipeFeedback.rating, wouldMakeAgain: recipeFeedback.wouldMakeAgain })
        .from(recipeFeedback)
        .innerJoin(recipes, eq(recipes.id, recipeFeedback.recipeId))
        .where(eq(recipeFeedback.userId, userId));
      return rows.map((r) => ({ slug: r.slug, rating: r.rating, would_make_again: r.wouldMakeAgain }));
    },

    /** One rating per user and recipe: rating again replaces the earlier one. */
    async saveFeedback(
      userId: string,
      recipeId: string,
      feedback: { rating: number; comments: string | null; wouldMakeAgain: boolean },
    ): Promise<{ id: string; createdAt: Date }> {
      const [row] = await db
        .insert(recipeFeedback)
        .values({ userId, recipeId, ...feedback })
        .onConflictDoUpdate({
          target: [recipeFeedback.userId, recipeFeedback.recipeId],
          set: { rating: feedback.rating, comments: feedback.comments, wouldMakeAgain: feedback.wouldMakeAgain, createdAt: sql`now()` },
        })
        .returning({ id: recipeFeedback.id, createdAt: recipeFeedback.createdAt });
      if (!row) throw new Error('feedback upsert returned no row');
      return row;
    },
  };
}

export type MealPlanRepository = ReturnType<typeof createMealPlanRepository>;
