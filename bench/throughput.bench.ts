// Job throughput on PostgreSQL: npm run bench:throughput [-- --receipts 12 --plans 24 --workers 1,2 --readers 1]
// Starts one API process and N worker processes (real child processes, as in production: jobs through pg-boss, rate
// limits in Redis) on a fresh database, sends all receipt uploads at once, then all plan requests at once, and reports
// receipts and plans per minute with each job's queue wait (pg-boss: created -> started) and the request's end-to-end
// latency (the client's), p50 and p95. Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, an admin URL: a
// database forkcast_scale_bench_* is made and dropped) and Redis (REDIS_URL, default redis://127.0.0.1:6379).
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { renderReceipt, groceryReceiptLines } from '../apps/server/test/support/receipt-image';
import { startServerProcess, type ServerProcess } from '../apps/server/test/support/server-process';

const { values } = parseArgs({
  options: {
    receipts: { type: 'string', default: '12' },
    plans: { type: 'string', default: '24' },
    workers: { type: 'string', default: '1,2' },
    readers: { type: 'string', default: '1' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}
const RECEIPTS = Number(values.receipts);
const PLANS = Number(values.plans);
const SECRET = 'forkcast-throughput-benchmark-secret-0123456789';
const ORIGIN = 'http://127.0.0.1:3000';

const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${(percentile(sorted, 50) / 1000).toFixed(1)} / ${(percentile(sorted, 95) / 1000).toFixed(1)}`;
};

interface Outcome {
  jobId: string;
  status: number;
  ms: number;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Users with sessions, made the way a finished sign-in makes them (in the database the processes share). */
async function signInUsers(databaseUrl: string, count: number): Promise<string[]> {
  const { loadConfig } = await import('../apps/server/src/config');
  const { openDatabase } = await import('../apps/server/src/db/client');
  const { users } = await import('../apps/server/src/db/schema');
  const { createAuthServices } = await import('../apps/server/src/modules/auth/auth-services');
  const { createRepositories } = await import('../apps/server/src/modules/repositories');
  const database = await openDatabase({ databaseUrl });
  const sessions = createAuthServices(loadConfig({ AUTH_SECRET: SECRET, PUBLIC_ORIGIN: ORIGIN }), createRepositories(database.db)).sessions;
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const [user] = await database.db.insert(users).values({ email: `throughput-${randomUUID()}@example.com`, emailVerified: true }).returning();
    tokens.push(`Bearer ${(await sessions.create(user!.id, 'throughput-bench')).access_token}`);
  }
  await database.close();
  return tokens;
}

/** Queue wait of each job (pg-boss's created -> started), from its live or archived row. */
async function queueWaits(databaseUrl: string, jobIds: string[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ ms: number }>(
    `select extract(epoch from (started_on - created_on)) * 1000 as ms from pgboss.job where id = any($1::uuid[])
     union all
     select extract(epoch from (started_on - created_on)) * 1000 as ms from pgboss.archive where id = any($1::uuid[])`,
    [jobIds],
  );
  await client.end();
  return rows.map((row) => Number(row.ms));
}

async function timed(send: (jobId: string) => Promise<Response>): Promise<Outcome> {
  const jobId = randomUUID();
  const started = performance.now();
  const answer = await send(jobId);
  await answer.arrayBuffer();
  return { jobId, status: answer.status, ms: performance.now() - started };
}

async function run(workers: number): Promise<string[]> {
  const name = `forkcast_scale_bench_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const databaseUrl = withDatabase(adminUrl!, name);
  const processes: ServerProcess[] = [];
  try {
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `forkcast-scale-test:${name}:`,
      AUTH_SECRET: SECRET,
      PUBLIC_ORIGIN: ORIGIN,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      FORKCAST_PLANS_FILE: new URL('../apps/server/test/support/roomy-plans.json', import.meta.url).pathname,
      RATE_LIMIT_MAX: '100000',
      UPLOAD_RATE_LIMIT_MAX: '100000',
      GENERATE_RATE_LIMIT_MAX: '100000',
      UPLOADS_PER_USER: '100',
      RECEIPT_QUEUE_MAX: '1000',
      RECEIPT_READERS: values.readers!,
    };
    const api = await startServerProcess({ ...env, FORKCAST_ROLE: 'api' });
    processes.push(api);
    for (let i = 0; i < workers; i++) processes.push(await startServerProcess({ ...env, FORKCAST_ROLE: 'worker' }));
    const tokens = await signInUsers(databaseUrl, RECEIPTS);
    const photos = await Promise.all(tokens.map((_, i) => renderReceipt([...groceryReceiptLines, `CUSTOMER ${i}`])));

    const receiptsStarted = performance.now();
    const uploads = await Promise.all(
      tokens.map((authorization, i) =>
        timed((jobId) => {
          const form = new FormData();
          form.append('receipt', new Blob([photos[i]!], { type: 'image/png' }), 'receipt.png');
          return fetch(`${api.url}/api/receipts/upload?job_id=${jobId}`, { method: 'POST', body: form, headers: { authorization } });
        }),
      ),
    );
    const receiptsMs = performance.now() - receiptsStarted;
    const receiptIds = await Promise.all(
      uploads.map(async (upload, i) => {
        const answer = await fetch(`${api.url}/api/jobs/${upload.jobId}`, { headers: { authorization: tokens[i]! } });
        return ((await answer.json()) as { data: { result_id: string } }).data.result_id;
      }),
    );

    const plansStarted = performance.now();
    const plans = await Promise.all(
      Array.from({ length: PLANS }, (_, i) =>
        timed((jobId) =>
          fetch(`${api.url}/api/recipes/generate-meal-plan`, {
            method: 'POST',
            headers: { authorization: tokens[i % tokens.length]!, 'content-type': 'application/json' },
            body: JSON.stringify({ receiptId: receiptIds[i % tokens.length], preferences: {}, job_id: jobId }),
          }),
        ),
      ),
    );
    const plansMs = performance.now() - plansStarted;

    const row = async (what: string, outcomes: Outcome[], ms: number) => {
      const ok = outcomes.filter((outcome) => outcome.status === 200);
      const waits = await queueWaits(databaseUrl, ok.map((outcome) => outcome.jobId));
      const failed = outcomes.length - ok.length;
      return `| ${what} | ${workers} | ${ok.length}${failed ? ` (${failed} failed)` : ''} | ${((ok.length / ms) * 60_000).toFixed(1)} | ${summary(waits)} | ${summary(ok.map((outcome) => outcome.ms))} | ${loadavg()[0]!.toFixed(1)} |`;
    };
    return [await row('receipts', uploads, receiptsMs), await row('plans', plans, plansMs)];
  } finally {
    await Promise.all(processes.map((process) => process.stop()));
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

const rows: string[] = [];
for (const workers of values.workers!.split(',').map(Number)) rows.push(...(await run(workers)));
console.log(`\n${cpus().length} cores (${cpus()[0]?.model.trim()}), ${values.readers} receipt reader(s) per worker, ${RECEIPTS} receipts and ${PLANS} plans sent at once\n`);
console.log('| Jobs | Workers | Done | Per minute | Queue wait p50 / p95 s | End to end p50 / p95 s | Load avg (1 min) |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
