import multipart from '@fastify/multipart';
import {
  errorResponse,
  RECEIPT_MAX_BYTES,
  receiptResponse,
  recentReceiptResponse,
  updateReceiptItemsBody,
  uploadReceiptResponse,
  uuidParam,
} from '@forkcast/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReceiptService } from './receipt-service.js';
import { readReceiptUpload } from './receipt-upload.js';

const idParams = z.object({ id: uuidParam });
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

export const receiptsRoutes: FastifyPluginAsyncZod<{ service: ReceiptService }> = async (app, { service }) => {
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 0, parts: 2 } });

  app.post(
    '/upload',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Upload a receipt photo (multipart field "receipt"); it is read before the answer',
        consumes: ['multipart/form-data'],
        response: { 200: uploadReceiptResponse, ...errors, 413: errorResponse, 415: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const receiptId = await service.upload(request.user.id, await readReceiptUpload(request));
      return { data: { receiptId } };
    },
  );

  app.get(
    '/recent',
    { schema: { tags: ['receipts'], summary: 'The most recent receipt, or null', response: { 200: recentReceiptResponse, 401: errorResponse } } },
    async (request) => ({ data: await service.recent(request.user.id) }),
  );

  app.get(
    '/:id',
    { schema: { tags: ['receipts'], params: idParams, response: { 200: receiptResponse, ...errors } } },
    async (request) => ({ data: await service.get(request.user.id, request.params.id) }),
  );

  app.put(
    '/:id/items',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Replace the items with a corrected list',
        params: idParams,
        body: updateReceiptItemsBody,
        response: { 200: receiptResponse, ...errors },
      },
    },
    async (request) => ({ data: await service.updateItems(request.user.id, request.params.id, request.body.items) }),
  );

  app.get(
    '/:id/image',
    { schema: { tags: ['receipts'], summary: 'The stored receipt image', params: idParams } },
    async (request, reply) => {
      const image = await service.image(request.user.id, request.params.id);
      return reply.header('content-type', image.type).header('cache-control', 'private, max-age=3600').send(image.bytes);
    },
  );
};
