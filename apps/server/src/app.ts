import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAuth } from './modules/auth/index.js';
import { registerFeatureRoutes } from './modules/feature-routes.js';
import { createFeatureServices, runJobs, type FeatureServices } from './modules/feature-services.js';
import { createHealthService } from './modules/health/health-service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createJobService, type JobService } from './modules/jobs/job-service.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { createRepositories } from './modules/repositories.js';
import { registerControlCharacterCheck } from './plugins/control-characters.js';
import { registerErrorHandler, registerNotFound } from './plugins/error-handler.js';
import { loggerOptions, serializeError } from './plugins/logging.js';
import { createMetrics } from './plugins/metrics.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';
import type { JobQueue } from './queue/job-queue.js';
import { openJobQueue } from './queue/open-job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database behind the app, for tests and tools; routes reach it only through services and repositories. */
    database: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino logger options; tests pass false. */
  logger?: boolean | Record<string, unknown>;
}

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  // The API speaks JSON, and multipart for uploads: a body of any other type is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  const { role } = config.queue;
  const servesApi = role !== 'worker';
  const metrics = createMetrics();
  metrics.register(app, config.metricsToken);
  if (servesApi) {
    await registerSecurity(app, config);
    registerControlCharacterCheck(app);
    await app.register(compress, { threshold: 1024 });
    await app.register(swagger, {
      openapi: {
        info: { title: 'Forkcast API', version: '0.1.0', description: 'Receipts in, meal plans out.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    // No staticCSP: the docs page loads only its own files, so it gets the same strict CSP (from helmet) as everything else.
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  const repositories = createRepositories(database.db);
  const queue = await openJobQueue(config.queue, database, app.log);
  metrics.watchQueue(queue);
  const jobs = createJobService({ repository: repositories.jobs, queue, observer: metrics.jobObserver(app.log) });
  const services = createFeatureServices({ config, repositories, jobs, metrics });
  // onClose hooks run last-registered first: the queue drains (jobs in flight finish) before the threads stop.
  app.addHook('onClose', () => services.close());
  app.addHook('onClose', () => queue.stop(config.shutdownTimeoutMs));
  if (role !== 'api') await startJobs(app, jobs, services, queue);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: createHealthService(database, queue) });
      if (!servesApi) return;
      // Its access guard covers every /api route registered after it (the endpoint table says which are public).
      await registerAuth(api, repositories);
      // The document describing the API is not an endpoint of it, so it is outside the endpoint table.
      api.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => api.swagger());
      await api.register(jobsRoutes, { service: jobs });
      await registerFeatureRoutes(api, repositories, services);
    },
    { prefix: '/api' },
  );

  registerNotFound(app, servesApi && (await registerWebApp(app, config.webDistDir)));
  return app;
}

const HOUR_MS = 3_600_000;

/** This process takes jobs; it also forgets jobs that ended a day ago, and on PGlite those its previous run left. */
async function startJobs(app: FastifyInstance, jobs: JobService, services: FeatureServices, queue: JobQueue): Promise<void> {
  if (queue.name === 'in-process') await jobs.cancelAllUnderWay();
  await runJobs(jobs, services, app.config);
  const prune = setInterval(() => {
    jobs.pruneEnded(24 * HOUR_MS).catch((error: unknown) => app.log.warn({ err: serializeError(error) }, 'pruning ended jobs failed'));
  }, HOUR_MS).unref();
  app.addHook('onClose', async () => clearInterval(prune));
}
