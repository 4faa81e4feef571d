export const OAUTH_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

/**
 * Where the browser goes to start a social sign-in. The server owns the whole OAuth flow from here
 * and comes back to /dashboard with the session; keeping it one URL keeps the seam between web and server small.
 */
export function authorizeUrl(provider: OAuthProvider): string {
  return `/api/auth/authorize/${provider}`;
}
