import type { EndpointName, EndpointResponse } from '@forkcast/contracts';
import { notFoundCodes } from '@forkcast/contracts/error-codes';
import { getValidAccessToken } from '../auth/session-refresh';
import { ApiError, callEndpoint, type CallArgs } from './endpoint-call';

/**
 * An item address whose id is malformed or unknown (also someone else's item), told by the server's error code:
 * the page shows 'not found', and no retry can change the answer.
 */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.code !== undefined && notFoundCodes.includes(error.code);

/** Retry policy for loading one item: the usual two retries (spec section 7), none when it is not there. */
export const retryUnlessNotFound = (failureCount: number, error: Error): boolean => !isNotFound(error) && failureCount < 2;

function log(error: ApiError) {
  if (error.status === 401) console.warn('API request needs login (401):', error.message);
  else console.error('API request failed:', error.message);
}

export const api = {
  /**
   * Calls an endpoint by its name in the contracts' table as the signed-in user (the bearer token, refreshed first
   * when near expiry, is sent whenever a session exists): `api.call('getMealPlan', { params: { id } })`.
   * Resolves with the response body (a Blob for bytes, undefined for 204); rejects with an ApiError.
   */
  async call<N extends EndpointName>(name: N, ...[input, options]: CallArgs<N>): Promise<EndpointResponse<N>> {
    const token = await getValidAccessToken();
    try {
      return await callEndpoint(name, ...([input, { ...options, token }] as CallArgs<N>));
    } catch (error) {
      // A request its caller abandoned (a page left, a component gone) is nobody's failure.
      if (error instanceof ApiError && !options?.signal?.aborted) log(error);
      throw error;
    }
  },
};
