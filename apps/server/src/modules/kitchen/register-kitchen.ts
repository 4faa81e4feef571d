import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../repositories.js';
import { createCookingService } from './cooking-service.js';
import { createKitchenReportService } from './kitchen-report-service.js';
import { createKitchenService, type KitchenService } from './kitchen-service.js';
import { kitchenRoutes } from './kitchen.routes.js';
import { createShoppingListService } from './shopping-list-service.js';

/** Days are UTC calendar days, as plans count them. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** Wires the kitchen's services and routes; answers the stock service, which plans from the whole kitchen draw on. */
export async function registerKitchen(api: FastifyInstance, repositories: Repositories): Promise<KitchenService> {
  const kitchen = createKitchenService({
    stock: repositories.stock,
    receipts: repositories.receipts,
    receiptList: repositories.receiptList,
    today: utcToday,
  });
  await api.register(kitchenRoutes, {
    kitchen,
    cooking: createCookingService({ cooking: repositories.cooking, mealPlans: repositories.mealPlans, today: utcToday }),
    shopping: createShoppingListService({ lists: repositories.shoppingLists, stock: repositories.stock, today: utcToday }),
    report: createKitchenReportService({ stock: repositories.stock, now: () => new Date() }),
  });
  return kitchen;
}
