import type { EndpointName, EndpointRequest, EndpointResponse } from '@forkcast/contracts';
import { errorCodes, type ErrorCode } from '@forkcast/contracts/error-codes';
import { fillPath, routes, type RouteInfo } from '@forkcast/contracts/routes';

/**
 * The one place the web app speaks HTTP to the API: every call names a row of the endpoint table
 * (`@forkcast/contracts/routes`), so no URL is written by hand and request and response types follow the contracts.
 * It knows nothing of the session: the caller passes the token (see `api.call` in client.ts), which lets the
 * session endpoints themselves (pick-up, refresh, sign-out) use it without a circular import.
 */

/** Timeouts from spec section 9. */
const REQUEST_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 60_000;
export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or undefined when the request never got an answer. */
    readonly status?: number,
    /** The server's error code (`{ message, code }`), or undefined when the request never got an answer. */
    readonly code?: ErrorCode,
    /** Facts the server gave with the error (e.g. `receiptId` of the first upload of the same photo). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** Sent as the bearer token when present. */
  token?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The input and options after it: the input may be left out when the endpoint takes no params, query or body. */
export type CallArgs<N extends EndpointName> =
  Partial<EndpointRequest<N>> extends EndpointRequest<N>
    ? [input?: EndpointRequest<N>, options?: CallOptions]
    : [input: EndpointRequest<N>, options?: CallOptions];

interface AnyInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function urlOf(name: EndpointName, { params, query }: AnyInput): string {
  const path = fillPath(routes[name].path, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * JSON for JSON, undefined for an empty answer (204), a Blob for bytes (the receipt image) and for every file a
 * download route answers, whatever its type (a plan exported as JSON is a file to save, not data to read).
 */
async function readAnswer(response: Response, isDownload: boolean): Promise<unknown> {
  if (response.status === 204) return undefined;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  if (response.ok && (isDownload || !isJson)) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function field(body: unknown, name: 'message' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function detailsOf(body: unknown): Record<string, string> {
  const details = typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : undefined;
  if (typeof details !== 'object' || details === null) return {};
  return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function errorCodeOf(body: unknown): ErrorCode | undefined {
  const code = field(body, 'code');
  return code && Object.hasOwn(errorCodes, code) ? (code as ErrorCode) : undefined;
}

/** Same-origin request: the dev server proxies /api, production serves the app from the API server. */
export async function callEndpoint<N extends EndpointName>(
  name: N,
  ...[input = {} as EndpointRequest<N>, options = {}]: CallArgs<N>
): Promise<EndpointResponse<N>> {
  const { body } = input as AnyInput;
  const isMultipart = body instanceof FormData;
  const { token, timeoutMs = isMultipart ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  // For multipart the browser must write Content-Type itself, with the boundary.
  if (body !== undefined && !isMultipart) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(urlOf(name, input as AnyInput), {
      method: routes[name].method,
      headers,
      body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    const message = timeout.aborted
      ? `Request timed out after ${timeoutMs / 1000} s`
      : error instanceof Error && error.message
        ? error.message
        : FALLBACK_ERROR_MESSAGE;
    throw new ApiError(message);
  }

  const route: RouteInfo = routes[name];
  const answer = await readAnswer(response, route.download === true);
  if (!response.ok) {
    const transport = response.statusText
      ? `Request failed with status ${response.status} (${response.statusText})`
      : `Request failed with status ${response.status}`;
    throw new ApiError(field(answer, 'message') ?? transport, response.status, errorCodeOf(answer), detailsOf(answer));
  }
  return answer as EndpointResponse<N>;
}
