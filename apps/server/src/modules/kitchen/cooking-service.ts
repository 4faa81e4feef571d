import { AppError } from '../../errors.js';
import type { MealPlanRepository } from '../meal-plans/meal-plan-repository.js';
import type { CookingRepository } from './cooking-repository.js';
import { drawFromLots, recipeNeeds } from './stock-draw.js';
import { foodFacts } from './stock-rules.js';

const round = (grams: number) => Math.round(grams);

/** 'Mark as cooked' on a plan's recipe: its scaled ingredients come out of stock as far as the kitchen holds them. */
export function createCookingService(deps: { cooking: CookingRepository; mealPlans: MealPlanRepository; today: () => string }) {
  const { cooking, mealPlans, today } = deps;

  async function ownedRecipe(userId: string, planRecipeId: string) {
    const recipe = await mealPlans.findRecipe(userId, planRecipeId, false);
    if (!recipe) throw new AppError('RECIPE_NOT_FOUND');
    return recipe;
  }

  return {
    async cook(userId: string, planRecipeId: string) {
      const recipe = await ownedRecipe(userId, planRecipeId);
      const needs = recipeNeeds(recipe.ingredients);
      const cooked = await cooking.cook(userId, planRecipeId, (lots) => {
        const { draws, missing } = drawFromLots(needs, lots, today());
        return {
          draws,
          missing: [...missing].map(([ingredient, grams]) => ({ ingredient, name: foodFacts(ingredient).name, grams: round(grams) })),
        };
      });
      return {
        recipe_id: planRecipeId,
        cooked_at: cooked.cookedAt.toISOString(),
        taken: cooked.taken.map((line) => ({ ...line, grams: round(line.grams) })),
        missing: cooked.missing,
      };
    },

    async uncook(userId: string, planRecipeId: string): Promise<void> {
      await ownedRecipe(userId, planRecipeId);
      await cooking.uncook(userId, planRecipeId);
    },

    async listForPlan(userId: string, planId: string) {
      const cooked = await cooking.listForPlan(userId, planId);
      if (!cooked) throw new AppError('MEAL_PLAN_NOT_FOUND');
      return cooked.map((row) => ({ recipe_id: row.recipeId, cooked_at: row.cookedAt.toISOString() }));
    },
  };
}

export type CookingService = ReturnType<typeof createCookingService>;
