// Limit-check timing: npm run bench:limit-check [-- --calls 200]
// The real app on a fresh embedded PGlite database (or on DATABASE_URL), one signed-in user with a week of usage:
// times POST /api/auth/check-limits and GET /api/auth/usage through app.inject, and the reservation an upload or a
// generation takes before its work (advisory lock, count, insert, in one transaction). Prints a markdown table.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { usageEvents, users } from '../src/db/schema.js';
import { createAuthServices } from '../src/modules/auth/auth-services.js';
import { createRepositories } from '../src/modules/repositories.js';
import { planCatalogueFile } from '../src/modules/subscriptions/plan-catalogue.js';
import { createPlanService } from '../src/modules/subscriptions/plan-service.js';
import { createUsageService } from '../src/modules/subscriptions/usage-service.js';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '200' } } });
const CALLS = Number(values.calls);
const WARM_UP = 20;

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '1000000',
  AUTH_SECRET: 'forkcast-limit-check-benchmark-secret-0123',
  DATABASE_URL: process.env.DATABASE_URL,
});
const database = config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl }) : await openDatabase({ pglite: new PGlite() });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const repositories = createRepositories(database.db);

const [user] = await database.db
  .insert(users)
  .values({ email: `bench-${Date.now()}@example.com`, emailVerified: true, fullName: 'Bench' })
  .returning({ id: users.id });
const userId = user!.id;
const { access_token } = await createAuthServices(config, repositories).sessions.create(userId, 'limit-check-bench');
// A busy week on record: what the count runs over.
const weekAgo = Date.now() - 6 * 86_400_000;
await database.db.insert(usageEvents).values(
  Array.from({ length: 60 }, (_, i) => ({
    userId,
    operation: i % 2 ? ('receipt_processing' as const) : ('meal_plan_generation' as const),
    createdAt: new Date(weekAgo + i * 3_600_000),
  })),
);

/** Runs `task` WARM_UP times untimed, then CALLS times; answers the median and 95th percentile in ms. */
async function time(task: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i++) await task();
  const ms: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await task();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, p95: ms[Math.floor(ms.length * 0.95)]! };
}

const headers = { authorization: `Bearer ${access_token}` };
const checkLimits = await time(async () => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/check-limits', headers, payload: { operation_type: 'receipt_processing' } });
  if (res.statusCode !== 200) throw new Error(`check-limits answered ${res.statusCode}`);
});
const usage = await time(async () => {
  const res = await app.inject({ method: 'GET', url: '/api/auth/usage', headers });
  if (res.statusCode !== 200) throw new Error(`usage answered ${res.statusCode}`);
});

// The reservation on its own, with allowances no run reaches; the empty work is taken back, as a failed read is.
const roomy = { receipt_processing: { limit: 1_000_000, period: 'week' }, meal_plan_generation: { limit: 1_000_000, period: 'week' } };
const plan = { allowances: roomy, max_meal_plan_days: 14, daily_cost_limit: 1_000_000, features: [], priority_support: false };
const catalogue = planCatalogueFile.parse({ plans: { free: plan, premium: plan } });
const meter = createUsageService({
  usage: repositories.usage,
  plans: createPlanService(repositories.subscriptions, catalogue),
  operationCosts: catalogue.operationCosts,
});
const reservation = await time(() =>
  meter.metered(userId, 'receipt_processing', () => Promise.reject(new Error('released'))).catch(() => undefined),
);

await app.close();
await database.close();

const row = (name: string, t: { median: number; p95: number }) => `| ${name} | ${t.median.toFixed(2)} | ${t.p95.toFixed(2)} |`;
console.log(`Database: ${database.kind}; ${CALLS} timed calls after ${WARM_UP} warm-up; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}\n`);
console.log('| call | median ms | p95 ms |\n|---|---|---|');
console.log(row('POST /api/auth/check-limits (app.inject)', checkLimits));
console.log(row('GET /api/auth/usage (app.inject)', usage));
console.log(row('reservation: lock, count, insert; then release', reservation));
