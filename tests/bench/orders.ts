/**
 * Spot order submits per second and latency, through the real HTTP server, against the floor of
 * the same SQL sent by a bare `pg` pool (issue 36, "Throughput against the floor").
 *
 *   npm run bench -- orders        (PGlite; PostgreSQL too when reachable; BENCH_DB=postgres for one)
 *
 * The whole app listens on a local port (Fastify, real routes, sessions, ledger); a pool of
 * keep-alive connections in another process submits `POST /api/coin/trade` with a request id, as
 * the web client does. Cases: market buys from many funded users (the platform's book and fee rows
 * are still shared by every fill), the same from invited users (each fee also writes referral
 * rebate lines, heard in the order's transaction), limit buys that rest (a freeze), market buys
 * from one hot user (every order locks the same balance rows), and market buys offered at a fixed
 * 500 a second.
 *
 * On PostgreSQL each case also runs on the floor, in the same run, just before the app: the
 * statements one submit of that kind sends (captured from the app, see support/sqlFloor.ts)
 * replayed by a `pg.Pool` of the app's size at the same concurrency, with the same count.
 * The goal: the app at ≥ 80 % of the floor, and p99 ≤ 25 ms at 500 orders/s.
 * PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres; a fresh database
 * is created and dropped. BENCH_PROFILE=<dir> writes a CPU profile of the server process during
 * the app's many-users market run.
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
import { seed } from '../../src/server/db/seed';
import { SERVER_MODULES } from '../../src/server/modules';
import { referralBindings, users } from '../../src/server/db/schema';
import { PLATFORM_SLOTS } from '../../src/server/ledger/ledger';
import { sha256 } from '../../src/server/lib/secrets';
import { createSessionService } from '../../src/server/modules/sessions/service';
import { createManualFeed } from '../fixtures/manualFeed';
import { COIN, fund } from '../helpers/funds';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import { benchTargets, type BenchTarget } from './support/databases';
import { closedLoop, figuresOf, fixedRate, type LoadFigures, type LoadRun } from './support/loadShapes';
import { profiled } from './support/profile';
import {
  captureStatements,
  describeTemplate,
  floorTemplate,
  replay,
  type FloorTemplate,
  type RequestVars,
} from './support/sqlFloor';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const USERS = 200;
const WARMUP_ORDERS = 400;
const MEASURED_ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
const FIXED_RATE = Number(process.env.BENCH_RATE ?? 500);
/** Each case runs in rounds, floor and app taking turns, so both see the same swings of a shared machine. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** What is submitted: a market buy (filled at once) or a limit buy well under the price (it rests). */
type Kind = 'market' | 'limit';
const ORDER_FORMS: Record<Kind, Record<string, string>> = {
  market: { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.0001' },
  limit: { symbol: 'BTC/USDT', side: 'buy', type: 'limit', quantity: '0.0001', price: '50000' },
};

/** Who submits: the plain users, the invited ones, or the first plain user alone. */
type Who = 'plain' | 'invited' | 'one';
type Case = { name: string; kind: Kind; who: Who; rate: number | null };
const CASES: Case[] = [
  { name: `market buy, ${USERS} users`, kind: 'market', who: 'plain', rate: null },
  { name: `market buy, ${USERS} invited users`, kind: 'market', who: 'invited', rate: null },
  { name: `limit buy (rests), ${USERS} users`, kind: 'limit', who: 'plain', rate: null },
  { name: 'market buy, one hot user', kind: 'market', who: 'one', rate: null },
  { name: `market buy at ${FIXED_RATE}/s, ${USERS} users`, kind: 'market', who: 'plain', rate: FIXED_RATE },
];

export type OrderBenchResult = {
  database: 'pglite' | 'postgres';
  case: string;
  floor: LoadFigures | null;
  app: LoadFigures;
  /** CPU time (user + system) of the server process per order: the app's, and the floor's client's. */
  appCpuMs: number;
  floorCpuMs: number | null;
  /** 1-minute load average when the row ended. */
  load: number;
};

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

/** A load for the client process: `count` orders of `kind`, users taken round-robin. */
type Load = { port: number; tokens: string[]; kind: Kind; count: number; rate: number | null };

/** Runs in the client process: the orders over HTTP, in a closed loop or at a fixed rate. */
async function submit(load: Load): Promise<LoadRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const run = randomBytes(4).toString('hex');
  const send = async (i: number) =>
    (await postForm(agent, load.port, '/api/coin/trade', load.tokens[i % load.tokens.length]!, {
      ...ORDER_FORMS[load.kind],
      request_id: `bench-${run}-${i}`,
    })) === 'ok';
  try {
    return load.rate === null
      ? await closedLoop(send, load.count, CONNECTIONS)
      : await fixedRate(send, load.count, load.rate);
  } finally {
    agent.destroy();
  }
}

