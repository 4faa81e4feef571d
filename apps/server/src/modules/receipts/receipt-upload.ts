import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

/**
 * The bytes of the one file of a receipt upload. The body must hold exactly one file, in the field
 * "receipt", and no other part; an oversize file is a 413 and anything else malformed a 400 naming the field.
 */
export async function readReceiptUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_CONTENT_TYPE', 'Expected a multipart/form-data upload');
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
