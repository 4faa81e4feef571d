import type { AuthSession } from '@forkcast/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema.js';
import { createAuthServices } from '../../src/modules/auth/auth-services.js';
import { createRepositories } from '../../src/modules/repositories.js';

export interface TestIdentity {
  email: string;
  name?: string;
}

/** Creates (or reuses, by email) a user and opens a new session for them, as a finished social sign-in would. */
export async function createSession(app: FastifyInstance, { email, name }: TestIdentity): Promise<AuthSession> {
  const [user] = await app.database.db
    .insert(users)
    .values({ email: email.toLowerCase(), emailVerified: true, fullName: name })
    .onConflictDoUpdate({ target: users.email, set: { updatedAt: sql`now()` } })
    .returning({ id: users.id });
  return createAuthServices(app.config, createRepositories(app.database.db)).sessions.create(user!.id, 'forkcast-tests');
}

/**
 * Signs a user in for an integration test and returns the bearer token:
 * `headers: { authorization: \`Bearer ${await signIn(app, { email: 'a@b.c', name: 'A' })}\` }`.
 */
export async function signIn(app: FastifyInstance, identity: TestIdentity): Promise<string> {
  return (await createSession(app, identity)).access_token;
}
