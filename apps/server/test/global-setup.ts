import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

/** One name per run, so two runs on one PostgreSQL server (CI and a developer, or two worktrees) never meet. */
const RUN = randomBytes(4).toString('hex');
const TEMPLATE_DB = `forkcast_template_${RUN}`;

/**
 * Migrates one template database for the whole run: a PostgreSQL template database when
 * TEST_DATABASE_URL is set, else a PGlite data directory dumped to a file. Each test file then
 * starts from a copy, which is much faster than migrating again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB) });
    await database.close();
    project.provide('templateDatabase', TEMPLATE_DB);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      const { rows } = await cleanup.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${TEMPLATE_DB}_test_%`, TEMPLATE_DB],
      );
      for (const row of rows) await cleanup.query(`drop database if exists ${row.datname} with (force)`);
      await cleanup.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'forkcast-pglite-'));
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('gzip');
  await database.close();
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
