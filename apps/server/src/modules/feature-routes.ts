import { allRecipes } from '@forkcast/planner';
import type { FastifyInstance } from 'fastify';
import { createIngredientService } from './ingredients/ingredient-service.js';
import { ingredientsRoutes } from './ingredients/ingredients.routes.js';
import { createMealPlanExportService } from './meal-plans/export/meal-plan-export-service.js';
import { mealPlanExportRoutes } from './meal-plans/export/meal-plan-export.routes.js';
import { createMealPlanService } from './meal-plans/meal-plan-service.js';
import { mealPlansRoutes } from './meal-plans/meal-plans.routes.js';
import { createPlannerThread } from './meal-plans/planner-thread.js';
import { createReadingQueue } from './receipts/reading-queue.js';
import { createReceiptService } from './receipts/receipt-service.js';
import { receiptsRoutes } from './receipts/receipts.routes.js';
import type { Repositories } from './repositories.js';
import { createPlanService } from './subscriptions/plan-service.js';
import { planRoutes } from './subscriptions/plan.routes.js';
import { registerBilling } from './subscriptions/register-billing.js';
import { createUsageService } from './subscriptions/usage-service.js';

/**
 * Wires the signed-in features (receipts, ingredients, meal plans and recipes, exports, plan and usage, billing) into the /api scope: each
 * service gets the repositories it needs, each route plugin its service. Paths come from the endpoint table.
 */
export async function registerFeatureRoutes(api: FastifyInstance, repositories: Repositories): Promise<void> {
  const plans = createPlanService(repositories.subscriptions, api.config.plans);
  const usage = createUsageService({ usage: repositories.usage, plans, operationCosts: api.config.plans.operationCosts });
  const planner = createPlannerThread();
  api.addHook('onClose', () => planner.close());

  await api.register(receiptsRoutes, {
    service: createReceiptService({
      repository: repositories.receipts,
      queue: createReadingQueue(),
      ocrEngine: api.config.ocrEngine,
      usage,
    }),
  });
  await api.register(ingredientsRoutes, { ingredients: createIngredientService() });
  await api.register(planRoutes, { plans, usage });
  await registerBilling(api, repositories, plans);
  await api.register(mealPlansRoutes, {
    service: createMealPlanService({
      mealPlans: repositories.mealPlans,
      receipts: repositories.receipts,
      users: repositories.users,
      plans,
      usage,
      catalogue: repositories.recipeCatalogue,
      recipes: allRecipes,
      planner,
    }),
  });
  await api.register(mealPlanExportRoutes, {
    service: createMealPlanExportService({ mealPlans: repositories.mealPlans, plans }),
  });
}
