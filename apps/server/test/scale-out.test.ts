import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Database } from '../src/db/client.js';
import { jobs, mealPlans, receipts, usageEvents, users } from '../src/db/schema.js';
import { createAuthServices } from '../src/modules/auth/auth-services.js';
import { createRepositories } from '../src/modules/repositories.js';
import { createTestDatabase, roomyPlansFile, testConfig } from './helper.js';
import { reachable } from './support/reachable.js';
import { groceryReceiptLines, renderReceipt } from './support/receipt-image.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

// Two API processes and one worker as real child processes on PostgreSQL, with jobs through pg-boss and the rate
// limits in Redis: uploads and plan requests go round-robin to both APIs, the worker is killed (SIGKILL) in the middle
// of a reading and another is started, and every request must complete exactly once. Last, a worker stopped with
// SIGTERM drains: it finishes the reading it has started and exits cleanly.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const missing = !databaseUrl ? 'TEST_DATABASE_URL is not set' : !(await reachable(redisUrl, 6379)) ? `Redis is not reachable at ${redisUrl}` : null;
if (missing) console.log(`scale-out.test.ts skipped: ${missing} (it needs PostgreSQL and Redis)`);

const USERS = 6;
const SECRET = testConfig().auth.secret!;

describe.skipIf(missing !== null)('two API processes and a worker on PostgreSQL', () => {
  let database: Database;
  const processes: ServerProcess[] = [];
  let env: Record<string, string>;

  const start = async (role: 'api' | 'worker') => {
    const started = await startServerProcess({ ...env, FORKCAST_ROLE: role });
    processes.push(started);
    return started;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `forkcast-scale-test:${randomBytes(4).toString('hex')}:`,
      AUTH_SECRET: SECRET,
      // Access tokens name their issuer: the test signs them as any of the processes would.
      PUBLIC_ORIGIN: testConfig().publicOrigin,
      FORKCAST_PLANS_FILE: roomyPlansFile,
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMIT_MAX: '10000',
      UPLOAD_RATE_LIMIT_MAX: '10000',
      GENERATE_RATE_LIMIT_MAX: '10000',
      UPLOADS_PER_USER: '2',
      RECEIPT_QUEUE_MAX: '50',
      RECEIPT_READERS: '1',
      // A killed worker's job is found after its timeout, by maintenance that runs every second.
      RECEIPT_JOB_TIMEOUT_S: '10',
      PLAN_JOB_TIMEOUT_S: '10',
      QUEUE_MAINTENANCE_S: '1',
    };
  });

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop('SIGKILL')));
    await database?.close();
  });

  it('completes every upload and plan request exactly once when the worker dies mid-job', async () => {
    onTestFailed(() => {
      for (const process of processes) console.log(`--- ${process.url}\n${process.output()}`);
    });
    const [apiA, apiB, firstWorker] = await Promise.all([start('api'), start('api'), start('worker')]);
    const apis = [apiA!.url, apiB!.url];
    const sessions = createAuthServices(testConfig(), createRepositories(database.db)).sessions;
    const people = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const [user] = await database.db.insert(users).values({ email: `scale-${i}@example.com`, emailVerified: true }).returning();
        return { id: user!.id, authorization: `Bearer ${(await sessions.create(user!.id, 'scale-test')).access_token}` };
      }),
    );
    const photos = await Promise.all(people.map((_, i) => renderReceipt([...groceryReceiptLines, `CUSTOMER ${i}`])));

    // Kill the worker while it reads a receipt, then start another.
    const killer = (async () => {
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
        const [working] = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.stage, 'working'));
        if (working) {
          await firstWorker!.stop('SIGKILL');
          await start('worker');
          return working.id;
        }
        await sleep(25);
      }
      throw new Error('no job was seen working');
    })();

    const uploads = await Promise.all(
      people.map(async (person, i) => {
        const form = new FormData();
        form.append('receipt', new Blob([photos[i]!], { type: 'image/png' }), 'receipt.png');
        const answer = await fetch(`${apis[i % 2]}/api/receipts/upload`, { method: 'POST', body: form, headers: { authorization: person.authorization } });
        return { status: answer.status, body: (await answer.json()) as { data: { receiptId: string } } };
      }),
    );
    const killedJob = await killer;
    expect(uploads.map((upload) => upload.status)).toEqual(people.map(() => 200));

    const plans = await Promise.all(
      people.map(async (person, i) => {
        const answer = await fetch(`${apis[(i + 1) % 2]}/api/recipes/generate-meal-plan`, {
          method: 'POST',
          headers: { authorization: person.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ receiptId: uploads[i]!.body.data.receiptId, preferences: {} }),
        });
        return { status: answer.status, body: (await answer.json()) as { data: { id: string } } };
      }),
    );
    expect(plans.map((plan) => plan.status)).toEqual(people.map(() => 200));

    // Exactly one receipt and one plan per user, each the one its request answered, each under its own finished job.
    const db = database.db;
    const storedReceipts = await db.select({ id: receipts.id, userId: receipts.userId, jobId: receipts.jobId }).from(receipts);
    const storedPlans = await db.select({ id: mealPlans.id, userId: mealPlans.userId, jobId: mealPlans.jobId }).from(mealPlans);
    const allJobs = await db.select().from(jobs);
    expect(storedReceipts.map((r) => r.id).sort()).toEqual(uploads.map((u) => u.body.data.receiptId).sort());
    expect(storedPlans.map((p) => p.id).sort()).toEqual(plans.map((p) => p.body.data.id).sort());
    expect(new Set(storedReceipts.map((r) => r.userId)).size).toBe(USERS);
    expect(new Set(storedPlans.map((p) => p.userId)).size).toBe(USERS);
    expect(allJobs).toHaveLength(2 * USERS);
    expect(allJobs.every((job) => job.stage === 'done' && job.image === null)).toBe(true);
    const resultOf = new Map(allJobs.map((job) => [job.id, job.resultId]));
    for (const row of [...storedReceipts, ...storedPlans]) expect(resultOf.get(row.jobId!)).toBe(row.id);

    // The killed run was taken up again by the new worker.
    expect(allJobs.find((job) => job.id === killedJob)?.attempts).toBeGreaterThanOrEqual(2);
    // Every allowance reserved was for a result: none was left behind by the killed run.
    const [events] = await db.select({ n: sql<number>`count(*)::int` }).from(usageEvents);
    expect(events?.n).toBe(2 * USERS);
    // Nothing is left in pg-boss's queues.
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pgboss.job`)
      .where(sql`name like 'forkcast-%' and state < 'completed'`);
    expect(left?.n).toBe(0);

    // SIGTERM drains a worker: the reading it has started is finished (not handed to another run), then it exits cleanly.
    const worker = processes.at(-1)!;
    const form = new FormData();
    form.append('receipt', new Blob([photos[1]!], { type: 'image/png' }), 'receipt.png');
    const lastUpload = fetch(`${apis[0]}/api/receipts/upload?duplicate=allow`, { method: 'POST', body: form, headers: { authorization: people[0]!.authorization } });
    for (let seen = false; !seen; await sleep(25)) {
      seen = (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.stage, 'working'))).length > 0;
    }
    const exited = new Promise<number | null>((resolve) => worker.child.once('exit', (code) => resolve(code)));
    worker.child.kill('SIGTERM');
    expect((await lastUpload).status).toBe(200);
    expect(await exited).toBe(0);
    const [drained] = await db.select({ attempts: jobs.attempts }).from(jobs).where(sql`${jobs.createdAt} = (select max(created_at) from jobs)`);
    expect(drained?.attempts).toBe(1);
  }, 90_000);
});
