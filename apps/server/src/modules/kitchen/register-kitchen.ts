import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../repositories.js';
import { createCookingService } from './cooking-service.js';
import { createKitchenReportService } from './kitchen-report-service.js';
import type { KitchenService } from './kitchen-service.js';
import { kitchenRoutes } from './kitchen.routes.js';
import { createShoppingListService } from './shopping-list-service.js';

/** Days are UTC calendar days, as plans count them. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * Wires the kitchen's routes: the stock service comes built (`feature-services.ts`), since plans from the whole
 * kitchen draw on it in worker processes too; cooking, the shopping list and the report are built here.
 */
export async function registerKitchen(api: FastifyInstance, repositories: Repositories, kitchen: KitchenService): Promise<void> {
  await api.register(kitchenRoutes, {
    kitchen,
    cooking: createCookingService({ cooking: repositories.cooking, mealPlans: repositories.mealPlans, today: utcToday }),
    shopping: createShoppingListService({ lists: repositories.shoppingLists, stock: repositories.stock, today: utcToday }),
    report: createKitchenReportService({ stock: repositories.stock, now: () => new Date() }),
  });
}
