/**
 * How long the server takes to answer after it is started, as `npm start` runs it (tsx, PGlite
 * on disk, the simulated feeds).
 *
 *   npx tsx tests/bench/startup.ts   (or npm run bench -- startup)
 *
 * A first start creates the database, runs the migrations and writes every pair's and stock's
 * history; a restart on the same data directory only loads the last day. Each is timed from the
 * process's start to the first answer of `/api/get/reg`, and again until the markets are recorded
 * (the first ticker over the API). Browser tests and the ops CLI test start servers like this
 * one, so these seconds are paid again in every CI run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../tools/server';

const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 2);

async function timedStart(dataDir: string) {
  const started = Date.now();
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const answering = Date.now() - started;
  // The market list has prices once the feeds run on the loaded or written history.
  for (;;) {
    const body = (await (await fetch(`${server.url}/api/currency/quotation_new`)).json()) as {
      data: { pairs: { ticker: unknown }[] };
    };
    if (body.data.pairs.some((p) => p.ticker !== null)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const quoting = Date.now() - started;
  await server.stop();
  return { answering, quoting };
}

export async function run() {
  const rows: string[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tw-bench-start-'));
    try {
      for (const kind of ['first start', 'restart'] as const) {
        const load = loadavg()[0]!.toFixed(2);
        const { answering, quoting } = await timedStart(dataDir);
        rows.push(
          `  round ${round} ${kind.padEnd(11)} answers after ${(answering / 1000).toFixed(1).padStart(5)} s, ` +
            `quotes after ${(quoting / 1000).toFixed(1).padStart(5)} s (load ${load})`,
        );
        console.log(rows.at(-1));
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Server start (tsx, PGlite on disk, simulated feeds)');
  await run();
}
