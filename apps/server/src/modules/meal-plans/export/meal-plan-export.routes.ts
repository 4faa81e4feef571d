import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpointRoute } from '../../../http/endpoint-route.js';
import type { ExportFile, MealPlanExportService } from './meal-plan-export-service.js';

/** An attachment under the plan's file name; never cached, since it is the user's own data. */
function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** Spec section 4: a Premium user's plan as JSON, CSV or PDF. */
export const mealPlanExportRoutes: FastifyPluginAsync<{ service: MealPlanExportService }> = async (app, { service }) => {
  endpointRoute(app, endpoints.exportMealPlanJson, async (request, reply) =>
    sendFile(reply, await service.export(request.user.id, request.params.id, 'json')),
  );

  endpointRoute(app, endpoints.exportMealPlanCsv, async (request, reply) =>
    sendFile(reply, await service.export(request.user.id, request.params.id, 'csv')),
  );

  endpointRoute(app, endpoints.exportMealPlanPdf, async (request, reply) =>
    sendFile(reply, await service.export(request.user.id, request.params.id, 'pdf')),
  );
};
