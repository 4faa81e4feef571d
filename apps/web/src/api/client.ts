import { getValidAccessToken } from '../auth/session-refresh';

/** Timeouts from spec section 9. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or undefined when the request never got an answer. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * An item address whose id is malformed (the server's 400 names the field) or unknown (404, also someone else's item):
 * the page shows 'not found', and no retry can change the answer.
 */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 400 || error.status === 404);

/** Retry policy for loading one item: the usual two retries (spec section 7), none when it is not there. */
export const retryUnlessNotFound = (failureCount: number, error: Error): boolean => !isNotFound(error) && failureCount < 2;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

function fail(error: ApiError): never {
  if (error.status === 401) console.warn('API request needs login (401):', error.message);
  else console.error('API request failed:', error.message);
  throw error;
}

/** Same-origin request: the dev server proxies /api, production serves the app from the API server. */
async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, timeoutMs = REQUEST_TIMEOUT_MS, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const isMultipart = body instanceof FormData;
  // For multipart the browser must write Content-Type itself, with the boundary.
  if (body !== undefined && !isMultipart) headers.set('Content-Type', 'application/json');
  const token = await getValidAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
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
    return fail(new ApiError(message));
  }

  const payload = await readBody(response);
  if (!response.ok) {
    const transport = response.statusText
      ? `Request failed with status ${response.status} (${response.statusText})`
      : `Request failed with status ${response.status}`;
    return fail(new ApiError(serverMessage(payload) ?? transport, response.status));
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
  /** Multipart upload with the longer upload timeout. */
  upload: <T>(path: string, form: FormData, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { timeoutMs: UPLOAD_TIMEOUT_MS, ...options, body: form }),
};
