import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes.js';
import { createAccountService } from './account/account-service.js';
import { createIngredientService } from './ingredients/ingredient-service.js';
import { ingredientsRoutes } from './ingredients/ingredients.routes.js';
import { registerKitchen } from './kitchen/register-kitchen.js';
import { createMealPlanExportService } from './meal-plans/export/meal-plan-export-service.js';
import { mealPlanExportRoutes } from './meal-plans/export/meal-plan-export.routes.js';
import { mealPlansRoutes } from './meal-plans/meal-plans.routes.js';
import { receiptsRoutes } from './receipts/receipts.routes.js';
import type { FeatureServices } from './feature-services.js';
import type { Repositories } from './repositories.js';
import { planRoutes } from './subscriptions/plan.routes.js';
import { registerBilling } from './subscriptions/register-billing.js';

/**
 * Wires the signed-in features (receipts, ingredients, meal plans and recipes, exports, plan, usage, billing, the
 * kitchen, and the account's data: export, import, deletion) into the /api scope: each route plugin gets its service
 * (receipts, the kitchen's stock, meal plans, plans and usage come built from `feature-services.ts`). Paths come from
 * the endpoint table.
 */
export async function registerFeatureRoutes(api: FastifyInstance, repositories: Repositories, services: FeatureServices): Promise<void> {
  const { plans, usage } = services;
  await api.register(receiptsRoutes, { service: services.receipts, stallTimeoutMs: api.config.uploads.stallTimeoutMs });
  await api.register(ingredientsRoutes, { ingredients: createIngredientService() });
  await api.register(planRoutes, { plans, usage });
  const paymentProvider = await registerBilling(api, repositories, plans);
  await api.register(accountRoutes, {
    service: createAccountService({
      repository: repositories.accountData,
      cancelProviderSubscription: paymentProvider && ((id) => paymentProvider.cancelSubscription(id)),
    }),
  });
  await registerKitchen(api, repositories, services.kitchen);
  await api.register(mealPlansRoutes, { service: services.mealPlans });
  await api.register(mealPlanExportRoutes, {
    service: createMealPlanExportService({ mealPlans: repositories.mealPlans, plans }),
  });
}
