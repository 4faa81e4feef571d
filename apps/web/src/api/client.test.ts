import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, isNotFound, retryUnlessNotFound } from './client';
import { ApiError, callEndpoint, FALLBACK_ERROR_MESSAGE } from './endpoint-call';
import { SESSION_STORAGE_KEY } from '../auth/session-store';
import { memoryStorage, testSession } from '../../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

describe('api client', () => {
  it('sends JSON to the same origin and unwraps the response to its body', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 'mp1' } }));
    const body = await api.call('generateMealPlan', { body: { receiptId: 'r1' } });
    expect(body).toEqual({ data: { id: 'mp1' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/recipes/generate-meal-plan');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"receiptId":"r1"}');
  });

  it("takes method and path from the endpoint table, filling the path's parameters and the query", async () => {
    fetchMock.mockImplementation(async () => json({ data: [] }));
    await api.call('getMealPlan', { params: { id: 'a b/c' } });
    expect(lastRequest().url).toBe('/api/recipes/meal-plans/a%20b%2Fc');
    expect(lastRequest().init.method).toBe('GET');

    await api.call('listMealPlans', { query: { limit: 20, offset: 40 } });
    expect(lastRequest().url).toBe('/api/recipes/meal-plans?limit=20&offset=40');

    await api.call('searchIngredients', { query: { q: 'whole milk', limit: 10 } });
    expect(lastRequest().url).toBe('/api/ingredients?q=whole+milk&limit=10');
  });

  it('resolves an empty answer (204) with undefined and bytes with a Blob', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.call('deleteMealPlan', { params: { id: 'mp1' } })).resolves.toBeUndefined();
    expect(lastRequest().init.method).toBe('DELETE');

    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } }));
    const image = await api.call('getReceiptImage', { params: { id: 'r1' } });
    expect(image).toBeInstanceOf(Blob);
    expect(image.type).toBe('image/jpeg');
    expect(image.size).toBe(3);
    expect(lastRequest().url).toBe('/api/receipts/r1/image');
  });

  it('resolves a download with a Blob even when the file is JSON, and still raises its errors', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 'mp1', recipes: [] }));
    const file = await api.call('exportMealPlanJson', { params: { id: 'mp1' } });
    expect(file).toBeInstanceOf(Blob);
    expect(JSON.parse(await file.text())).toEqual({ id: 'mp1', recipes: [] });
    expect(lastRequest().url).toBe('/api/recipes/meal-plans/mp1/export.json');

    fetchMock.mockResolvedValueOnce(json({ message: 'Export feature is only available for Premium users', code: 'EXPORT_PREMIUM_ONLY' }, 403));
    await expect(api.call('exportMealPlanCsv', { params: { id: 'mp1' } })).rejects.toMatchObject({
      status: 403,
      code: 'EXPORT_PREMIUM_ONLY',
      message: 'Export feature is only available for Premium users',
    });
  });

  it('adds the bearer token only when a session exists', async () => {
    fetchMock.mockImplementation(async () => json({}));
    await api.call('getProfile');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(testSession()));
    vi.stubGlobal('localStorage', storage);
    await api.call('getProfile');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('the low-level call sends only the token it is given', async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(testSession()));
    vi.stubGlobal('localStorage', storage);
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await callEndpoint('pickUpSignIn');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
    await callEndpoint('acknowledgeSignIn', {}, { token: 'fresh-token' });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer fresh-token');
    expect(lastRequest().init.method).toBe('DELETE');
  });

  it("raises the server's message field, with its code", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Weekly receipt upload limit reached.', code: 'RATE_LIMITED' }, 429));
    await expect(api.call('getRecentReceipt')).rejects.toMatchObject({
      name: 'ApiError',
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Weekly receipt upload limit reached.',
    });
  });

  it('falls back to the transport message, then to the generic one; no answer means no code', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    await expect(api.call('getHealth')).rejects.toThrow('Request failed with status 502');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.call('getHealth')).rejects.toMatchObject({ message: 'Failed to fetch', status: undefined, code: undefined });

    fetchMock.mockRejectedValueOnce(new Error(''));
    await expect(api.call('getHealth')).rejects.toThrow(FALLBACK_ERROR_MESSAGE);
  });

  it('logs a 401 as needing login', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Session expired', code: 'UNAUTHENTICATED' }, 401));
    await expect(api.call('getProfile')).rejects.toBeInstanceOf(ApiError);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('needs login'), 'Session expired');
  });

  it('gives up after the timeout', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(api.call('getRecentReceipt', {}, { timeoutMs: 20 })).rejects.toThrow('Request timed out after 0.02 s');
  });

  it('uses 30 s by default and 60 s multipart for uploads, without forcing a Content-Type', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockImplementation(async () => json({ data: { receiptId: 'r9' } }));
    await api.call('getRecentReceipt');
    expect(timeout).toHaveBeenLastCalledWith(30_000);

    const form = new FormData();
    form.append('receipt', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'receipt.jpg');
    await expect(api.call('uploadReceipt', { body: form })).resolves.toEqual({ data: { receiptId: 'r9' } });
    expect(timeout).toHaveBeenLastCalledWith(60_000);
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/receipts/upload');
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });
});

describe('loading one item', () => {
  it('treats a malformed id (400) and an unknown one (404) as not found, and never retries them', () => {
    const malformed = new ApiError('id: Invalid UUID', 400, 'INVALID_PATH_PARAMETER');
    const unknown = new ApiError('Meal plan not found', 404, 'MEAL_PLAN_NOT_FOUND');
    for (const error of [malformed, unknown]) {
      expect(isNotFound(error)).toBe(true);
      expect(retryUnlessNotFound(0, error)).toBe(false);
    }
  });

  it('decides by the code, not the status', () => {
    expect(isNotFound(new ApiError('receipt: Invalid input', 400, 'VALIDATION_FAILED'))).toBe(false);
    expect(isNotFound(new ApiError('Not Found', 404))).toBe(false);
  });

  it('retries other failures twice, and they are not "not found"', () => {
    const outage = new ApiError('Request failed with status 503', 503, 'UNAVAILABLE');
    expect(isNotFound(outage)).toBe(false);
    expect(isNotFound(new ApiError('Request timed out after 30 s'))).toBe(false);
    expect([0, 1, 2].map((failures) => retryUnlessNotFound(failures, outage))).toEqual([true, true, false]);
  });
});
