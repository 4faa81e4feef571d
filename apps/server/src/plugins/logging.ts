import type { FastifyRequest } from 'fastify';

/**
 * pino options for the server. Bearer tokens and cookies are redacted wherever headers get logged, and a
 * request is logged by its path only: query strings can carry secrets (OAuth codes and state arrive there).
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
    },
  };
}
