import multipart from '@fastify/multipart';
import { endpoints, RECEIPT_MAX_BYTES } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { perUserRateLimit } from '../../plugins/security.js';
import { UPLOAD_RETRY_AFTER_S, type ReceiptService } from './receipt-service.js';
import { readReceiptUpload } from './receipt-upload.js';

export const receiptsRoutes: FastifyPluginAsync<{ service: ReceiptService; stallTimeoutMs: number }> = async (
  app,
  { service, stallTimeoutMs },
) => {
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 0, parts: 2 } });

  endpointRoute(app, endpoints.uploadReceipt, async (request, reply) => {
    // The client going away (a closed tab, a lost connection) before the answer means nothing may be stored.
    const clientGone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) clientGone.abort();
    });
    try {
      const receive = () => readReceiptUpload(request, reply, stallTimeoutMs);
      const { duplicate, job_id: jobId } = request.query;
      const receiptId = await service.upload(request.user.id, receive, duplicate, clientGone.signal, jobId);
      return { data: { receiptId } };
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') reply.header('retry-after', String(UPLOAD_RETRY_AFTER_S));
      throw error;
    }
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
