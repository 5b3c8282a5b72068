import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createVerificationOperators } from '../../src/server/modules/identity/operators';
import { systemClock } from '../../src/server/lib/clock';
import { freePort, startServer } from '../tools/server';
import { createScratchDatabase } from '../helpers/scratchDatabase';

/**
 * A server process of our own whose database the test can also open, so that an operator's
 * decision is made by the real operator functions (what `npm run ops` calls) against the same
 * data the app reads — no test-only endpoint in the server.
 *
 * - With TEST_DATABASE_URL: a fresh PostgreSQL database shared by the server and the test, the
 *   production layout; the operator acts while the server runs.
 * - Without it: embedded PGlite, which one process at a time may open (as in production, where
 *   `npm run ops` on an embedded install runs while the app is stopped). The operator stops the
 *   server, decides, and starts it again on the same port; the browser's session survives.
 */
export async function startReviewServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tw-e2e-review-'));
  const port = await freePort();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'tw_e2e') : null;
  const databaseUrl = scratch?.url ?? null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    CUSTOMER_SERVICE_URL: '',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  let server = await startServer(env); // migrates and seeds, as `npm start` does
  const shared: Database | null = databaseUrl ? await openDatabase({ url: databaseUrl }) : null;

  /** Runs an operator action with the database open, the way `npm run ops` would. */
  async function asOperator<T>(act: (ops: ReturnType<typeof createVerificationOperators>) => Promise<T>) {
    if (shared) return act(createVerificationOperators({ db: shared.db, clock: systemClock }));
    await server.stop();
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      return await act(createVerificationOperators({ db: database.db, clock: systemClock }));
    } finally {
      await database.close();
      server = await startServer(env);
    }
  }

  return {
    url: (p: string) => `http://127.0.0.1:${port}${p}`,
    /** Approves the user's pending submission at this level; returns its id. */
    approve: (userId: number, level: 'basic' | 'advanced') =>
      asOperator(async (ops) => {
        const row = (await ops.listVerifications('pending')).find(
          (r) => r.user_id === userId && r.level === level,
        );
        if (!row) throw new Error(`no pending ${level} verification for user ${userId}`);
        await ops.approveVerification(row.id, { operator: 'e2e-reviewer', reason: 'documents match' });
        return row.id;
      }),
    async stop() {
      await server.stop();
      await shared?.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
