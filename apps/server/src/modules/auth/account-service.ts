import type { AccountRepository } from './account-repository.js';
import type { ProviderProfile } from './provider-profile.js';
import { SignInError } from './sign-in-error.js';

/**
 * Finds or creates the user behind a provider account. A second provider joins an existing user only
 * when both the new assertion and the user's email are verified: an unverified address must never
 * let someone into another person's account.
 */
export function createAccountService(accounts: AccountRepository) {
  /** The user id, or null when a concurrent first sign-in for the same email or account got there first. */
  async function resolve(profile: ProviderProfile): Promise<string | null> {
    const known = await accounts.refreshIdentity(profile);
    if (known) return known;
    if (!profile.email) throw new SignInError('email_required', `${profile.provider} gave no email`);
    const email = profile.email;

    const existing = await accounts.findUserByEmail(email);
    if (existing && !(existing.emailVerified && profile.emailVerified)) {
      throw new SignInError('account_conflict', `unverified email ${profile.provider}`);
    }
    const account = { provider: profile.provider, subject: profile.subject, email, emailVerified: profile.emailVerified };
    return accounts.link(account, profile.name, existing?.id);
  }

  return {
    async signIn(profile: ProviderProfile): Promise<string> {
      if (!profile.subject) throw new SignInError('provider_error', `${profile.provider} gave no subject`);
      // Two first sign-ins racing for one email or identity: the loser tries again and finds the winner's rows.
      const userId = (await resolve(profile)) ?? (await resolve(profile));
      if (!userId) throw new Error(`sign-in with ${profile.provider} collided twice with a concurrent one`);
      return userId;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
