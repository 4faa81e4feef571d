import type { AuthProvider } from '@forkcast/contracts';
import { and, eq, notLike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { identities, users } from '../../db/schema.js';
import { DEV_SUBJECT_PREFIX } from './dev-identity/dev-subject.js';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

/** A provider account as asserted at sign-in. */
export interface ProviderAccount {
  provider: AuthProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
}

/** The `identities` table and the users it leads to: who is behind a provider account. */
export function createAccountRepository(db: Db) {
  return {
    /**
     * The user behind a known provider account, whose email and its verification are brought up to date
     * with what the provider says now; null for an account never seen.
     */
    async refreshIdentity(account: Omit<ProviderAccount, 'email'> & { email: string | undefined }): Promise<string | null> {
      const [row] = await db
        .update(identities)
        .set({ email: account.email, emailVerified: account.emailVerified })
        .where(and(eq(identities.provider, account.provider), eq(identities.subject, account.subject)))
        .returning({ userId: identities.userId });
      return row?.userId ?? null;
    },

    /** Whether a configured (not the development) provider has signed in this email, or the user who holds it. */
    async isEmailOfRealIdentity(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: identities.id })
        .from(identities)
        .innerJoin(users, eq(users.id, identities.userId))
        .where(and(or(eq(identities.email, email), eq(users.email, email)), notLike(identities.subject, `${DEV_SUBJECT_PREFIX}%`)))
        .limit(1);
      return row !== undefined;
    },

    async findUserByEmail(email: string): Promise<{ id: string; emailVerified: boolean } | null> {
      const [row] = await db.select({ id: users.id, emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
      return row ?? null;
    },

    /**
     * Links the provider account to the given user, or to a new user made from it, in one transaction; returns the
     * user id. Null when a concurrent sign-in stored the same email or account first (a unique index refused it).
     */
    async link(account: ProviderAccount, name: string | undefined, userId: string | undefined): Promise<string | null> {
      try {
        return await db.transaction(async (tx) => {
          let owner = userId;
          if (!owner) {
            const [created] = await tx
              .insert(users)
              .values({ email: account.email, emailVerified: account.emailVerified, fullName: name })
              .returning({ id: users.id });
            owner = created!.id;
          }
          await tx.insert(identities).values({ userId: owner, ...account });
          return owner;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
