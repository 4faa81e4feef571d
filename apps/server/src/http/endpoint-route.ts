import { type Endpoint, type EndpointName, errorCodes, errorCodesOf, errorResponse } from '@forkcast/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';

type SchemaOf<E, K extends string> = E extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a handler receives, typed from the endpoint's schemas (after validation and defaults). */
export type EndpointRequestOf<N extends EndpointName> = FastifyRequest<{
  Params: SchemaOf<Endpoint<N>, 'params'>;
  Querystring: SchemaOf<Endpoint<N>, 'query'>;
  Body: Endpoint<N> extends { body: 'multipart' | 'raw' } ? unknown : SchemaOf<Endpoint<N>, 'body'>;
}>;

type Answer<N extends EndpointName> = Endpoint<N> extends { success: 'json'; response: infer R extends z.ZodType }
  ? z.input<R>
  : unknown;

export type EndpointHandler<N extends EndpointName> = (
  request: EndpointRequestOf<N>,
  reply: FastifyReply,
) => Promise<Answer<N> | FastifyReply | void>;

export interface EndpointRouteOptions {
  /** Fastify route options beyond the table: rate limits, log level. */
  config?: Record<string, unknown>;
  logLevel?: RouteShorthandOptions['logLevel'];
}

/** `/api/receipts/:id` -> `/receipts/:id`: routes are registered inside the `/api` scope, where the access guard lives. */
function scopedPath(path: string): string {
  const scoped = path.slice('/api'.length);
  return scoped === '' ? '/' : scoped;
}

/**
 * Registers one row of the endpoint table: method, path, validation, response serialisation, the OpenAPI entry
 * (every error status it may answer) and whether it is public all come from the contract; the handler only calls a service.
 */
export function endpointRoute<N extends EndpointName>(
  app: FastifyInstance,
  endpoint: Endpoint<N>,
  handler: EndpointHandler<N>,
  options: EndpointRouteOptions = {},
): void {
  // Through unknown: comparing the table's union of rows with the generic row is too complex for the checker.
  const row = endpoint as unknown as Endpoint;
  const response: Record<number, unknown> = {};
  if (row.success === 'json' && 'response' in row) response[200] = row.response;
  if (row.success === 'empty') response[204] = z.null();
  for (const code of errorCodesOf(row)) response[errorCodes[code].status] = errorResponse;
  app.route({
    method: row.method,
    url: scopedPath(row.path),
    logLevel: options.logLevel,
    config: { ...options.config, public: row.public },
    schema: {
      operationId: row.name,
      tags: [...row.tags],
      summary: row.summary,
      ...('description' in row ? { description: row.description } : {}),
      ...(row.public ? { security: [] } : {}),
      ...('params' in row ? { params: row.params } : {}),
      ...('query' in row ? { querystring: row.query } : {}),
      ...('body' in row && typeof row.body !== 'string' ? { body: row.body } : {}),
      ...('body' in row && row.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      response,
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
