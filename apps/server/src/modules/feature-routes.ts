import { allRecipes } from '@forkcast/planner';
import type { FastifyInstance } from 'fastify';
import { ingredientsRoutes } from './ingredients/ingredients.routes.js';
import { syncCatalogue } from './meal-plans/catalogue-sync.js';
import { createMealPlanRepository } from './meal-plans/meal-plan-repository.js';
import { createMealPlanService } from './meal-plans/meal-plan-service.js';
import { mealPlansRoutes } from './meal-plans/meal-plans.routes.js';
import { createPlannerThread } from './meal-plans/planner-thread.js';
import { createReadingQueue } from './receipts/reading-queue.js';
import { createReceiptRepository } from './receipts/receipt-repository.js';
import { createReceiptService } from './receipts/receipt-service.js';
import { receiptsRoutes } from './receipts/receipts.routes.js';
import { planRoutes } from './subscriptions/plan.routes.js';

/**
 * Wires the signed-in features (receipts, ingredients, meal plans and recipes, plan) into the /api scope.
 * Repositories are built once here and handed to the services that need them.
 */
export async function registerFeatureRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;
  const receipts = createReceiptRepository(db);

  // The catalogue lives in the repository; the database copy is brought up to date once per process, on first need.
  let recipeIds: Promise<Map<string, string>> | undefined;
  const catalogueIds = () => {
    recipeIds ??= syncCatalogue(db, allRecipes()).catch((error: unknown) => {
      recipeIds = undefined;
      throw error;
    });
    return recipeIds;
  };

  await api.register(receiptsRoutes, {
    service: createReceiptService({ repository: receipts, queue: createReadingQueue(), ocrEngine: api.config.ocrEngine }),
  });
  await api.register(ingredientsRoutes, { prefix: '/ingredients' });
  await api.register(planRoutes, { prefix: '/auth' });
  const planner = createPlannerThread();
  api.addHook('onClose', () => planner.close());
  await api.register(mealPlansRoutes, {
    prefix: '/recipes',
    service: createMealPlanService({ db, plans: createMealPlanRepository(db), receipts, recipeIds: catalogueIds, planner }),
  });
}
