import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, FALLBACK_ERROR_MESSAGE, isNotFound, retryUnlessNotFound } from './client';
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
    const body = await api.post('/api/recipes/generate-meal-plan', { receiptId: 'r1' });
    expect(body).toEqual({ data: { id: 'mp1' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/recipes/generate-meal-plan');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"receiptId":"r1"}');
  });

  it('adds the bearer token only when a session exists', async () => {
    fetchMock.mockImplementation(async () => json({}));
    await api.get('/api/auth/profile');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(testSession()));
    vi.stubGlobal('localStorage', storage);
    await api.get('/api/auth/profile');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer access-1');
  });

  it("raises the server's message field", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Weekly receipt upload limit reached.' }, 429));
    await expect(api.get('/api/receipts/recent')).rejects.toMatchObject({
      name: 'ApiError',
      status: 429,
      message: 'Weekly receipt upload limit reached.',
    });
  });

  it('falls back to the transport message, then to the generic one', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toThrow('Request failed with status 502');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/x')).rejects.toThrow('Failed to fetch');

    fetchMock.mockRejectedValueOnce(new Error(''));
    await expect(api.get('/api/x')).rejects.toThrow(FALLBACK_ERROR_MESSAGE);
  });

  it('logs a 401 as needing login', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Session expired' }, 401));
    await expect(api.get('/api/auth/profile')).rejects.toBeInstanceOf(ApiError);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('needs login'), 'Session expired');
  });

  it('gives up after the timeout', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(api.get('/api/slow', { timeoutMs: 20 })).rejects.toThrow('Request timed out after 0.02 s');
  });

  it('uses 30 s by default and 60 s multipart for uploads, without forcing a Content-Type', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockImplementation(async () => json({ data: { receiptId: 'r9' } }));
    await api.get('/api/receipts/recent');
    expect(timeout).toHaveBeenLastCalledWith(30_000);

    const form = new FormData();
    form.append('receipt', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'receipt.jpg');
    await expect(api.upload('/api/receipts/upload', form)).resolves.toEqual({ data: { receiptId: 'r9' } });
    expect(timeout).toHaveBeenLastCalledWith(60_000);
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });
});

describe('loading one item', () => {
  it('treats a malformed id (400) and an unknown one (404) as not found, and never retries them', () => {
    for (const status of [400, 404]) {
      expect(isNotFound(new ApiError('id: Invalid UUID', status))).toBe(true);
      expect(retryUnlessNotFound(0, new ApiError('gone', status))).toBe(false);
    }
  });

  it('retries other failures twice, and they are not "not found"', () => {
    const outage = new ApiError('Request failed with status 503', 503);
    expect(isNotFound(outage)).toBe(false);
    expect(isNotFound(new ApiError('Request timed out after 30 s'))).toBe(false);
    expect([0, 1, 2].map((failures) => retryUnlessNotFound(failures, outage))).toEqual([true, true, false]);
  });
});
