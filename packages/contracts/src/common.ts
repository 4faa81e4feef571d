import { z } from 'zod';
import { errorCodeNames, type ErrorCode } from './error-codes.js';

/** Every error the API returns has this shape; `code` is from the catalogue in error-codes.ts. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.enum(errorCodeNames as [ErrorCode, ...ErrorCode[]]),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const uuidParam = z.string().uuid();

/** Wraps a payload the way the API answers: `{ data: ... }`. */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** `?limit=&offset=` of a paged list (spec section 7: defaults 20 and 0). */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** One page of a list: its rows, how many there are in all, and the page asked for. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
