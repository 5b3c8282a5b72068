import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase } from '../helpers/testDb';

/** The web app as `npm run build` wrote it. */
export const BUILT_APP = path.resolve(import.meta.dirname, '../../dist');

export type OwnServer = {
  app: FastifyInstance;
  /** Where the browser opens the app, e.g. `http://127.0.0.1:41234`. */
  base: string;
  database: Database;
  /** The server's DATA_DIR (uploads, the dev outbox). */
  dataDir: string;
  /** Its configuration, for operator commands run beside it. */
  config: Config;
  close(): Promise<void>;
};

/**
 * The real server in this test's process, on its own embedded database, serving the built web
 * app: for browser tests that record what an operator's tools would (a verification, money in)
 * or move the server's clock. `webRoot` serves another build (a copy of dist/ made into a new
 * version) instead of dist/.
 */
export async function startOwnServer(
  name: string,
  deps: Partial<Pick<AppDeps, 'clock' | 'feed' | 'webRoot'>> & {
    /** Settings beside the test defaults (README's configuration table). */
    env?: Record<string, string>;
  } = {},
  /** A port of its own (0: any free one); a redeploy listens where the last server did. */
  port = 0,
): Promise<OwnServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `tw-e2e-${name}-`));
  const database = await createTestDatabase('pglite');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...deps.env });
  const app = await buildApp({
    config,
    db: database.db,
    clock: deps.clock,
    feed: deps.feed,
    webRoot: deps.webRoot ?? BUILT_APP,
    logger: false,
  });
  const base = await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    base,
    database,
    dataDir,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
