// API latency under load: npm run bench:api [-- --seconds 20 --connections 10,50 --only list,health]
// Starts the real server in a child process (embedded PGlite, the machine's OCR engine) with users who each have a
// read receipt and a meal plan, then loads the meal-plan list, one plan, health and the receipt upload with N
// connections for a fixed time each: first idle, then while two other receipts are being read the whole time.
// The load generator runs in this process; the server reports its own event-loop delay for each row (what work on
// the main thread costs every request, less moved by the machine's other load than latency is). Prints a markdown
// table of p50/p99, errors and event-loop delay, with the load average (other work on the machine moves these figures).
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { renderReceipt, groceryReceiptLines } from '../apps/server/test/support/receipt-image';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10,50' },
    /** Rows to run, by words of their request name: `--only list,health`. */
    only: { type: 'string', default: '' },
    serve: { type: 'boolean', default: false },
  },
});

const USERS = 52; // one per connection (uploads are bounded per user) and two for the background reads
const BOUNDARY = '----forkcast-bench-boundary';

function multipartBody(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface Fixture {
  port: number;
  tokens: string[];
  planId: string;
}

/** The child: the app on a fresh database, users with a receipt and a plan, listening on a free port. */
async function serve(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const { openDatabase } = await import('../apps/server/src/db/client');
  const { createSession } = await import('../apps/server/test/support/sign-in');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    AUTH_SECRET: 'forkcast-api-benchmark-secret-0123456789',
    FORKCAST_PLANS_FILE: new URL('../apps/server/test/support/roomy-plans.json', import.meta.url).pathname,
    WEB_DIST_DIR: '/nonexistent',
  });
  const database = await openDatabase({ pglite: new PGlite() });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) tokens.push((await createSession(app, { email: `bench-${i}@example.com` })).access_token);
  const auth = { authorization: `Bearer ${tokens[0]}` };
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/receipts/upload',
    payload: multipartBody(await renderReceipt(groceryReceiptLines)),
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const receiptId = uploaded.json().data.receiptId as string;
  const plan = await app.inject({ method: 'POST', url: '/api/recipes/generate-meal-plan', payload: { receiptId }, headers: auth });
  const planId = plan.json().data.id as string;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('message', (message) => {
    if (message === 'reset') delay.reset();
    if (message === 'report') process.send!({ p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 } satisfies LoopDelay);
  });
  process.send!({ port, tokens, planId } satisfies Fixture);
}

interface LoopDelay {
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Target {
  name: string;
  request: (token: string) => { path: string; init: RequestInit };
}

/** Runs `connections` request loops for `seconds`; answers latencies (ms) and the count of non-2xx answers by status. */
async function load(base: string, target: Target, tokens: string[], connections: number, seconds: number) {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      while (performance.now() < until) {
        const { path, init } = target.request(tokens[c % tokens.length]!);
        const started = performance.now();
        let status: string;
        try {
          const res = await fetch(base + path, init);
          await res.arrayBuffer();
          status = res.ok ? 'ok' : String(res.status);
        } catch {
          status = 'network';
        }
        latencies.push(performance.now() - started);
        if (status !== 'ok') errors.set(status, (errors.get(status) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, errors };
}

/** Keeps two receipts being read until stopped (each read by its own user, duplicates allowed). */
function readTwoReceiptsMeanwhile(base: string, tokens: string[], body: Buffer) {
  let stop = false;
  let reads = 0;
  const loops = tokens.map(async (token) => {
    while (!stop) {
      const res = await fetch(`${base}/api/receipts/upload?duplicate=allow`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      await res.arrayBuffer();
      if (res.ok) reads++;
    }
  });
  return async () => {
    stop = true;
    await Promise.all(loops);
    return reads;
  };
}

async function main(): Promise<void> {
  const seconds = Number(values.seconds);
  const connectionCounts = values.connections.split(',').map(Number);
  const server: ChildProcess = fork(new URL(import.meta.url).pathname, ['--serve'], { stdio: 'inherit' });
  const fixture = await new Promise<Fixture>((resolve, reject) => {
    server.once('message', (m) => resolve(m as Fixture));
    server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const base = `http://127.0.0.1:${fixture.port}`;
  const receipt = multipartBody(await renderReceipt(groceryReceiptLines));
  const loadTokens = fixture.tokens.slice(0, USERS - 2);
  const readerTokens = fixture.tokens.slice(USERS - 2);
  const get = (path: string) => (token: string) => ({ path, init: { headers: { authorization: `Bearer ${token}` } } });
  const targets: Target[] = [
    { name: 'GET meal-plan list', request: get('/api/recipes/meal-plans') },
    // Every load user asks for the first user's plan: a 404 for all but the owner would measure the wrong path.
    { name: 'GET one meal plan', request: () => get(`/api/recipes/meal-plans/${fixture.planId}`)(fixture.tokens[0]!) },
    { name: 'GET health', request: get('/api/health') },
    {
      name: 'POST receipt upload',
      request: (token) => ({
        path: '/api/receipts/upload?duplicate=allow',
        init: {
          method: 'POST',
          body: receipt,
          headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        },
      }),
    },
  ];

  const wanted = values.only ? values.only.split(',') : [];
  const chosen = targets.filter((t) => wanted.length === 0 || wanted.some((word) => t.name.includes(word)));
  const rows: string[] = [];
  for (const background of ['idle', 'two receipts being read'] as const) {
    for (const target of chosen) {
      for (const connections of connectionCounts) {
        const stopReading = background === 'idle' ? undefined : readTwoReceiptsMeanwhile(base, readerTokens, receipt);
        const load1 = loadavg()[0]!.toFixed(1);
        server.send('reset');
        const { latencies, errors } = await load(base, target, loadTokens, connections, seconds);
        const loop = await new Promise<LoopDelay>((resolve) => {
          server.once('message', (m) => resolve(m as LoopDelay));
          server.send('report');
        });
        const reads = stopReading ? await stopReading() : 0;
        const errorText = errors.size === 0 ? '0' : [...errors].map(([status, n]) => `${n}× ${status}`).join(', ');
        rows.push(
          `| ${target.name} | ${connections} | ${background}${stopReading ? ` (${reads} read)` : ''} | ${latencies.length} | ` +
            `${percentile(latencies, 50).toFixed(0)} | ${percentile(latencies, 99).toFixed(0)} | ${errorText} | ` +
            `${loop.p99.toFixed(0)} / ${loop.max.toFixed(0)} | ${load1} |`,
        );
        console.error(rows.at(-1));
      }
    }
  }
  server.kill('SIGTERM');

  console.log(`\nAPI latency, ${seconds} s per row, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}\n`);
  console.log('| Request | Connections | Meanwhile | Requests | p50 ms | p99 ms | Errors | Event-loop delay p99 / max ms | Load avg (1 min) |');
  console.log('|---|---:|---|---:|---:|---:|---|---:|---:|');
  for (const row of rows) console.log(row);
}

if (values.serve) await serve();
else await main();
