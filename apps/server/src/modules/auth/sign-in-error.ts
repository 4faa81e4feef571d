import type { SignInErrorCode } from '@forkcast/contracts';

/** A sign-in that ends back on the landing page with `?auth_error=<code>`; the detail goes to the log only. */
export class SignInError extends Error {
  constructor(
    readonly code: SignInErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
  }
}
