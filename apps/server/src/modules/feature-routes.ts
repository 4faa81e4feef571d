import { allRecipes } from '@forkcast/planner';
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes.js';
import { createAccountService } from './account/account-service.js';
import { createIngredientService } from './ingredients/ingredient-service.js';
import { ingredientsRoutes } from './ingredients/ingredients.routes.js';
import { registerKitchen } from './kitchen/register-kitchen.js';
import { createMealPlanExportService } from './meal-plans/export/meal-plan-export-service.js';
import { mealPlanExportRoutes } from './meal-plans/export/meal-plan-export.routes.js';
import { createMealPlanService } from './meal-plans/meal-plan-service.js';
import { mealPlansRoutes } from './meal-plans/meal-plans.routes.js';
import { createPlannerThread } from './meal-plans/planner-thread.js';
import { createReadingQueue } from './receipts/reading-queue.js';
import { createReadingThreads } from './receipts/reading-threads.js';
import { createReceiptService } from './receipts/receipt-service.js';
import { receiptsRoutes } from './receipts/receipts.routes.js';
import type { Repositories } from './repositories.js';
import { createPlanService } from './subscriptions/plan-service.js';
import { planRoutes } from './subscriptions/plan.routes.js';
import { createUsageService } from './subscriptions/usage-service.js';
import { registerBilling } from './subscriptions/register-billing.js';

/**
 * Wires the signed-in features (receipts, ingredients, meal plans and recipes, exports, plan, usage, billing, the
 * kitchen, and the account's data: export, import, deletion) into the /api scope: each service gets the repositories it needs, each
 * route plugin its service. Paths come from the endpoint table.
 */
export async function registerFeatureRoutes(api: FastifyInstance, repositories: Repositories): Promise<void> {
  const plans = createPlanService(repositories.subscriptions, api.config.plans);
  const usage = createUsageService({ usage: repositories.usage, plans, operationCosts: api.config.plans.operationCosts });
  const planner = createPlannerThread();
  api.addHook('onClose', () => planner.close());

  const readingThreads = createReadingThreads(api.config.ocrEngine);
  api.addHook('onClose', () => readingThreads.close());

  await api.register(receiptsRoutes, {
    service: createReceiptService({
      repository: repositories.receipts,
      queue: createReadingQueue({ maxWaiting: api.config.uploads.maxWaiting }),
      threads: readingThreads,
      usage,
      uploadsPerUser: api.config.uploads.perUser,
    }),
    stallTimeoutMs: api.config.uploads.stallTimeoutMs,
  });
  await api.register(ingredientsRoutes, { ingredients: createIngredientService() });
  await api.register(planRoutes, { plans, usage });
  const paymentProvider = await registerBilling(api, repositories, plans);
  await api.register(accountRoutes, {
    service: createAccountService({
      repository: repositories.accountData,
      cancelProviderSubscription: paymentProvider && ((id) => paymentProvider.cancelSubscription(id)),
    }),
  });
  const kitchen = await registerKitchen(api, repositories);
  await api.register(mealPlansRoutes, {
    service: createMealPlanService({
      kitchenPurchases: kitchen.purchases,
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
