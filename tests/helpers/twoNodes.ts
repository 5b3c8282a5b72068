import { openDatabase } from '../../src/server/db/client';
import { createHarness } from './harness';
import { createTestDatabase } from './testDb';

/**
 * Two app nodes on one fresh PostgreSQL database, each with its own pool, engine and clock: what
 * "timed work happens exactly once, even with two engines" is tested against.
 */
export async function twoNodesOnOnePostgres() {
  const database = await createTestDatabase('postgres');
  const otherPool = await openDatabase({ url: database.url! });
  const a = await createHarness('postgres', {}, undefined, { database });
  const b = await createHarness('postgres', {}, undefined, { database: otherPool });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await otherPool.close();
      await database.close();
    },
  };
}
