import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { identities, users } from '../../db/schema.js';
import type { ProviderProfile } from './provider-profile.js';
import { SignInError } from './sign-in-error.js';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

/**
 * Finds or creates the user behind a provider account. A second provider joins an existing user only
 * when both the new assertion and the user's email are verified: an unverified address must never
 * let someone into another person's account.
 */
export function createUserAccounts(db: Db) {
  async function resolve(profile: ProviderProfile): Promise<string> {
    const [known] = await db
      .select({ id: identities.id, userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, profile.provider), eq(identities.subject, profile.subject)));
    if (known) {
      await db
        .update(identities)
        .set({ email: profile.email, emailVerified: profile.emailVerified })
        .where(eq(identities.id, known.id));
      return known.userId;
    }
    if (!profile.email) throw new SignInError('email_required', `${profile.provider} gave no email`);
    const email = profile.email;

    const [existing] = await db
      .select({ id: users.id, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    if (existing && !(existing.emailVerified && profile.emailVerified)) {
      throw new SignInError('account_conflict', `unverified email ${profile.provider}`);
    }

    return db.transaction(async (tx) => {
      let userId = existing?.id;
      if (!userId) {
        const [created] = await tx
          .insert(users)
          .values({ email, emailVerified: profile.emailVerified, fullName: profile.name })
          .returning({ id: users.id });
        userId = created!.id;
      }
      await tx.insert(identities).values({
        userId,
        provider: profile.provider,
        subject: profile.subject,
        email,
        emailVerified: profile.emailVerified,
      });
      return userId;
    });
  }

  return {
    async signIn(profile: ProviderProfile): Promise<string> {
      if (!profile.subject) throw new SignInError('provider_error', `${profile.provider} gave no subject`);
      try {
        return await resolve(profile);
      } catch (error) {
        // Two first sign-ins racing for one email or identity: the loser retries and finds the winner's rows.
        if (isUniqueViolation(error)) return resolve(profile);
        throw error;
      }
    },
  };
}
