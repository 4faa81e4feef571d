import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorBody, type ErrorCode } from '@forkcast/contracts';
import { AppError } from '../errors.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** "household_size: Too big: expected number to be <=20": the field first, so a user can tell what to fix. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return errorCodes.VALIDATION_FAILED.message;
  const path =
    first.params?.issue?.path?.map(String).join('.') ||
    (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = path || context || 'request';
  return `${field}: ${first.message ?? 'is invalid'}`;
}

/** Fastify's own errors, as catalogue codes. */
const fastifyErrorCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_CONTENT_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_CONTENT_TYPE',
};
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but JSON was declared',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data upload',
};

function send(
  reply: FastifyReply,
  code: ErrorCode,
  message: string = errorCodes[code].message,
  details?: Record<string, string>,
) {
  const body: ErrorBody = details ? { message, code, details } : { message, code };
  return reply.status(errorCodes[code].status).send(body);
}

/** Every error leaves as `{ message, code }` with the code's status; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const code = error.validationContext === 'params' ? 'INVALID_PATH_PARAMETER' : 'VALIDATION_FAILED';
      return send(reply, code, describeValidation(error.validation as ValidationIssue[], error.validationContext));
    }
    const known = error.code ? fastifyErrorCodes[error.code] : undefined;
    if (known) return send(reply, known, fastifyMessages[error.code]);
    if (error.statusCode === 429) return send(reply, 'RATE_LIMITED', error.message || undefined);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.warn({ err: error }, 'client error without a catalogue code');
      return send(reply, 'VALIDATION_FAILED', error.message || undefined);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL');
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
    return send(reply, 'ROUTE_NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
}
