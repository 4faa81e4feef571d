import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../errors.js';
import type { JobObserver } from '../modules/jobs/job-service.js';
import { serializeError } from './logging.js';
import type { JobKind, JobQueue } from '../queue/job-queue.js';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * The process's Prometheus metrics (prom-client, one registry per app): request latency by route, jobs waiting per
 * kind, job duration and failures, and the time OCR and the planner take. Labels are routes, kinds and error codes:
 * nothing a user typed.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  let queue: JobQueue | undefined;
  const requestSeconds = new Histogram({
    name: 'forkcast_http_request_duration_seconds',
    help: 'Time from request to response, by route (its pattern) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'forkcast_jobs_waiting',
    help: 'Jobs waiting for a worker, by kind (the whole queue, as this process sees it)',
    labelNames: ['kind'],
    registers,
    async collect() {
      if (!queue) return;
      for (const [kind, count] of Object.entries(await queue.waiting())) this.set({ kind }, count);
    },
  });
  const jobSeconds = new Histogram({
    name: 'forkcast_job_duration_seconds',
    help: 'Time a worker spent on a job run, by kind and outcome (done, failed, retry)',
    labelNames: ['kind', 'outcome'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const jobFailures = new Counter({
    name: 'forkcast_job_failures_total',
    help: 'Job runs that did not store a result, by kind and reason (an error code, retry, or gave_up)',
    labelNames: ['kind', 'reason'],
    registers,
  });
  const receiptReadSeconds = new Histogram({
    name: 'forkcast_receipt_read_seconds',
    help: 'Time to read one receipt: image preparation and OCR',
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const plannerSeconds = new Histogram({
    name: 'forkcast_planner_seconds',
    help: 'Time the planner took for one plan',
    buckets: SECONDS_BUCKETS,
    registers,
  });

  return {
    registry,
    /** Counts what the queue holds when metrics are read. */
    watchQueue(watched: JobQueue): void {
      queue = watched;
    },
    receiptRead: (seconds: number) => receiptReadSeconds.observe(seconds),
    planned: (seconds: number) => plannerSeconds.observe(seconds),
    jobObserver(log: FastifyBaseLogger): JobObserver {
      return {
        ran(kind: JobKind, outcome, seconds, reason) {
          if (outcome !== 'gave_up') jobSeconds.observe({ kind, outcome }, seconds);
          if (outcome !== 'done') jobFailures.inc({ kind, reason: reason ?? outcome });
        },
        crashed(kind, jobId, error) {
          log.error({ kind, jobId, err: serializeError(error) }, 'job run failed');
        },
      };
    },
    /** Times every request by its route pattern; with `token`, serves /metrics to requests bearing it. */
    register(app: FastifyInstance, token: string | undefined): void {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? 'unmatched';
        requestSeconds.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
      });
      if (!token) return;
      collectDefaultMetrics({ register: registry });
      const expected = Buffer.from(`Bearer ${token}`);
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const given = Buffer.from(request.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          throw new AppError('UNAUTHENTICATED', 'A metrics token is required');
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
