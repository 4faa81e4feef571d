import multipart from '@fastify/multipart';
import { endpoints, RECEIPT_MAX_BYTES } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import { perUserRateLimit } from '../../plugins/security.js';
import type { ReceiptService } from './receipt-service.js';
import { readReceiptUpload } from './receipt-upload.js';

export const receiptsRoutes: FastifyPluginAsync<{ service: ReceiptService }> = async (app, { service }) => {
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 0, parts: 2 } });

  endpointRoute(app, endpoints.uploadReceipt, async (request) => {
    const receiptId = await service.upload(request.user.id, await readReceiptUpload(request), request.query.duplicate);
    return { data: { receiptId } };
  }, { config: { rateLimit: perUserRateLimit(app.config.uploadRateLimitMax) } });

  endpointRoute(app, endpoints.getRecentReceipt, async (request) => ({ data: await service.recent(request.user.id) }));

  endpointRoute(app, endpoints.getReceipt, async (request) => ({
    data: await service.get(request.user.id, request.params.id),
  }));

  endpointRoute(app, endpoints.deleteReceipt, async (request, reply) => {
    await service.delete(request.user.id, request.params.id);
    return reply.status(204).send(null);
  });

  endpointRoute(app, endpoints.updateReceiptItems, async (request) => ({
    data: await service.updateItems(request.user.id, request.params.id, request.body.items),
  }));

  endpointRoute(app, endpoints.getReceiptImage, async (request, reply) => {
    const image = await service.image(request.user.id, request.params.id);
    return reply.header('content-type', image.type).header('cache-control', 'private, max-age=3600').send(image.bytes);
  });
};
