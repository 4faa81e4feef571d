import { z } from 'zod';
import {
  authSession,
  authProvider,
  profile,
  profileUpdate,
  refreshSessionRequest,
  signOutRequest,
} from './auth.js';
import { healthResponse, uuidParam } from './common.js';
import type { ErrorCode } from './error-codes.js';
import {
  generateMealPlanBody,
  generateMealPlanResponse,
  listMealPlansQuery,
  listMealPlansResponse,
  mealPlanResponse,
  recipeFeedbackBody,
  recipeFeedbackResponse,
  recipeResponse,
} from './meal-plans.js';
import { importAccountResponse } from './account.js';
import {
  addStockItemBody,
  cookedRecipeResponse,
  cookedRecipesResponse,
  kitchenReportQuery,
  kitchenReportResponse,
  listReceiptsQuery,
  listReceiptsResponse,
  shoppingListResponse,
  stockItemResponse,
  stockListResponse,
  stockReceiptResponse,
  stockShoppingListResponse,
  takeFromStockBody,
  tickShoppingListBody,
  updateStockItemBody,
} from './kitchen.js';
import { jobResponse, livenessResponse, readinessResponse } from './jobs.js';
import { billingPortalResponse, checkoutBody, checkoutResponse, currentSubscriptionResponse, webhookResponse } from './billing.js';
import { planCatalogueResponse, planResponse } from './plans.js';
import { checkLimitsBody, checkLimitsResponse, usageResponse } from './usage.js';
import {
  ingredientSearchQuery,
  ingredientSearchResponse,
  receiptResponse,
  recentReceiptResponse,
  updateReceiptItemsBody,
  uploadReceiptQuery,
  uploadReceiptResponse,
} from './receipts.js';
import { routes, type EndpointName, type RouteInfo } from './routes.js';

/**
 * What an endpoint answers on success:
 * - `json`: the `response` schema, status 200;
 * - `empty`: 204 and no body;
 * - `binary`: bytes with their own content type (the receipt image);
 * - `redirect`: a browser navigation (social sign-in), not called with fetch.
 */
export type SuccessKind = 'json' | 'empty' | 'binary' | 'redirect';

export interface EndpointSchemas {
  tags: string[];
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body, `multipart` for a file upload (the web sends FormData), or `raw` bytes a route verifies itself (webhooks). */
  body?: z.ZodType | 'multipart' | 'raw';
  success: SuccessKind;
  response?: z.ZodType;
  /** Error codes this endpoint may answer besides the ones every endpoint may (see `commonErrors`). */
  errors: readonly ErrorCode[];
}

/** Any endpoint may answer these: a malformed or oversize request, too many requests, a fault on our side. */
export const commonErrors: readonly ErrorCode[] = ['VALIDATION_FAILED', 'RATE_LIMITED', 'INTERNAL'];
/** And every endpoint that is not public, these. */
export const guardedErrors: readonly ErrorCode[] = ['UNAUTHENTICATED'];

const idParams = z.object({ id: uuidParam });
const providerParams = z.object({ provider: authProvider });
const jsonBodyErrors: readonly ErrorCode[] = ['MALFORMED_JSON', 'UNSUPPORTED_CONTENT_TYPE', 'BODY_TOO_LARGE'];

