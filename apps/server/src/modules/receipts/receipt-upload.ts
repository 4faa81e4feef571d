import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

/**
 * The bytes of the one file of a receipt upload. The body must hold exactly one file, in the field
 * "receipt", and no other part; an oversize file is a 413 and anything else malformed a 400 naming the field.
 * A body that sends nothing for `stallTimeoutMs` is a 408 UPLOAD_TIMEOUT: a stalled phone connection would otherwise
 * hold an upload slot for minutes. The connection is then closed, since the rest of the body will not be read.
 */
export async function readReceiptUpload(request: FastifyRequest, reply: FastifyReply, stallTimeoutMs: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_CONTENT_TYPE', 'Expected a multipart/form-data upload');
  let stall: NodeJS.Timeout | undefined;
  let fail: (error: AppError) => void = () => {};
  const stalled = new Promise<never>((_, reject) => (fail = reject));
  const arm = () => {
    clearTimeout(stall);
    stall = setTimeout(() => {
      reply.header('connection', 'close');
      fail(new AppError('UPLOAD_TIMEOUT'));
    }, stallTimeoutMs);
  };
  arm();
  // Every chunk of the body restarts the clock: a slow but moving upload is never cut off.
  request.raw.on('data', arm);
  const parts = readOneFile(request);
  // Whichever loses the race must not surface later as an unhandled rejection.
  parts.catch(() => {});
  stalled.catch(() => {});
  try {
    return await Promise.race([parts, stalled]);
  } finally {
    clearTimeout(stall);
    request.raw.off('data', arm);
  }
}

async function readOneFile(request: FastifyRequest): Promise<Buffer> {
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (image || part.type !== 'file' || part.fieldname !== 'receipt') throw new AppError('ONE_IMAGE_EXPECTED');
      image = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    // The parser's file and field limits, a missing boundary, a body cut short: the client sent a malformed upload.
    throw new AppError('ONE_IMAGE_EXPECTED');
  }
  if (!image) throw new AppError('ONE_IMAGE_EXPECTED');
  return image;
}
