import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { withDatabase } from './global-setup.js';

/** A fresh database for one test file, copied from the migrated template. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('templateDatabase');
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `${template}_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    return openDatabase({ databaseUrl: withDatabase(url, name) });
  }
  const dump = new Blob([readFileSync(template)]);
  const pglite = new PGlite({ loadDataDir: dump });
  return openDatabase({ pglite });
}

/**
 * Allowances no test reaches, so tests of reading and planning are never refused by a limit. A test of limits passes
 * `FORKCAST_PLANS_FILE: undefined` (the default catalogue) or a file of its own.
 */
export const roomyPlansFile = fileURLToPath(new URL('./support/roomy-plans.json', import.meta.url));

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000',
    AUTH_RATE_LIMIT_MAX: '10000',
    WEB_DIST_DIR: '/nonexistent',
    AUTH_SECRET: 'forkcast-integration-tests-secret-0123456789',
    FORKCAST_PLANS_FILE: roomyPlansFile,
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on its own database, driven through `app.inject`. */
export async function createTestApp(overrides: Record<string, string | undefined> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
