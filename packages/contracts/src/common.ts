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