/**
 * The clients run in their own process (this file again), so they do not share the server's CPU
 * time slice; one process for the whole bench, given one load after another.
 */
function startClientProcess() {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ORDERS_BENCH_CLIENT: '1' },
  });
  return {
    run: (load: Load) =>
      new Promise<LoadRun>((resolve, reject) => {
        const failed = (err: Error) => reject(err);
        child.once('error', failed);
        child.once('message', (result) => {
          child.off('error', failed);
          resolve(result as LoadRun);
        });
        child.send(load);
      }),
    close: () => child.disconnect(),
  };
}

type BenchUser = { id: number; token: string };

/** The floor's statements for one kind of order, from one submit by each of two users. */
async function captureFloor(
  inject: (token: string, form: Record<string, string>) => Promise<void>,
  [a, b]: [BenchUser, BenchUser],
  kind: Kind,
): Promise<FloorTemplate> {
  const capture = async (user: BenchUser) => {
    const vars = {
      userId: user.id,
      tokenHash: sha256(user.token),
      requestId: `floor-${randomBytes(6).toString('hex')}`,
      platformSlot: user.id % PLATFORM_SLOTS,
    };
    const statements = await captureStatements(() =>
      inject(user.token, { ...ORDER_FORMS[kind], request_id: vars.requestId }),
    );
    return { statements, vars };
  };
  return floorTemplate(await capture(a), await capture(b));
}

/** The floor: the same statements from a bare pool of the app's size, the same way the load is offered. */
async function onFloor(
  pool: pg.Pool,
  template: FloorTemplate,
  who: BenchUser[],
  count: number,
  rate: number | null,
) {
  const run = randomBytes(4).toString('hex');
  const send = (i: number) => {
    const user = who[i % who.length]!;
    const vars: RequestVars = {
      userId: user.id,
      tokenHash: sha256(user.token),
      requestId: `floor-${run}-${i}`,
      platformSlot: user.id % PLATFORM_SLOTS,
    };
    return replay(pool, template, vars);
  };
  return rate === null ? closedLoop(send, count, CONNECTIONS) : fixedRate(send, count, rate);
}

