/**
 * Domain errors carry a code; one table maps each code to its HTTP status and default message,
 * so business logic never speaks HTTP.
 */
export const errorCatalogue = {
  VALIDATION: { status: 400, message: 'Invalid request' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication required' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this resource' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'File is too large. The limit is 10 MB.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported file type' },
  UNPROCESSABLE: { status: 422, message: 'The request could not be processed' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please slow down.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  UNAVAILABLE: { status: 503, message: 'Service unavailable' },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? errorCatalogue[code].message);
    this.code = code;
    this.status = errorCatalogue[code].status;
  }
}
