/**
 * Spot market-order submits per second and latency, through the real HTTP server.
 *
 *   npx tsx tests/bench/orders.ts            (PGlite; PostgreSQL too when reachable)
 *
 * The whole app listens on a local port (Fastify, real routes, sessions, ledger), a pool of
 * keep-alive connections submits `POST /api/coin/trade` market buys as fast as answers come
 * back. Two cases: many funded users (orders spread over many balance rows — the platform's own
 * book and fee rows are still shared by every fill) and one hot user (every order locks the same
 * balance rows). PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres;
 * a fresh database is created and dropped.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp, marketReady } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seed } from '../../src/server/db/seed';
import { SERVER_MODULES } from '../../src/server/modules';
import { users } from '../../src/server/db/schema';
import { createSessionService } from '../../src/server/modules/sessions/service';
import { createManualFeed } from '../fixtures/manualFeed';
import { COIN, fund } from '../helpers/funds';
import { ledgerMismatches } from '../helpers/ledgerInvariant';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const USERS = 200;
const WARMUP_ORDERS = 200;
const MEASURED_ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);

export type OrderBenchResult = {
  database: 'pglite' | 'postgres';
  users: 'many' | 'one hot user';
  orders: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
};

type Target = { kind: 'pglite' | 'postgres'; open(): Promise<Database & { drop(): Promise<void> }> };

async function pgliteTarget(): Promise<Target> {
  return {
    kind: 'pglite',
    async open() {
      // On disk, as `npm start` runs it.
      const dir = await mkdtemp(path.join(tmpdir(), 'tw-bench-'));
      const database = await openDatabase({ pgliteDir: dir });
      return { ...database, drop: () => rm(dir, { recursive: true, force: true }) };
    },
  };
}

async function postgresTarget(adminUrl: string): Promise<Target | null> {
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
      const name = `tw_bench_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString() });
      return {
        ...database,
        async drop() {
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await cleanup.end();
        },
      };
    },
  };
}

/** One form-encoded POST over the shared keep-alive agent; resolves with the envelope's type. */
function postForm(agent: Agent, port: number, url: string, token: string, form: Record<string, string>) {
  const body = new URLSearchParams(form).toString();
  return new Promise<string>((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: {
          authorization: token,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve((JSON.parse(text) as { type: string }).type);
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `count` market buys from CONNECTIONS workers in a loop, users taken round-robin. */
async function submit(agent: Agent, port: number, tokens: string[], count: number) {
  let next = 0;
  let errors = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const type = await postForm(agent, port, '/api/coin/trade', tokens[i % tokens.length]!, {
        symbol: 'BTC/USDT',
        side: 'buy',
        type: 'market',
        quantity: '0.0001',
      });
      latencies.push(performance.now() - t0);
      if (type !== 'ok') errors += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders: count,
    errors,
    perSecond: Math.round(count / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
  };
}

type Load = { port: number; tokens: string[]; count: number };
type LoadResult = Awaited<ReturnType<typeof submit>>;

/** The clients run in their own process (this file again), so they do not share the server's CPU time slice. */
function inClientProcess(load: Load): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ORDERS_BENCH_CLIENT: '1' },
    });
    child.once('message', (result) => {
      resolve(result as LoadResult);
      child.disconnect();
    });
    child.once('error', reject);
    child.send(load);
  });
}

async function benchOne(target: Target): Promise<OrderBenchResult[]> {
  const database = await target.open();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tw-bench-data-'));
  try {
    await database.migrate();
    await seed(database.db, SERVER_MODULES);
    const config = loadConfig(
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' },
      'bench',
    );
    const feed = createManualFeed();
    const app = await buildApp({ config, db: database.db, feed, logger: false });
    await marketReady(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // A live price all along, as the feed gives one every second (orders refuse a stale tick).
    feed.push('BTCUSDT', '60000');
    const ticking = setInterval(() => feed.push('BTCUSDT', '60000'), 1000).unref();

    // Funded users with sessions, made directly (registration hashes passwords: not what is measured).
    const sessions = createSessionService({ db: database.db, clock: () => new Date(), ttlMs: 3_600_000 });
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const [user] = await database.db
        .insert(users)
        .values({ nickname: `bench${i}`, inviteCode: `B${randomBytes(5).toString('hex')}` })
        .returning({ id: users.id });
      await fund(database.db, user!.id, '1000000', COIN.USDT);
      tokens.push(await sessions.create(user!.id, { ip: null, userAgent: 'bench' }));
    }

    await inClientProcess({ port, tokens, count: WARMUP_ORDERS });
    const many = await inClientProcess({ port, tokens, count: MEASURED_ORDERS });
    const hot = await inClientProcess({ port, tokens: tokens.slice(0, 1), count: MEASURED_ORDERS });
    clearInterval(ticking);

    const mismatches = await ledgerMismatches(database.db);
    if (mismatches.balances.length > 0 || mismatches.coins.length > 0)
      throw new Error(`ledger out of balance after the bench: ${JSON.stringify(mismatches)}`);
    await app.close();
    return [
      { database: target.kind, users: 'many', ...many },
      { database: target.kind, users: 'one hot user', ...hot },
    ];
  } finally {
    await database.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<OrderBenchResult[]> {
  // BENCH_DB=pglite or postgres runs one of them only.
  const only = process.env.BENCH_DB;
  const targets: Target[] = only === 'postgres' ? [] : [await pgliteTarget()];
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const postgres = only === 'pglite' ? null : await postgresTarget(adminUrl);
  if (postgres) targets.push(postgres);
  else if (only !== 'pglite') console.log(`spot orders: PostgreSQL not reachable at ${adminUrl}, skipped`);

  const results: OrderBenchResult[] = [];
  for (const target of targets) results.push(...(await benchOne(target)));
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `spot market orders through HTTP (${CONNECTIONS} connections, ${MEASURED_ORDERS} orders per row, ` +
      `${USERS} users; ${cpus().length} CPUs, load average ${load})`,
  );
  console.table(
    results.map((r) => ({
      database: r.database,
      users: r.users,
      'orders/s': r.perSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
    })),
  );
  return results;
}

if (process.env.ORDERS_BENCH_CLIENT === '1') {
  process.once('message', (load: Load) => {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    void submit(agent, load.port, load.tokens, load.count).then((result) => {
      agent.destroy();
      process.send!(result);
    });
  });
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
