/**
 * Every error the API answers is `{ message, code }`: `code` is one of these, so a client branches on what
 * happened, never on the HTTP status. Zod-free, so the web bundle can import it (`@forkcast/contracts/error-codes`).
 * `message` is the default text; a route may answer a more precise one (the spec's messages stay word for word).
 */
export const errorCodes = {
  // The request itself
  VALIDATION_FAILED: { status: 400, message: 'Invalid request' },
  /** A path parameter is malformed (an id that is not a UUID): nothing can exist at that address. */
  INVALID_PATH_PARAMETER: { status: 400, message: 'Invalid address' },
  MALFORMED_JSON: { status: 400, message: 'Malformed JSON in request body' },
  ONE_IMAGE_EXPECTED: { status: 400, message: "receipt: attach one image in the form field 'receipt' and nothing else" },
  EMPTY_FILE: { status: 400, message: 'The file is empty. Choose a photo of your receipt.' },
  IMAGE_DAMAGED: { status: 400, message: 'This image is damaged or incomplete and cannot be opened.' },
  BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FILE_TOO_LARGE: { status: 413, message: 'File is too large. The limit is 10 MB.' },
  TOO_MANY_PIXELS: { status: 413, message: 'This image has too many pixels. Upload a photo of at most 40 megapixels.' },
  UNSUPPORTED_CONTENT_TYPE: { status: 415, message: 'Unsupported content type' },
  UPLOAD_TIMEOUT: { status: 408, message: 'The upload stalled and was stopped. Check your connection and try again.' },
  UNSUPPORTED_FILE_TYPE: { status: 415, message: 'Unsupported file type. Upload a JPEG, PNG, WebP or HEIC image.' },
  ARCHIVE_INVALID: { status: 400, message: 'This is not a Forkcast export archive, or it is damaged.' },
  // Who is asking
  UNAUTHENTICATED: { status: 401, message: 'Authentication required' },
  SIGN_IN_EXPIRED: { status: 401, message: 'Sign-in expired or already used. Please sign in again.' },
  PREMIUM_REQUIRED: { status: 403, message: 'This is a Premium feature' },
  // What is asked for
  ROUTE_NOT_FOUND: { status: 404, message: 'Not found' },
  RECEIPT_NOT_FOUND: { status: 404, message: 'Receipt not found' },
  MEAL_PLAN_NOT_FOUND: { status: 404, message: 'Meal plan not found' },
  RECIPE_NOT_FOUND: { status: 404, message: 'Recipe not found' },
  PROFILE_NOT_FOUND: { status: 404, message: 'Profile not found' },
  STOCK_ITEM_NOT_FOUND: { status: 404, message: 'This item is not in your kitchen' },
  JOB_NOT_FOUND: { status: 404, message: 'Job not found' },
  RECEIPT_ALREADY_UPLOADED: {
    status: 409,
    message: 'This photo was already uploaded. Open the first receipt, or upload it anyway.',
  },
  ACCOUNT_NOT_EMPTY: {
    status: 409,
    message: 'An archive can only be imported into an account without receipts or meal plans.',
  },
  // Limits and money
  RECEIPT_LIMIT_REACHED: {
    status: 429,
    message: 'Weekly receipt upload limit reached. Please upgrade your plan or wait until next week.',
  },
  MEAL_PLAN_LIMIT_REACHED: {
    status: 429,
    message: 'Weekly meal plan generation limit reached. Please upgrade your plan or wait until next week.',
  },
  DAILY_COST_LIMIT_REACHED: { status: 429, message: 'Daily cost limit reached. Please try again tomorrow or upgrade your plan.' },
  EXPORT_PREMIUM_ONLY: { status: 403, message: 'Export feature is only available for Premium users' },
  REDIRECT_NOT_ALLOWED: { status: 400, message: 'success_url and cancel_url must be addresses on this site' },
  WEBHOOK_REJECTED: { status: 400, message: 'Webhook signature missing, invalid or too old' },
  ALREADY_SUBSCRIBED: { status: 409, message: 'You already have a paid plan. Manage it from the billing page.' },
  NO_BILLING_ACCOUNT: { status: 409, message: 'There is no billing account yet: subscribe to Premium first.' },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 502, message: 'The payment provider could not be reached. Please try again.' },
  // What could not be done with it
  RECEIPT_UNREADABLE: { status: 422, message: 'We could not read this receipt. Try a sharper, well-lit photo.' },
  NO_ITEMS_FOUND: {
    status: 422,
    message: "We couldn't find any purchased items in this image. Is it a photo of a grocery receipt?",
  },
  PLAN_NOT_POSSIBLE: { status: 422, message: 'No meal plan fits these preferences' },
  KITCHEN_EMPTY: { status: 422, message: 'Your kitchen has nothing left that is still good. Add a receipt to it first.' },
  // The server
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please slow down.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  UNAVAILABLE: { status: 503, message: 'Service unavailable' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeNames = Object.keys(errorCodes) as ErrorCode[];

/** The codes that mean "there is nothing at this address": a page shows 'not found' and no retry can help. */
export const notFoundCodes: readonly ErrorCode[] = [
  'INVALID_PATH_PARAMETER',
  'ROUTE_NOT_FOUND',
  'RECEIPT_NOT_FOUND',
  'MEAL_PLAN_NOT_FOUND',
  'RECIPE_NOT_FOUND',
  'PROFILE_NOT_FOUND',
  'STOCK_ITEM_NOT_FOUND',
  'JOB_NOT_FOUND',
];

/** The body of every error answer. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** Facts a client can act on, e.g. the first receipt's id for RECEIPT_ALREADY_UPLOADED. */
  details?: Record<string, string>;
}
