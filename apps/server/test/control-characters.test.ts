import { Writable } from 'node:stream';
import type { AuthSession } from '@forkcast/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { recipeFeedback, receiptItems, users } from '../src/db/schema.js';
import { loggerOptions, serializeError } from '../src/plugins/logging.js';
import { createTestDatabase, testConfig } from './helper.js';
import { createOwnedPlan } from './support/owned-plan.js';
import { createSession } from './support/sign-in.js';

/**
 * A NUL or other control character in any text field is a 400 naming the field (it used to reach PostgreSQL, which
 * cannot store NUL: a 500), and what a user typed never reaches the log. One app, its log captured in `lines`.
 */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const database = await createTestDatabase();
const app = await buildApp({ config: testConfig(), database, logger: { ...loggerOptions('info'), stream } });
let session: AuthSession;
let owned: Awaited<ReturnType<typeof createOwnedPlan>>;

beforeAll(async () => {
  await app.ready();
  session = await createSession(app, { email: 'cook@example.com', name: 'Cook' });
  owned = await createOwnedPlan(app, session);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${session.access_token}` } });
const refused = (field: string) => ({ message: `${field}: must not contain control characters`, code: 'VALIDATION_FAILED' });
const storedName = async () => (await database.db.select({ name: users.fullName }).from(users).where(sql`${users.id} = ${session.user.id}`))[0]!.name;

describe('control characters in what a client sends', () => {
  it.each([
    ['a NUL', 'secret\u0000name'],
    ['an escape', 'secret\u001b[31mname'],
    ['a line break', 'secret\nname'],
  ])('%s in the profile full_name: 400 naming the field, nothing stored', async (_name, fullName) => {
    const res = await call('PUT', '/api/auth/profile', { full_name: fullName });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('full_name'));
    expect(await storedName()).toBe('Cook');
  });

  it('a NUL in the ingredient search q: 400 naming q', async () => {
    const res = await call('GET', '/api/ingredients?q=secret%00milk');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('q'));
  });

  it('a NUL in recipe feedback comments: 400 naming comments, no rating stored', async () => {
    const res = await call('POST', `/api/recipes/${owned.recipe}/feedback`, { rating: 4, comments: 'secret\u0000', would_make_again: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('comments'));
    expect(await database.db.select().from(recipeFeedback)).toEqual([]);
  });

  it('comments are prose: tab, line breaks and carriage returns are kept', async () => {
    const comments = 'Lovely.\r\nNext time:\n\t- less salt';
    const res = await call('POST', `/api/recipes/${owned.recipe}/feedback`, { rating: 4, comments, would_make_again: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.comments).toBe(comments);
  });

  it('a control character deep in a list names its place: items.1.name', async () => {
    const item = { ingredient: null, quantity: 1, unit: 'each', is_food: true };
    const res = await call('PUT', `/api/receipts/${owned.receipt}/items`, {
      items: [{ ...item, name: 'Milk' }, { ...item, name: 'Bread\u0007' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('items.1.name'));
    expect(await database.db.select().from(receiptItems).where(sql`${receiptItems.receiptId} = ${owned.receipt}`)).toHaveLength(6);
  });

  it('in a field name too', async () => {
    const res = await call('PUT', '/api/auth/profile', { 'full\u0000name': 'x' });
    expect(res.json()).toEqual(refused('full\ufffdname'));
  });

  it('a body nested 300 000 arrays deep is a 400, not a crash, and a NUL deep down is named', async () => {
    const nested = (depth: number, inner: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        payload: `{"full_name":${'['.repeat(depth)}${inner}${']'.repeat(depth)}}`,
      });
    const deep = await nested(300_000, '');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('VALIDATION_FAILED');
    expect((await nested(3, '"a\\u0000"')).json()).toEqual(refused('full_name.0.0.0'));
  });

  it('ordinary text, accents and emoji pass', async () => {
    const res = await call('PUT', '/api/auth/profile', { full_name: 'Zoë Müller 🍋' });
    expect(res.statusCode).toBe(200);
    expect(await storedName()).toBe('Zoë Müller 🍋');
    await call('PUT', '/api/auth/profile', { full_name: 'Cook' });
  });
});

describe('the log', () => {
  it('carries no query values and no text from bodies, of good or refused requests', async () => {
    await call('GET', '/api/ingredients?q=secret');
    await call('GET', '/api/ingredients?q=secret%00');
    await call('PUT', '/api/auth/profile', { full_name: 'secret\u0000' });
    await call('POST', `/api/recipes/${owned.recipe}/feedback`, { rating: 2, comments: 'secret\u0000', would_make_again: false });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/ingredients"');
    expect(log).not.toContain('secret');
  });

  it("logs a failed query by its SQL, without the parameters or the database's quoted values", async () => {
    const failure = await database.db.execute(sql`select ${'secret-value'}::int`).catch((error: unknown) => error);
    expect(String((failure as Error).message)).toContain('secret-value');
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).not.toContain('secret-value');
    expect(logged).toContain('Failed query: select $1::int');
    expect(logged).toContain('"code":"22P02"');
  });
});
