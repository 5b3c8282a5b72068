import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { trackCommits } from './afterCommit';

/**
 * The one database type the services see, whichever driver is behind it. Queries are built from
 * the tables (./schema), not through drizzle's relational `db.query`: given the schema, drizzle
 * builds a query builder per table for every transaction, a cost in every order's path.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a data-dir tarball, which `{ memory, from }` starts from. */
  dump?(): Promise<Blob>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget = { url: string } | { pgliteDir: string } | { memory: true; from?: Blob };

/** PostgreSQL when a URL is given, otherwise embedded PGlite on disk (or in memory for tests). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL idle connection lost: ${err.message}`));
    const db = drizzlePg(pool);
    return {
      db: trackCommits(db as unknown as Db),
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('pgliteDir' in target) {
    await mkdir(target.pgliteDir, { recursive: true });
    client = new PGlite(target.pgliteDir);
  } else {
    client = new PGlite({ loadDataDir: target.from });
  }
  const db = drizzlePglite(client);
  return {
    db: trackCommits(db as unknown as Db),
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
