import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { CookingService } from './cooking-service.js';
import type { KitchenReportService } from './kitchen-report-service.js';
import type { KitchenService } from './kitchen-service.js';
import type { ShoppingListService } from './shopping-list-service.js';

/** The kitchen: receipts listed and stocked, stock, cooking from it, the shopping list and the weekly report. */
export const kitchenRoutes: FastifyPluginAsync<{
  kitchen: KitchenService;
  cooking: CookingService;
  shopping: ShoppingListService;
  report: KitchenReportService;
}> = async (app, { kitchen, cooking, shopping, report }) => {
  endpointRoute(app, endpoints.listReceipts, async (request) => {
    const { limit, offset, stocked } = request.query;
    const { receipts, total } = await kitchen.listReceipts(request.user.id, limit, offset, stocked === undefined ? undefined : stocked === 'true');
    return { data: receipts, total, limit, offset };
  });

  endpointRoute(app, endpoints.stockReceipt, async (request) => ({
    data: await kitchen.stockReceipt(request.user.id, request.params.id),
  }));

  endpointRoute(app, endpoints.listStock, async (request) => ({ data: await kitchen.list(request.user.id) }));

  endpointRoute(app, endpoints.addStockItem, async (request) => ({ data: await kitchen.add(request.user.id, request.body) }));

  endpointRoute(app, endpoints.updateStockItem, async (request) => ({
    data: await kitchen.update(request.user.id, request.params.id, request.body),
  }));

  endpointRoute(app, endpoints.takeFromStock, async (request) => ({
    data: await kitchen.take(request.user.id, request.params.id, request.body.reason, request.body.quantity),
  }));

  endpointRoute(app, endpoints.deleteStockItem, async (request, reply) => {
    await kitchen.delete(request.user.id, request.params.id);
    return reply.status(204).send(null);
  });

  endpointRoute(app, endpoints.cookRecipe, async (request) => ({ data: await cooking.cook(request.user.id, request.params.id) }));

  endpointRoute(app, endpoints.uncookRecipe, async (request, reply) => {
    await cooking.uncook(request.user.id, request.params.id);
    return reply.status(204).send(null);
  });

  endpointRoute(app, endpoints.listCookedRecipes, async (request) => ({
    data: await cooking.listForPlan(request.user.id, request.params.id),
  }));

  endpointRoute(app, endpoints.getShoppingList, async (request) => ({ data: await shopping.get(request.user.id) }));

  endpointRoute(app, endpoints.tickShoppingList, async (request) => ({
    data: await shopping.tick(request.user.id, request.body.ticks),
  }));

  endpointRoute(app, endpoints.stockShoppingList, async (request) => ({ data: await shopping.stockBought(request.user.id) }));

  endpointRoute(app, endpoints.exportShoppingListCsv, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="shopping-list.csv"')
      .header('cache-control', 'private, no-store')
      .send(await shopping.csv(request.user.id)),
  );

  endpointRoute(app, endpoints.getKitchenReport, async (request) => ({
    data: await report.report(request.user.id, request.query.weeks),
  }));
};
