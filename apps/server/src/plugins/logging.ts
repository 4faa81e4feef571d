import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/** PostgreSQL's errors (node-postgres and PGlite alike) carry a severity and a five-character SQLSTATE code. */
function isDatabaseError(error: Error): error is Error & { code: string } {
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && code.length === 5;
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * An error as logged: type, message, code, stack and cause, and nothing a user typed. A failed query keeps its SQL
 * but not its parameters (drizzle writes them into the message); a database error loses its detail fields and the
 * quoted values in its message ('invalid input syntax for type integer: "…"').
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  let message = error.message;
  if (error instanceof DrizzleQueryError) message = `Failed query: ${error.query}`;
  else if (isDatabaseError(error)) message = message.replace(/"(?:[^"]|"")*"/g, '"…"');
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack?.replace(error.message, message) ?? '',
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
  };
}

/**
 * pino options for the server. Bearer tokens and cookies are redacted wherever headers get logged, a request is
 * logged by its path only (query strings carry search words, and OAuth codes and state arrive there), and errors
 * never carry bodies or query parameters.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.split('?')[0],
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
  };
}
