import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { createScratchDatabase } from '../../helpers/scratchDatabase';

/*
 * The two databases a bench runs on: PGlite on disk, as `npm start` runs it, and a fresh
 * PostgreSQL database (created, then dropped) on TEST_DATABASE_URL or the local server.
 */

export type OpenedDatabase = Database & { url?: string; drop(): Promise<void> };
export type BenchTarget = { kind: 'pglite' | 'postgres'; open(): Promise<OpenedDatabase> };

export function pgliteTarget(): BenchTarget {
  return {
    kind: 'pglite',
    async open() {
      const dir = await mkdtemp(path.join(tmpdir(), 'tw-bench-'));
      const database = await openDatabase({ pgliteDir: dir });
      return { ...database, drop: () => rm(dir, { recursive: true, force: true }) };
    },
  };
}

/** PostgreSQL at `adminUrl`, or null when it does not answer. */
export async function postgresTarget(adminUrl: string): Promise<BenchTarget | null> {
  const probe = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    await probe.end();
  } catch {
    return null;
  }
  return {
    kind: 'postgres',
    async open() {
      const scratch = await createScratchDatabase(adminUrl, 'tw_bench');
      const database = await openDatabase({ url: scratch.url });
      return { ...database, url: scratch.url, drop: scratch.drop };
    },
  };
}

/**
 * The databases to run on: PGlite, and PostgreSQL when it answers (`BENCH_DB=pglite` or
 * `postgres` picks one). Says so when PostgreSQL is skipped.
 */
export async function benchTargets(what: string): Promise<BenchTarget[]> {
  const only = process.env.BENCH_DB;
  const targets: BenchTarget[] = only === 'postgres' ? [] : [pgliteTarget()];
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const postgres = only === 'pglite' ? null : await postgresTarget(adminUrl);
  if (postgres) targets.push(postgres);
  else if (only !== 'pglite') console.log(`${what}: PostgreSQL not reachable at ${adminUrl}, skipped`);
  return targets;
}
