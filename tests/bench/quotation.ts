import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp, marketReady } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seed } from '../../src/server/db/seed';
import { SERVER_MODULES } from '../../src/server/modules';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Quotation list throughput: GET /api/currency/quotation_new on the real app (simulated feed
 * ticking, PGlite) against a bare Fastify route returning the same JSON, on the same machine.
 * Goal: the app serves at least 50 % of the bare route's requests per second.
 */
export async function run(seconds = 6, connections = 50) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tw-bench-q-'));
  const database = await openDatabase({ memory: true });
  await database.migrate();
  await seed(database.db, SERVER_MODULES);
  const app = await buildApp({
    config: loadConfig(
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' },
      'bench',
    ),
    db: database.db,
    logger: false,
  });
  await marketReady(app);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => setTimeout(r, 1500)); // a first ticker round
  const body = (await (await fetch(`${appUrl}/api/currency/quotation_new`)).json()) as unknown;

  const bare = Fastify({ logger: false });
  bare.get('/quotation', async () => body);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const load = async (url: string) => {
    // The load runs in its own worker thread, so it does not share the servers' event loop.
    const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
    return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
  };
  // Alternate the two, twice, and keep each one's better round: the machine is noisy.
  const better = (a: Awaited<ReturnType<typeof load>>, b: Awaited<ReturnType<typeof load>>) =>
    a.rps >= b.rps ? a : b;
  let bareResult = await load(`${bareUrl}/quotation`);
  let appResult = await load(`${appUrl}/api/currency/quotation_new`);
  bareResult = better(bareResult, await load(`${bareUrl}/quotation`));
  appResult = better(appResult, await load(`${appUrl}/api/currency/quotation_new`));
  await app.close();
  await bare.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  const ratio = appResult.rps / bareResult.rps;
  const bytes = JSON.stringify(body).length;
  console.log(
    `quotation list (${bytes} B JSON, ${connections} connections, ${seconds} s each): ` +
      `app ${Math.round(appResult.rps)} req/s (p99 ${appResult.p99} ms, ${appResult.errors} errors), ` +
      `bare Fastify ${Math.round(bareResult.rps)} req/s (p99 ${bareResult.p99} ms) → ${(ratio * 100).toFixed(0)} % ` +
      `(goal ≥ 50 %)`,
  );
  return { app: appResult, bare: bareResult, ratio };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
