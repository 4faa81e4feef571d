import { errorCodes, type ErrorCode } from '@forkcast/contracts';

export type { ErrorCode };

/**
 * A domain error: a code from the contract's catalogue (which maps it to an HTTP status and a default message),
 * so business logic never speaks HTTP. The error handler answers `{ message, code }`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Facts the client can act on (answered as `details`), e.g. the id of what a conflict is with. */
  readonly details?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, details?: Record<string, string>) {
    super(message ?? errorCodes[code].message);
    this.code = code;
    this.status = errorCodes[code].status;
    this.details = details;
  }
}
