import {
  authProviders,
  signInErrorCodes,
  signInErrorMessage,
  type AuthProvider,
  type SignInErrorCode,
} from '@forkcast/contracts/vocabulary';

/**
 * A failed social sign-in comes back to `/?auth_error=<code>&provider=<p>`. The message shown is ours,
 * looked up by code: the URL never carries provider text that could be used to spoof the banner.
 */
export function signInErrorFromSearch(search: URLSearchParams): string | null {
  const code = search.get('auth_error');
  if (!code) return null;
  const provider = search.get('provider');
  const known = (authProviders as readonly string[]).includes(provider ?? '') ? (provider as AuthProvider) : 'google';
  if (!(signInErrorCodes as readonly string[]).includes(code)) return signInErrorMessage('provider_error', known);
  return signInErrorMessage(code as SignInErrorCode, known);
}
