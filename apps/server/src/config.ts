import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { OCR_ENGINE_CHOICES, type OcrEngineChoice } from '@forkcast/receipts';
import { z } from 'zod';
import { authEnvShape, readAuthConfig, type AuthConfig } from './modules/auth/auth-config.js';
import { defaultPlanCatalogue, planCatalogueFile, type PlanCatalogue } from './modules/subscriptions/plan-catalogue.js';
import { billingEnvShape, missingStripeSettings, readBillingConfig, type BillingConfig } from './modules/subscriptions/billing-config.js';
import { readUploadConfig, uploadEnvShape, type UploadConfig } from './modules/receipts/upload-config.js';
import { queueEnvShape, readQueueConfig, type QueueConfig } from './queue/queue-config.js';

/** A TRUST_PROXY entry: an address, a range (CIDR or netmask), or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (range === undefined || /^\d{1,3}$/.test(range) || isIP(range) !== 0);
}

/**
 * Configuration is read once, here, from the environment; nothing else reads process.env.
 * A wrong value stops the start with a message naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Outside production the default is 127.0.0.1: a development server (and its sign-in as anyone) stays on this computer. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://... runs on a PostgreSQL server; unset runs embedded PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The origin users reach Forkcast on; OAuth redirects and checkout return URLs are built from it. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Requests per minute per client address across the API, counted before sign-in is checked. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Receipt uploads per minute per user (each one runs OCR). */
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Meal plan generations per minute per user (each one runs the optimiser). */
  GENERATE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /**
   * Proxies whose X-Forwarded-For is believed, as addresses, CIDR ranges or proxy-addr names, comma-separated.
   * Unset in every mode: only a proxy named here may name the client, so nobody can dodge a rate limit by
   * sending their own X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .refine((value) => value.split(',').every((entry) => isProxyEntry(entry.trim())), 'addresses, CIDR ranges or loopback, linklocal, uniquelocal, comma-separated')
    .optional(),
  /**
   * Redis for the rate limits' counts (redis:// or rediss://), so every API process counts the same requests; required
   * with FORKCAST_ROLE=api. Unset: each process counts its own, in memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Prefix of every Redis key Forkcast writes (several deployments or test runs may share one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).default('forkcast:'),
  /** Milliseconds a stopping process (SIGTERM) gives the requests and jobs in flight to finish. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Serves Prometheus metrics at /metrics to requests bearing this token; unset: no /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Built web app to serve; unset serves apps/web/dist when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  /** OCR engine for receipt photos: 'auto' uses the tesseract command when installed with English, else tesseract.js. */
  FORKCAST_OCR_ENGINE: z.enum(OCR_ENGINE_CHOICES).default('auto'),
  /** A JSON file with the plan catalogue (allowances, periods, cost limits, operation costs); unset: the Pricing page's reading. */
  FORKCAST_PLANS_FILE: z.string().min(1).optional(),
  ...authEnvShape,
  ...billingEnvShape,
  ...uploadEnvShape,
  ...queueEnvShape,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  databaseUrl: string | undefined;
  dataDir: string;
  publicOrigin: string;
  rateLimitMax: number;
  uploadRateLimitMax: number;
  generateRateLimitMax: number;
  /** Fastify `trustProxy`: false, or the trusted proxy addresses. */
  trustProxy: string | false;
  webDistDir: string | undefined;
  ocrEngine: OcrEngineChoice;
  /** What each plan allows and what each counted operation costs. */
  plans: PlanCatalogue;
  auth: AuthConfig;
  billing: BillingConfig;
  uploads: UploadConfig;
  queue: QueueConfig;
  redis: { url: string; keyPrefix: string } | undefined;
  shutdownTimeoutMs: number;
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

/** The plans file named by FORKCAST_PLANS_FILE, validated; any fault names the variable, the file and the setting. */
function readPlansFile(file: string | undefined): PlanCatalogue {
  if (!file) return defaultPlanCatalogue;
  const fail = (reason: string): never => {
    throw new ConfigError(`Invalid configuration:\n  FORKCAST_PLANS_FILE: ${file}: ${reason}`);
  };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(error instanceof SyntaxError ? `not JSON (${error.message})` : `cannot be read (${(error as Error).message})`);
  }
  const parsed = planCatalogueFile.safeParse(json);
  if (!parsed.success) {
    return fail(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production (at least 32 characters)');
  }
  const scaleOut = scaleOutFaults(env);
  if (scaleOut.length > 0) throw new ConfigError(`Invalid configuration:\n  ${scaleOut.join('\n  ')}`);
  const missingStripe = missingStripeSettings(env);
  if (missingStripe.length > 0) {
    const lines = missingStripe.map((name) => `${name}: required when STRIPE_SECRET_KEY is set`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, ''),
    rateLimitMax: env.RATE_LIMIT_MAX,
    uploadRateLimitMax: env.UPLOAD_RATE_LIMIT_MAX,
    generateRateLimitMax: env.GENERATE_RATE_LIMIT_MAX,
    // Trusting proxies by default would let a client that reaches the server directly name its own address.
    trustProxy: env.TRUST_PROXY ?? false,
    webDistDir: env.WEB_DIST_DIR,
    ocrEngine: env.FORKCAST_OCR_ENGINE,
    plans: readPlansFile(env.FORKCAST_PLANS_FILE),
    auth: readAuthConfig(env),
    billing: readBillingConfig(env),
    uploads: readUploadConfig(env),
    queue: readQueueConfig(env),
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    metricsToken: env.METRICS_TOKEN,
  };
}

/**
 * An api or worker process is one of several: they share PostgreSQL (PGlite is one process's), and API processes
 * share the secret their tokens are signed with (a generated one is per machine) and the rate limits' counts (Redis).
 */
function scaleOutFaults(env: Env): string[] {
  if (env.FORKCAST_ROLE === 'all') return [];
  const role = `required with FORKCAST_ROLE=${env.FORKCAST_ROLE}`;
  const faults = env.DATABASE_URL ? [] : [`DATABASE_URL: ${role} (embedded PGlite serves one process)`];
  if (env.FORKCAST_ROLE === 'api') {
    if (!env.AUTH_SECRET) faults.push(`AUTH_SECRET: ${role} (every API process must verify the others' tokens)`);
    if (!env.REDIS_URL) faults.push(`REDIS_URL: ${role} (rate limits must count across API processes)`);
  }
  return faults;
}