const schemas = {
  getHealth: {
    tags: ['health'],
    summary: 'Liveness and database check',
    success: 'json',
    response: healthResponse,
    errors: ['UNAVAILABLE'],
  },
  getLiveness: {
    tags: ['health'],
    summary: 'Liveness: the process answers (for an orchestrator deciding whether to restart it)',
    success: 'json',
    response: livenessResponse,
    errors: [],
  },
  getReadiness: {
    tags: ['health'],
    summary: 'Readiness: database reachable, migrations applied, job queue reachable, not shutting down',
    success: 'json',
    response: readinessResponse,
    errors: ['UNAVAILABLE'],
  },
  getJob: {
    tags: ['jobs'],
    summary: 'A receipt reading or plan generation of yours, with its stage (follow it while its request waits)',
    params: idParams,
    success: 'json',
    response: jobResponse,
    errors: ['JOB_NOT_FOUND'],
  },
  startSignIn: {
    tags: ['auth'],
    summary: 'Start social sign-in: redirects to the provider',
    params: providerParams,
    success: 'redirect',
    errors: [],
  },
  finishSignIn: {
    tags: ['auth'],
    summary: 'OAuth redirect target: lands on /dashboard, or on /?auth_error=<code>&provider=<p>',
    params: providerParams,
    success: 'redirect',
    errors: [],
  },
  pickUpSignIn: {
    tags: ['auth'],
    summary: 'Exchange the sign-in cookie a finished social sign-in left for a session',
    description:
      'The OAuth callback leaves an httpOnly cookie. The same browser may redeem it again within two minutes until it ' +
      'acknowledges the session (DELETE), so a request cut off by a navigation loses nothing; each redeem replaces the ' +
      "previous redeem's session. 204 when there is no cookie.",
    success: 'json',
    response: authSession,
    errors: ['SIGN_IN_EXPIRED'],
  },
  acknowledgeSignIn: {
    tags: ['auth'],
    summary: 'Confirm the session from the sign-in cookie arrived: the cookie is cleared and cannot be redeemed again',
    success: 'empty',
    errors: [],
  },
  refreshSession: {
    tags: ['auth'],
    summary: 'New access token for a refresh token; the refresh token rotates',
    body: refreshSessionRequest,
    success: 'json',
    response: authSession,
    errors: [...jsonBodyErrors, 'UNAUTHENTICATED'],
  },
  signOut: {
    tags: ['auth'],
    summary: 'Sign out: global (every device), local (this session) or others (all but this one)',
    body: signOutRequest.nullish(),
    success: 'empty',
    errors: jsonBodyErrors,
  },
  getProfile: {
    tags: ['profile'],
    summary: "The signed-in user's profile",
    success: 'json',
    response: profile,
    errors: ['PROFILE_NOT_FOUND'],
  },
  updateProfile: {
    tags: ['profile'],
    summary: 'Change name, cooking skill, household size or dietary preferences (the email is read-only)',
    body: profileUpdate,
    success: 'json',
    response: profile,
    errors: [...jsonBodyErrors, 'PROFILE_NOT_FOUND'],
  },
  getPlan: {
    tags: ['plans'],
    summary: 'Your plan and what it includes',
    success: 'json',
    response: planResponse,
    errors: [],
  },
  getUsage: {
    tags: ['plans'],
    summary: "This week's usage per operation, each allowance's use in its window, today's AI cost, and the plan's limits (weeks start Monday 00:00 UTC)",
    success: 'json',
    response: usageResponse,
    errors: [],
  },
  checkLimits: {
    tags: ['plans'],
    summary: "Whether an operation would be refused now: at its allowance (per week or per day, as the plan says), or at the daily cost limit",
    body: checkLimitsBody,
    success: 'json',
    response: checkLimitsResponse,
    errors: jsonBodyErrors,
  },
  getPlanCatalogue: {
    tags: ['plans'],
    summary: "Every plan's allowances (with their period), longest plan, daily cost limit and features; free first",
    success: 'json',
    response: planCatalogueResponse,
    errors: [],
  },
  exportAccount: {
    tags: ['account'],
    summary: 'All your data as one archive (forkcast-export.tar.gz): profile, receipts with items and images, meal plans, feedback, subscriptions',
    description: 'A gzip-compressed tar: forkcast-export.json (the manifest, see the README) and images/<receipt id>.<ext>.',
    success: 'binary',
    errors: ['PROFILE_NOT_FOUND'],
  },
  importAccount: {
    tags: ['account'],
    summary: 'Restore an export archive (multipart field "archive") into an account without receipts or meal plans',
    description: 'All or nothing, in one transaction; everything gets new ids. Subscriptions in the archive are not imported.',
    body: 'multipart',
    success: 'json',
    response: importAccountResponse,
    errors: ['ARCHIVE_INVALID', 'ACCOUNT_NOT_EMPTY', 'FILE_TOO_LARGE', 'UNSUPPORTED_CONTENT_TYPE', 'UNSUPPORTED_FILE_TYPE'],
  },
  deleteAccount: {
    tags: ['account'],
    summary: 'Delete your account and all its data; every session ends and a paid subscription is cancelled at the provider',
    success: 'empty',
    errors: ['PROFILE_NOT_FOUND', 'PAYMENT_PROVIDER_UNAVAILABLE'],
  },
  getCurrentSubscription: {
    tags: ['subscriptions'],
    summary: 'Your newest subscription (status, period end, cancel at period end), or null',
    success: 'json',
    response: currentSubscriptionResponse,
    errors: [],
  },
  startCheckout: {
    tags: ['subscriptions'],
    summary: 'Open a hosted checkout for Premium; answers its URL (the browser goes there)',
    body: checkoutBody,
    success: 'json',
    response: checkoutResponse,
    errors: [...jsonBodyErrors, 'REDIRECT_NOT_ALLOWED', 'ALREADY_SUBSCRIBED', 'PAYMENT_PROVIDER_UNAVAILABLE'],
  },
  openBillingPortal: {
    tags: ['subscriptions'],
    summary: "Open the billing portal (cancel, change card); answers its URL",
    success: 'json',
    response: billingPortalResponse,
    errors: ['NO_BILLING_ACCOUNT', 'PAYMENT_PROVIDER_UNAVAILABLE'],
  },
  receiveStripeWebhook: {
    tags: ['subscriptions'],
    summary: 'Stripe events (signed): checkout completed, subscription created/updated/deleted, payment failed',
    description: 'Verified on the raw body with the endpoint secret; idempotent by event id.',
    body: 'raw',
    success: 'json',
    response: webhookResponse,
    errors: ['WEBHOOK_REJECTED', 'UNSUPPORTED_CONTENT_TYPE', 'BODY_TOO_LARGE'],
  },
  uploadReceipt: {
    tags: ['receipts'],
    summary: 'Upload a receipt photo (multipart field "receipt"); it is read before the answer',
    description:
      'The same photo (byte for byte) uploaded again is refused with RECEIPT_ALREADY_UPLOADED and details.receiptId ' +
      '(the first upload, with its corrections) unless the query says duplicate=allow.',
    query: uploadReceiptQuery,
    body: 'multipart',
    success: 'json',
    response: uploadReceiptResponse,
    errors: [
      'ONE_IMAGE_EXPECTED',
      'EMPTY_FILE',
      'IMAGE_DAMAGED',
      'FILE_TOO_LARGE',
      'TOO_MANY_PIXELS',
      'UNSUPPORTED_CONTENT_TYPE',
      'UNSUPPORTED_FILE_TYPE',
      'RECEIPT_UNREADABLE',
      'NO_ITEMS_FOUND',
      'RECEIPT_ALREADY_UPLOADED',
      'RECEIPT_LIMIT_REACHED',
      'DAILY_COST_LIMIT_REACHED',
      'UPLOAD_TIMEOUT',
    ],
  },
  getRecentReceipt: {
    tags: ['receipts'],
    summary: 'The most recent receipt, or null',
    success: 'json',
    response: recentReceiptResponse,
    errors: [],
  },
  getReceipt: {
    tags: ['receipts'],
    summary: 'One of your receipts with its items',
    params: idParams,
    success: 'json',
    response: receiptResponse,
    errors: ['INVALID_PATH_PARAMETER', 'RECEIPT_NOT_FOUND'],
  },
  updateReceiptItems: {
    tags: ['receipts'],
    summary: 'Replace the items with a corrected list',
    params: idParams,
    body: updateReceiptItemsBody,
    success: 'json',
    response: receiptResponse,
    errors: [...jsonBodyErrors, 'INVALID_PATH_PARAMETER', 'RECEIPT_NOT_FOUND'],
  },
  getReceiptImage: {
    tags: ['receipts'],
    summary: 'The stored receipt image (upright, without metadata)',
    params: idParams,
    success: 'binary',
    errors: ['INVALID_PATH_PARAMETER', 'RECEIPT_NOT_FOUND'],
  },
  deleteReceipt: {
    tags: ['receipts'],
    summary: 'Delete one of your receipts with its items and image; plans made from it stay',
    params: idParams,
    success: 'empty',
    errors: ['INVALID_PATH_PARAMETER', 'RECEIPT_NOT_FOUND'],
  },
  searchIngredients: {
    tags: ['ingredients'],
    summary: 'Search canonical ingredients by name (English or German)',
    query: ingredientSearchQuery,
    success: 'json',
    response: ingredientSearchResponse,
    errors: [],
  },
  generateMealPlan: {
    tags: ['meal plans'],
    summary: "Plan meals from a receipt's food, or (from: kitchen) from everything in your kitchen still good",
    body: generateMealPlanBody,
    success: 'json',
    response: generateMealPlanResponse,
    errors: [
      ...jsonBodyErrors,
      'RECEIPT_NOT_FOUND',
      'KITCHEN_EMPTY',
      'PREMIUM_REQUIRED',
      'PLAN_NOT_POSSIBLE',
      'MEAL_PLAN_LIMIT_REACHED',
      'DAILY_COST_LIMIT_REACHED',
    ],
  },
  listMealPlans: {
    tags: ['meal plans'],
    summary: 'Your meal plans, newest first',
    query: listMealPlansQuery,
    success: 'json',
    response: listMealPlansResponse,
    errors: [],
  },
  getMealPlan: {
    tags: ['meal plans'],
    summary: 'One of your meal plans with its recipes and metrics',
    params: idParams,
    success: 'json',
    response: mealPlanResponse,
    errors: ['INVALID_PATH_PARAMETER', 'MEAL_PLAN_NOT_FOUND'],
  },
  deleteMealPlan: {
    tags: ['meal plans'],
    summary: 'Delete one of your meal plans',
    params: idParams,
    success: 'empty',
    errors: ['INVALID_PATH_PARAMETER', 'MEAL_PLAN_NOT_FOUND'],
  },
  exportMealPlanJson: {
    tags: ['meal plans', 'premium'],
    summary: 'The whole plan as a JSON file (Premium)',
    params: idParams,
    success: 'binary',
    errors: ['INVALID_PATH_PARAMETER', 'MEAL_PLAN_NOT_FOUND', 'EXPORT_PREMIUM_ONLY'],
  },
  exportMealPlanCsv: {
    tags: ['meal plans', 'premium'],
    summary: 'The plan as CSV: Day,Recipe Name,Meal Type,Prep Time,Cook Time,Servings,Difficulty,Ingredients (Premium)',
    params: idParams,
    success: 'binary',
    errors: ['INVALID_PATH_PARAMETER', 'MEAL_PLAN_NOT_FOUND', 'EXPORT_PREMIUM_ONLY'],
  },
  exportMealPlanPdf: {
    tags: ['meal plans', 'premium'],
    summary: "The plan as a PDF: days, every recipe's ingredients and steps (Premium)",
    params: idParams,
    success: 'binary',
    errors: ['INVALID_PATH_PARAMETER', 'MEAL_PLAN_NOT_FOUND', 'EXPORT_PREMIUM_ONLY'],
  },
  getRecipe: {
    tags: ['recipes'],
    summary: 'A recipe of one of your plans',
    params: idParams,
    success: 'json',
    response: recipeResponse,
    errors: ['INVALID_PATH_PARAMETER', 'RECIPE_NOT_FOUND'],
  },
  rateRecipe: {
    tags: ['recipes'],
    summary: 'Rate a recipe (one rating per user and recipe; a second replaces the first)',
    params: idParams,
    body: recipeFeedbackBody,
    success: 'json',
    response: recipeFeedbackResponse,
    errors: [...jsonBodyErrors, 'INVALID_PATH_PARAMETER', 'RECIPE_NOT_FOUND'],
  },
  listReceipts: {
    tags: ['receipts', 'kitchen'],
    summary: 'Your receipts, newest first: store, dates, item counts and whether their food is in your kitchen',
    query: listReceiptsQuery,
    success: 'json',
    response: listReceiptsResponse,
    errors: [],
  },
  stockReceipt: {
    tags: ['kitchen'],
    summary: "Put a receipt's reviewed food in your kitchen (once; again changes nothing)",
    description: 'Each recognised food item becomes stock with its usual storage place and a use-by from its shelf life there.',
    params: idParams,
    success: 'json',
    response: stockReceiptResponse,
    errors: ['INVALID_PATH_PARAMETER', 'RECEIPT_NOT_FOUND'],
  },
  listStock: {
    tags: ['kitchen'],
    summary: 'What is in your kitchen, earliest use-by first',
    success: 'json',
    response: stockListResponse,
    errors: [],
  },
  addStockItem: {
    tags: ['kitchen'],
    summary: 'Add food to your kitchen by hand',
    body: addStockItemBody,
    success: 'json',
    response: stockItemResponse,
    errors: jsonBodyErrors,
  },
  updateStockItem: {
    tags: ['kitchen'],
    summary: 'Change the amount, the storage place (the use-by moves with it unless given) or the use-by of an item',
    params: idParams,
    body: updateStockItemBody,
    success: 'json',
    response: stockItemResponse,
    errors: [...jsonBodyErrors, 'INVALID_PATH_PARAMETER', 'STOCK_ITEM_NOT_FOUND'],
  },
  takeFromStock: {
    tags: ['kitchen'],
    summary: 'Mark some or all of an item as used or thrown away (kept as a stock event, so waste can be counted)',
    params: idParams,
    body: takeFromStockBody,
    success: 'json',
    response: stockItemResponse,
    errors: [...jsonBodyErrors, 'INVALID_PATH_PARAMETER', 'STOCK_ITEM_NOT_FOUND'],
  },
  deleteStockItem: {
    tags: ['kitchen'],
    summary: 'Remove an item entered by mistake, with its history (food eaten or thrown away is marked, not deleted)',
    params: idParams,
    success: 'empty',
    errors: ['INVALID_PATH_PARAMETER', 'STOCK_ITEM_NOT_FOUND'],
  },
  cookRecipe: {
    tags: ['kitchen', 'recipes'],
    summary: "Mark a plan's recipe as cooked: its scaled ingredients come out of stock, as far as the kitchen holds them",
    description: 'Marking it again changes nothing and answers the first cooking.',
    params: idParams,
    success: 'json',
    response: cookedRecipeResponse,
    errors: ['INVALID_PATH_PARAMETER', 'RECIPE_NOT_FOUND'],
  },
  uncookRecipe: {
    tags: ['kitchen', 'recipes'],
    summary: 'Undo a cooking: what it took goes back into stock',
    params: idParams,
    success: 'empty',
    errors: ['INVALID_PATH_PARAMETER', 'RECIPE_NOT_FOUND'],
  },
  listCookedRecipes: {
    tags: ['kitchen', 'meal plans'],
    summary: "The recipes of one of your plans you have cooked",
    params: idParams,
    success: 'json',
    response: cookedRecipesResponse,
    errors: ['INVALID_PATH_PARAMETER', 'MEAL_PLAN_NOT_FOUND'],
  },
  getShoppingList: {
    tags: ['kitchen'],
    summary: "What this week's plans still need and your kitchen lacks, with your ticks",
    success: 'json',
    response: shoppingListResponse,
    errors: [],
  },
  tickShoppingList: {
    tags: ['kitchen'],
    summary: 'Tick or untick shopping list entries (ticks made offline arrive in one batch)',
    body: tickShoppingListBody,
    success: 'json',
    response: shoppingListResponse,
    errors: jsonBodyErrors,
  },
  stockShoppingList: {
    tags: ['kitchen'],
    summary: 'Put the ticked entries in your kitchen as bought today, and clear their ticks',
    success: 'json',
    response: stockShoppingListResponse,
    errors: [],
  },
  exportShoppingListCsv: {
    tags: ['kitchen'],
    summary: 'The shopping list as CSV: Aisle,Item,Quantity,Unit,Grams,Optional,Ticked',
    success: 'binary',
    errors: [],
  },
  getKitchenReport: {
    tags: ['kitchen'],
    summary: 'Per week: food bought, cooked and thrown away, by weight and by money; and what was thrown away most',
    query: kitchenReportQuery,
    success: 'json',
    response: kitchenReportResponse,
    errors: [],
  },
} as const satisfies Record<EndpointName, EndpointSchemas>;

