import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorCatalogue } from '../errors.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** "household_size: Too big: expected number to be <=20": the field first, so a user can tell what to fix. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return errorCatalogue.VALIDATION.message;
  const path =
    first.params?.issue?.path?.map(String).join('.') ||
    (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = path || context || 'request';
  return `${field}: ${first.message ?? 'is invalid'}`;
}

const fastifyCodeStatus: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty but JSON was declared' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: errorCatalogue.PAYLOAD_TOO_LARGE.message },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Expected a multipart/form-data upload' },
};

/** Every error leaves as `{ message }` with the right status; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ message: describeValidation(error.validation as ValidationIssue[], error.validationContext) });
    }
    const known = error.code ? fastifyCodeStatus[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: errorCatalogue.INTERNAL.message });
  });

}

/**
 * Unknown /api paths are JSON 404s. With the web app built, any other GET for a page gets index.html
 * so client routes (/meal-plans/123) load the app.
 */
export function registerNotFound(app: FastifyInstance, servesWebApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (servesWebApp && request.method === 'GET' && !isApi && request.headers.accept?.includes('text/html')) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
