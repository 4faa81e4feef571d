import { readFileSync } from 'node:fs';
import { OCR_ENGINE_CHOICES, type OcrEngineChoice } from '@forkcast/receipts';
import { z } from 'zod';
import { authEnvShape, readAuthConfig, type AuthConfig } from './modules/auth/auth-config.js';
import { billingEnvShape, missingStripeSettings, readBillingConfig, type BillingConfig } from './modules/subscriptions/billing-config.js';
import { defaultPlanCatalogue, planCatalogueFile, type PlanCatalogue } from './modules/subscriptions/plan-catalogue.js';

/**
 * Configuration is read once, here, from the environment; nothing else reads process.env.
 * A wrong value stops the start with a message naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  /** Requests per minute per client address across the API. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /**
   * Proxies whose X-Forwarded-For is believed, as addresses, CIDR ranges or proxy-addr names, comma-separated.
   * Only these may name the client, so nobody can dodge a rate limit by sending their own X-Forwarded-For.
   */
  TRUST_PROXY: z.string().min(1).optional(),
  /** Built web app to serve; unset serves apps/web/dist when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  /** OCR engine for receipt photos: 'auto' uses the tesseract command when installed with English, else tesseract.js. */
  FORKCAST_OCR_ENGINE: z.enum(OCR_ENGINE_CHOICES).default('auto'),
  /** A JSON file with the plan catalogue (allowances, periods, cost limits, operation costs); unset: the Pricing page's reading. */
  FORKCAST_PLANS_FILE: z.string().min(1).optional(),
  ...authEnvShape,
  ...billingEnvShape,
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
  /** Fastify `trustProxy`: false, or the trusted proxy addresses. */
  trustProxy: string | false;
  webDistDir: string | undefined;
  ocrEngine: OcrEngineChoice;
  /** What each plan allows and what each counted operation costs. */
  plans: PlanCatalogue;
  auth: AuthConfig;
  billing: BillingConfig;
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
  const missingStripe = missingStripeSettings(env);
  if (missingStripe.length > 0) {
    const lines = missingStripe.map((name) => `${name}: required when STRIPE_SECRET_KEY is set`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, ''),
    rateLimitMax: env.RATE_LIMIT_MAX,
    // In production a reverse proxy on the same host or a private network is the usual front.
    trustProxy: env.TRUST_PROXY ?? (env.NODE_ENV === 'production' ? 'loopback, linklocal, uniquelocal' : false),
    webDistDir: env.WEB_DIST_DIR,
    ocrEngine: env.FORKCAST_OCR_ENGINE,
    plans: readPlansFile(env.FORKCAST_PLANS_FILE),
    auth: readAuthConfig(env),
    billing: readBillingConfig(env),
  };
}
