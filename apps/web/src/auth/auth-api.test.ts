import { routes } from '@forkcast/contracts/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeSignIn, pickUpSignIn, refreshSession, signInStartUrl, signOutOnServer } from './auth-api';
import { testSession } from '../../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const failure = (code: string, status: number) => json({ message: code, code }, status);

describe('session endpoints', () => {
  it('starts a social sign-in at the address of the endpoint table, with the provider filled in', () => {
    expect(signInStartUrl('facebook')).toBe(routes.startSignIn.path.replace(':provider', 'facebook'));
  });

  it('picks up a waiting sign-in, and none when the server has none (204) or refuses the cookie', async () => {
    const session = testSession();
    fetchMock.mockResolvedValueOnce(json(session));
    expect(await pickUpSignIn()).toEqual(session);
    expect(fetchMock.mock.lastCall?.[0]).toBe(routes.pickUpSignIn.path);
    expect(fetchMock.mock.lastCall?.[1]?.method).toBe('POST');

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await pickUpSignIn()).toBeNull();
    fetchMock.mockResolvedValueOnce(failure('SIGN_IN_EXPIRED', 401));
    expect(await pickUpSignIn()).toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await pickUpSignIn()).toBeNull();
  });

  it('acknowledges a sign-in with the new token, and says nothing when an older server lacks the endpoint', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await acknowledgeSignIn('access-1');
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect([url, init?.method, new Headers(init?.headers).get('Authorization')]).toEqual([
      routes.acknowledgeSignIn.path,
      'DELETE',
      'Bearer access-1',
    ]);

    fetchMock.mockResolvedValueOnce(failure('ROUTE_NOT_FOUND', 404));
    await expect(acknowledgeSignIn('access-1')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(failure('UNAUTHENTICATED', 401));
    await expect(acknowledgeSignIn('access-1')).resolves.toBeUndefined();
  });

  it('ends the session when the server refuses the refresh token, and keeps it when the server is away', async () => {
    fetchMock.mockResolvedValueOnce(json(testSession({ access_token: 'access-2' })));
    expect(await refreshSession('refresh-1')).toMatchObject({ kind: 'ok', session: { access_token: 'access-2' } });
    expect(fetchMock.mock.lastCall?.[1]?.body).toBe('{"refresh_token":"refresh-1"}');

    fetchMock.mockResolvedValueOnce(failure('UNAUTHENTICATED', 401));
    expect(await refreshSession('refresh-1')).toEqual({ kind: 'rejected' });
    fetchMock.mockResolvedValueOnce(failure('VALIDATION_FAILED', 400));
    expect(await refreshSession('')).toEqual({ kind: 'rejected' });

    fetchMock.mockResolvedValueOnce(failure('UNAVAILABLE', 503));
    expect(await refreshSession('refresh-1')).toEqual({ kind: 'unavailable' });
    fetchMock.mockResolvedValueOnce(failure('RATE_LIMITED', 429));
    expect(await refreshSession('refresh-1')).toEqual({ kind: 'unavailable' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await refreshSession('refresh-1')).toEqual({ kind: 'unavailable' });
  });

  it('signs out with the scope; a session already ended elsewhere counts as signed out, other failures do not', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await signOutOnServer('access-1', 'others');
    expect(fetchMock.mock.lastCall?.[0]).toBe(routes.signOut.path);
    expect(fetchMock.mock.lastCall?.[1]?.body).toBe('{"scope":"others"}');

    fetchMock.mockResolvedValueOnce(failure('UNAUTHENTICATED', 401));
    await expect(signOutOnServer('access-1', 'global')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(failure('INTERNAL', 500));
    await expect(signOutOnServer('access-1', 'global')).rejects.toMatchObject({ code: 'INTERNAL' });
  });
});
