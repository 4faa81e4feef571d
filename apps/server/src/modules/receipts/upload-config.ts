import { z } from 'zod';

/** Bounds on receipt uploads: how long a body may stall, and how many uploads may be under way. */
export const uploadEnvShape = {
  /** An upload whose body sends nothing for this long is answered 408 UPLOAD_TIMEOUT. */
  UPLOAD_STALL_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Uploads one user may have under way at once (sending or being read); more are answered 429. */
  UPLOADS_PER_USER: z.coerce.number().int().positive().default(2),
  /** Receipts that may wait for a reading slot; with the queue full an upload is answered 429 with Retry-After. */
  RECEIPT_QUEUE_MAX: z.coerce.number().int().min(0).default(8),
};

export interface UploadConfig {
  stallTimeoutMs: number;
  perUser: number;
  maxWaiting: number;
}

export function readUploadConfig(env: { [K in keyof typeof uploadEnvShape]: z.infer<(typeof uploadEnvShape)[K]> }): UploadConfig {
  return { stallTimeoutMs: env.UPLOAD_STALL_TIMEOUT_MS, perUser: env.UPLOADS_PER_USER, maxWaiting: env.RECEIPT_QUEUE_MAX };
}
