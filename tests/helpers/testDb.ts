import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seed } from '../../src/server/db/seed';
import { SERVER_MODULES } from '../../src/server/modules';
import { createScratchDatabase } from './scratchDatabase';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; a real PostgreSQL too when TEST_DATABASE_URL names one (CI sets it). */
export function dbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated and seeded database: PGlite in memory (from the run's migrated copy when the
 * project's global setup made one, see pgliteSnapshot.ts), or a new database on the server (its
 * `url` lets a test open more pools on it, as more nodes would).
 */
export async function createTestDatabase(kind: DbKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') {
    const snapshot = inject('pgliteSnapshot');
    if (snapshot) return openDatabase({ memory: true, from: new Blob([await readFile(snapshot)]) });
    const database = await openDatabase({ memory: true });
    await database.migrate();
    await seed(database.db, SERVER_MODULES);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(adminUrl, 'tw_test');
  const database = await openDatabase({ url: scratch.url });
  await database.migrate();
  await seed(database.db, SERVER_MODULES);
  return {
    ...database,
    url: scratch.url,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
