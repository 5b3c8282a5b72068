import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createManualFeed } from '../fixtures/manualFeed';
import { createTestDatabase } from './testDb';

export type BuiltAppServer = { app: FastifyInstance; close(): Promise<void> };

/**
 * The server over a stand-in web build: `files` (path in dist → content) written to a temporary
 * dist folder, served as `npm start` serves the real one; driven through `app.inject`.
 */
export async function serveBuiltApp(
  files: Record<string, string | Buffer>,
  env: Record<string, string> = {},
): Promise<BuiltAppServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tw-built-'));
  const webRoot = path.join(dir, 'dist');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(webRoot, name)), { recursive: true });
    await writeFile(path.join(webRoot, name), content);
  }
  const database = await createTestDatabase('pglite');
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...env }),
    db: database.db,
    logger: false,
    webRoot,
    feed: createManualFeed(),
    stockFeed: createManualFeed(),
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
