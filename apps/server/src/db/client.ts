import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir, restrictToOwner, type DataDirLock } from './data-dir.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's address (the job queue connects to it too); undefined on PGlite. */
  url?: string;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Migrations applied to the database, and how many this build has (readiness wants them equal). */
  migrations(): Promise<{ applied: number; expected: number }>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const expectedMigrations = (JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }).entries.length;
/** drizzle's own record of the migrations it applied. */
const APPLIED_MIGRATIONS = 'select count(*)::int as applied from drizzle.__drizzle_migrations';

/** Namespace of the migration lock among advisory locks ('migr'). */
const MIGRATION_LOCK = 0x6d696772;

/** Migrates under a lock: processes starting together (APIs and workers) take turns, and the later ones find nothing to do. */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/**
 * A PostgreSQL server when `databaseUrl` is set, else embedded PGlite in `dataDir` (or in memory for tests). A data
 * folder is locked to this process until `close()` (DataDirInUseError when another process has it) and kept owner-only.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migrateAlone(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: options.databaseUrl,
      ping: async () => void (await pool.query('select 1')),
      migrations: async () => ({
        applied: (await pool.query<{ applied: number }>(APPLIED_MIGRATIONS)).rows[0]?.applied ?? 0,
        expected: expectedMigrations,
      }),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  let lock: DataDirLock | undefined;
  if (!client) {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
      lock = lockDataDir(options.dataDir);
    }
    client = new PGlite(options.dataDir);
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    lock?.release();
    throw error;
  }
  if (options.dataDir) restrictToOwner(options.dataDir);
  const pglite = client;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await pglite.query('select 1')),
    migrations: async () => ({
      applied: (await pglite.query<{ applied: number }>(APPLIED_MIGRATIONS)).rows[0]?.applied ?? 0,
      expected: expectedMigrations,
    }),
    close: async () => {
      await pglite.close();
      lock?.release();
    },
  };
}
