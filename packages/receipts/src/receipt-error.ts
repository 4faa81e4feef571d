export type ReceiptErrorCode =
  | 'EMPTY_FILE'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_TYPE'
  | 'CORRUPT_IMAGE'
  | 'TOO_MANY_PIXELS'
  | 'ANIMATED_IMAGE'
  | 'OCR_FAILED'
  | 'OCR_TIMEOUT';

/** A receipt that cannot be read, with a code the server maps to an HTTP status and message. */
export class ReceiptError extends Error {
  readonly code: ReceiptErrorCode;

  constructor(code: ReceiptErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReceiptError';
    this.code = code;
  }
}