async function benchOne(target: BenchTarget): Promise<OrderBenchResult[]> {
  const database = await target.open();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tw-bench-data-'));
  const floorPool = database.url ? new pg.Pool({ connectionString: database.url, max: CONNECTIONS }) : null;
  // An idle connection cut when the database is dropped must not end the bench.
  floorPool?.on('error', () => {});
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

    // Funded users with sessions, made directly (registration hashes passwords: not what is
    // measured); the invited ones bound to one inviter, with a kickback, as sign-up binds them.
    const sessions = createSessionService({ db: database.db, clock: () => new Date(), ttlMs: 3_600_000 });
    const makeUser = async (nickname: string): Promise<BenchUser> => {
      const [user] = await database.db
        .insert(users)
        .values({ nickname, inviteCode: `B${randomBytes(5).toString('hex')}` })
        .returning({ id: users.id });
      await fund(database.db, user!.id, '1000000', COIN.USDT);
      return { id: user!.id, token: await sessions.create(user!.id, { ip: null, userAgent: 'bench' }) };
    };
    const inviter = await makeUser('bench-inviter');
    const groups: Record<'plain' | 'invited', BenchUser[]> = { plain: [], invited: [] };
    for (let i = 0; i < USERS; i++) {
      groups.plain.push(await makeUser(`bench${i}`));
      const invited = await makeUser(`bench-invited${i}`);
      await database.db
        .insert(referralBindings)
        .values({ inviteeId: invited.id, inviterId: inviter.id, kickback: '0.1', boundAt: new Date() });
      groups.invited.push(invited);
    }
    const usersOf = (who: Who) => (who === 'one' ? groups.plain.slice(0, 1) : groups[who]);
    const inject = async (token: string, form: Record<string, string>) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/coin/trade',
        headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      if ((res.json() as { type: string }).type !== 'ok') throw new Error(`capture refused: ${res.body}`);
    };

    const clients = startClientProcess();
    // Every user has bought once (their BTC balance exists) before anything is captured or measured.
    for (const who of ['plain', 'invited'] as const)
      await clients.run({
        port,
        tokens: usersOf(who).map((u) => u.token),
        kind: 'market',
        count: WARMUP_ORDERS,
        rate: null,
      });
    // One template per kind of order and group of users (an invited user's fee writes rebate lines).
    const templates = new Map<string, FloorTemplate>();
    const templateOf = async (kind: Kind, who: Who) => {
      const key = `${kind} ${who === 'invited' ? who : 'plain'}`;
      if (!templates.has(key)) {
        // The group's last two: ids above PLATFORM_SLOTS, so a user's id and slot differ.
        const [a, b] = (who === 'invited' ? groups.invited : groups.plain).slice(-2);
        templates.set(key, await captureFloor(inject, [a!, b!], kind));
        console.log(`  floor of a ${key} buy, ${describeTemplate(templates.get(key)!)}`);
      }
      return templates.get(key)!;
    };
    if (floorPool)
      await onFloor(floorPool, await templateOf('market', 'plain'), groups.plain, WARMUP_ORDERS, null);

    const results: OrderBenchResult[] = [];
    // BENCH_CASE=<text> runs only the cases whose name contains it.
    const only = process.env.BENCH_CASE;
    const chosen = CASES.filter((c) => !only || c.name.includes(only));
    for (const c of chosen) {
      if (c.rate !== null && !floorPool) continue;
      const who = usersOf(c.who);
      const template = floorPool ? await templateOf(c.kind, c.who) : null;
      const load = {
        port,
        tokens: who.map((u) => u.token),
        kind: c.kind,
        count: Math.ceil(MEASURED_ORDERS / ROUNDS),
        rate: c.rate,
      };
      const runs = { floor: [] as LoadRun[], app: [] as LoadRun[] };
      const cpuMs = { floor: 0, app: 0 };
      const timed = async (side: 'floor' | 'app', work: () => Promise<LoadRun>) => {
        const before = process.cpuUsage();
        runs[side].push(await work());
        const used = process.cpuUsage(before);
        cpuMs[side] += (used.user + used.system) / 1000;
      };
      const profile = process.env.BENCH_PROFILE;
      for (let round = 0; round < ROUNDS; round++) {
        if (floorPool && template)
          await timed('floor', () => onFloor(floorPool, template, who, load.count, c.rate));
        await timed('app', () =>
          profile && c === chosen[0] && round === 0
            ? profiled(path.join(profile, `orders-${target.kind}.cpuprofile`), () => clients.run(load))
            : clients.run(load),
        );
      }
      const perOrder = (side: 'floor' | 'app') =>
        cpuMs[side] / runs[side].reduce((n, r) => n + r.latencies.length, 0);
      results.push({
        database: target.kind,
        case: c.name,
        floor: floorPool ? figuresOf(runs.floor) : null,
        app: figuresOf(runs.app),
        appCpuMs: perOrder('app'),
        floorCpuMs: floorPool ? perOrder('floor') : null,
        load: loadavg()[0]!,
      });
    }
    clients.close();
    clearInterval(ticking);

    const mismatches = await ledgerMismatches(database.db);
    if (mismatches.balances.length > 0 || mismatches.coins.length > 0)
      throw new Error(`ledger out of balance after the bench: ${JSON.stringify(mismatches)}`);
    await app.close();
    return results;
  } finally {
    await floorPool?.end();
    await database.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printOrderFigures(results: OrderBenchResult[]): void {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `spot orders through HTTP against the SQL floor (${CONNECTIONS} connections, pool of ${CONNECTIONS}, ` +
      `${MEASURED_ORDERS} orders per row in ${ROUNDS} rounds, floor and app taking turns; ` +
      `${cpus().length} CPUs, load average ${load}; goal: app ≥ 80 % of floor, p99 ≤ 25 ms at 500/s)`,
  );
  console.log(
    '  p50/p99 in ms; CPU ms/order: the server process, app/floor (the floor is the bare pg client); ' +
      'errors: app/floor; load: 1-minute load average as the row ended',
  );
  console.table(
    results.map((r) => ({
      database: r.database,
      case: r.case,
      'floor/s': r.floor?.perSecond ?? '',
      'app/s': r.app.perSecond,
      'app/floor': r.floor ? `${Math.round((100 * r.app.perSecond) / r.floor.perSecond)} %` : '',
      'floor p50': r.floor?.p50Ms ?? '',
      'floor p99': r.floor?.p99Ms ?? '',
      'app p50': r.app.p50Ms,
      'app p99': r.app.p99Ms,
      'CPU ms/order': `${r.appCpuMs.toFixed(2)}/${r.floorCpuMs?.toFixed(2) ?? '-'}`,
      errors: `${r.app.errors}/${r.floor?.errors ?? '-'}`,
      load: r.load.toFixed(1),
    })),
  );
}

export async function run(): Promise<OrderBenchResult[]> {
  const results: OrderBenchResult[] = [];
  for (const target of await benchTargets('spot orders')) results.push(...(await benchOne(target)));
  printOrderFigures(results);
  return results;
}

if (process.env.ORDERS_BENCH_CLIENT === '1') {
  process.on('message', (load: Load) => {
    void submit(load).then((result) => process.send!(result));
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
