import { z } from 'zod';
import { errorCodeNames, type ErrorCode } from './error-codes.js';
import { dataEnvelope } from './common.js';

/**
 * A receipt reading or a plan generation under way, as the web app follows it while its request waits:
 * receiving (the upload's body) -> queued (`ahead` jobs of its kind before it) -> working -> done | failed | cancelled.
 */
export const jobStatus = z.object({
  id: z.string().uuid(),
  kind: z.enum(['read_receipt', 'plan_meals']),
  stage: z.enum(['receiving', 'queued', 'working', 'done', 'failed', 'cancelled']),
  ahead: z.number().int().min(0),
  /** The receipt or meal plan stored, once done. */
  result_id: z.string().uuid().nullable(),
  error: z.object({ code: z.enum(errorCodeNames as [ErrorCode, ...ErrorCode[]]), message: z.string() }).nullable(),
});
export type JobStatus = z.infer<typeof jobStatus>;
export type JobStage = JobStatus['stage'];
export const jobResponse = dataEnvelope(jobStatus);

/** A client-chosen job id, so the client can follow the job (GET /api/jobs/:id) while its request waits. */
export const clientJobId = z.string().uuid().optional();

export const livenessResponse = z.object({ status: z.literal('ok') });
export const readinessResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** Migrations applied, all of those this build has. */
  migrations: z.number().int(),
  queue: z.enum(['pg-boss', 'in-process']),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
