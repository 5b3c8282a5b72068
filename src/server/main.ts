import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { SERVER_MODULES } from './modules';
import { forgetServerPort, recordServerPort } from './ops/token';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

/** Starts one node: migrations and seed data first, then the API and the built web app on one port. */
async function main() {
  const config = loadConfig(process.env, version);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  await seed(database.db, SERVER_MODULES);
  const app = await buildApp({ config, db: database.db, webRoot: path.join(root, 'dist') });
  const shutdown = async () => {
    forgetServerPort(config.dataDir);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  recordServerPort(config.dataDir, typeof address === 'object' && address ? address.port : config.port);
  app.log.info(`Tradewind ${version} on http://localhost:${config.port} (${database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
