import multipart from '@fastify/multipart';
import { ACCOUNT_ARCHIVE_MAX_BYTES, endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { AccountService } from './account-service.js';

const archiveExpected = () => new AppError('ARCHIVE_INVALID', "Attach one export archive in the form field 'archive' and nothing else.");

/** The bytes of the one file in the field "archive"; an oversize archive is a 413. */
async function readArchiveUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_CONTENT_TYPE', 'Expected a multipart/form-data upload');
  let archive: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (archive || part.type !== 'file' || part.fieldname !== 'archive') throw archiveExpected();
      archive = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('FILE_TOO_LARGE', `The archive is too large. The limit is ${ACCOUNT_ARCHIVE_MAX_BYTES / 1024 / 1024} MB.`);
    }
    throw archiveExpected();
  }
  if (!archive) throw archiveExpected();
  return archive;
}

export const accountRoutes: FastifyPluginAsync<{ service: AccountService }> = async (app, { service }) => {
  await app.register(multipart, { limits: { fileSize: ACCOUNT_ARCHIVE_MAX_BYTES, files: 1, fields: 0, parts: 2 } });

  endpointRoute(app, endpoints.exportAccount, async (request, reply) => {
    const { bytes, fileName } = await service.export(request.user.id);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(bytes);
  });

  endpointRoute(app, endpoints.importAccount, async (request) => ({
    data: await service.import(request.user.id, await readArchiveUpload(request)),
  }));

  endpointRoute(app, endpoints.deleteAccount, async (request, reply) => {
    await service.delete(request.user.id);
    return reply.status(204).send(null);
  });
};