type Schemas = typeof schemas;

/** One row of the endpoint table: method, path, public or not, schemas and error codes. */
export type Endpoint<N extends EndpointName = EndpointName> = (typeof routes)[N] & Schemas[N] & { name: N };

/** The endpoint table: the server registers its routes from it, the OpenAPI document comes from it. */
export const endpoints = Object.fromEntries(
  (Object.keys(routes) as EndpointName[]).map((name) => [name, { name, ...routes[name], ...schemas[name] }]),
) as { [N in EndpointName]: Endpoint<N> };

/** Every code an endpoint may answer: its own, the ones every endpoint may, and UNAUTHENTICATED unless public. */
export function errorCodesOf(endpoint: RouteInfo & EndpointSchemas): ErrorCode[] {
  return [...new Set([...commonErrors, ...(endpoint.public ? [] : guardedErrors), ...endpoint.errors])];
}

// Types the web client infers from the table (type-only imports keep zod out of its bundle).
/** A part whose fields are all optional (a query of defaults) may be left out of a call. */
type Part<S, K extends string> = S extends Record<K, infer T>
  ? T extends 'multipart'
    ? { [P in K]: FormData }
    : T extends 'raw'
      ? { [P in K]?: never }
    : T extends z.ZodType
      ? object extends z.input<T>
        ? { [P in K]?: z.input<T> }
        : { [P in K]: z.input<T> }
      : never
  : { [P in K]?: undefined };

/** What a call sends: `params`, `query` and `body` as the endpoint declares them. */
export type EndpointRequest<N extends EndpointName> = Part<Schemas[N], 'params'> &
  Part<Schemas[N], 'query'> &
  Part<Schemas[N], 'body'>;

/** What a call resolves with: the response body, `undefined` for 204, a Blob for binary. */
export type EndpointResponse<N extends EndpointName> = Schemas[N] extends { success: 'empty' }
  ? undefined
  : Schemas[N] extends { success: 'binary' }
    ? Blob
    : Schemas[N] extends { response: infer R extends z.ZodType }
      ? z.output<R>
      : never;
