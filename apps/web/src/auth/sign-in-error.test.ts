import { describe, expect, it } from 'vitest';
import { signInErrorFromSearch } from './sign-in-error';

describe('sign-in error from the landing URL', () => {
  it('maps the code to our own message for that provider', () => {
    expect(signInErrorFromSearch(new URLSearchParams('auth_error=access_denied&provider=facebook'))).toBe(
      'Sign-in with Facebook was cancelled.',
    );
    expect(signInErrorFromSearch(new URLSearchParams('auth_error=provider_error&provider=twitter'))).toBe(
      'Twitter could not sign you in. Please try again.',
    );
  });

  it('never shows text from the URL itself', () => {
    const message = signInErrorFromSearch(new URLSearchParams('auth_error=Your+account+is+locked.+Call+555&provider=google'));
    expect(message).toBe('Google could not sign you in. Please try again.');
  });

  it('is silent without an error', () => {
    expect(signInErrorFromSearch(new URLSearchParams('provider=google'))).toBeNull();
  });
});
