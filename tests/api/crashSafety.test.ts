import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE, TICKERS } from '../../src/core/market/channels';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/client';
import { fund } from '../helpers/funds';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import {
  TABLE_OF,
  callNode,
  finishLoadSetup,
  fundLoadUsers,
  ok,
  prepareLoad,
  registerLoadUsers,
  runMixedLoad,
  type LoadSetup,
  type Sent,
} from '../helpers/mixedLoad';
import { startNodeProcess, type NodeProcess } from '../helpers/nodeProcess';
import { createTestDatabase } from '../helpers/testDb';
import { openWs, type Frame, type WsClient } from '../helpers/wsClient';

/*
 * Two app nodes as production runs them (each its own process: HTTP, engine, market) on one
 * PostgreSQL and one Redis. One is killed with SIGKILL while users trade on both; after it is
 * back, the ledger still equals the balances, no request was applied twice, and everything that
 * came due meanwhile was done exactly once, none skipped.
 */

const SECOND = 1000;
const TAKEOVER_MS = 10 * SECOND;

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(250);
  }
}

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'two nodes on PostgreSQL and Redis, one killed with SIGKILL under a mixed load',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let db: Db;
    let config: Config;
    let a: NodeProcess;
    let b: NodeProcess;
    const dirs: string[] = [];
    const sockets: WsClient[] = [];

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      db = database.db;
      const env = {
        DATABASE_URL: database.url!,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        REDIS_PREFIX: `tw-crash-${randomUUID()}`,
        LOCAL_DEMO: 'false',
        POR_DAILY_SNAPSHOT: 'false',
        RATE_LIMIT_PER_MINUTE: '1000000',
        WITHDRAWALS_PER_DAY: '100000',
      };
      const node = async (name: string) => {
        const dataDir = await mkdtemp(path.join(tmpdir(), `tw-${name}-`));
        dirs.push(dataDir);
        return startNodeProcess(name, { ...env, DATA_DIR: dataDir });
      };
      config = loadConfig({ ...env, DATA_DIR: tmpdir(), LOG_LEVEL: 'silent' });
      // A first: it takes the lease, so it runs the feed and the engine until it dies.
      a = await node('a');
      b = await node('b');
    }, 240_000);

    afterAll(async () => {
      for (const socket of sockets) await socket.close().catch(() => undefined);
      await a?.stop().catch(() => undefined);
      await b?.stop().catch(() => undefined);
      await database?.close();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    const wsUrl = (node: NodeProcess) => `${node.base.replace('http', 'ws')}/api/ws`;

    async function listen(node: NodeProcess, channel: string, token?: string) {
      const socket = await openWs(wsUrl(node));
      sockets.push(socket);
      if (token) {
        socket.send({ op: 'auth', token });
        await socket.next((f) => f.op === 'authed');
      }
      await socket.sub(channel);
      return socket;
    }

    it('serves a session on either node; a socket on each hears the same ticks and its own user', async () => {
      const registered = ok<{ token: string; user: { id: number } }>(
        await callNode(a.base, 'user/register', {
          account_type: 'username',
          account: `both${Date.now().toString(36)}`,
          password: 'secret123',
          re_password: 'secret123',
          pay_password: '123456',
          re_pay_password: '123456',
          agree: '1',
        }),
        'register',
      );
      const { token } = registered;
      // Signed in on A, known on B.
      expect((await callNode(b.base, 'user/center', undefined, token)).body.type).toBe('ok');

      const onA = await listen(a, TICKERS);
      const onB = await listen(b, TICKERS);
      // Past each node's own snapshot for a new subscriber: a frame the feed published since.
      const subscribedAt = Date.now();
      const published = (f: Frame) =>
        f.ch === TICKERS && ((f.data as { ts: number }[])[0]?.ts ?? 0) > subscribedAt;
      const first = await onA.next(published, 5_000);
      const same = await onB.next((f) => JSON.stringify(f) === JSON.stringify(first), 5_000);
      expect(same.data).toEqual(first.data);

      // The user's socket is on B; what the user does through A reaches it.
      const mine = await listen(b, PRIVATE, token);
      await fund(db, registered.user.id, '10');
      const moved = await callNode(
        a.base,
        'wallet/change',
        { currency_id: '3', from: 'spot', to: 'options', amount: '1', request_id: randomUUID() },
        token,
      );
      expect(moved.body.type, moved.body.message).toBe('ok');
      const event = await mine.next((f: Frame) => f.ch === PRIVATE, 5_000);
      expect(event.data).toMatchObject({ type: 'balance' });
    }, 60_000);

    it('kill -9 of the engine’s node mid-load: B takes over within 10 s; after the restart nothing was done twice or skipped', async () => {
      const setup: LoadSetup = await prepareLoad(db, config, a.base, 8);
      const ticksOnB = await listen(b, TICKERS);
      let alive = [a.base, b.base];
      const load = runMixedLoad(setup, () => alive);
      await sleep(8 * SECOND);

      // A dies mid-request: no shutdown, no lease given back, requests in flight cut off. What was
      // open comes due at that moment (settlement times, ended days, payment windows, stop levels):
      // only B can do it, once it has taken the lease over.
      alive = [b.base];
      await a.kill9();
      const killedAt = Date.now();
      // The tickers (once a second from the feed's node) stop with A, and come back from B.
      let ticksBackMs = -1;
      await sleep(1_500);
      ticksOnB.ws.on('message', () => {
        if (ticksBackMs < 0) ticksBackMs = Date.now() - killedAt;
      });
      const due = await makeDue(db);
      const taken = await takenOver(db, due, killedAt);

      await a.restart();
      alive = [a.base, b.base];
      await sleep(6 * SECOND);
      const sent = await load.stop();

      // What the load opened since comes due too; the node now leading (B) does it, A follows.
      await makeDue(db);
      await until('every due item processed', () => nothingLeftDue(db), 60 * SECOND);
      await sleep(3 * SECOND); // a second engine replaying a pass would add its postings now

      const report = summarize(sent);
      console.log(
        `crash test: ${sent.length} requests (${report}), ${sent.filter((s) => s.attempts > 1).length} retried on the other node; after the kill: ticks back on B in ${ticksBackMs} ms, due at the kill: ${taken.byKind}; the first done by B's engine ${taken.firstMs} ms after the kill`,
      );
      expect(ticksBackMs).toBeLessThanOrEqual(TAKEOVER_MS);
      expect(taken.firstMs).toBeLessThanOrEqual(TAKEOVER_MS);
      // Each job's catch-up pass then does what came due (`takenOver` gives up after a minute).
      expect(sent.filter((s) => s.attempts > 1).length).toBeGreaterThan(0);
      expect(await ledgerMismatches(db)).toEqual({ balances: [], coins: [] });
      expect(await appliedTwiceOrLost(db, sent)).toEqual([]);
      expect(await dueTwiceOrSkipped(db)).toEqual([]);
    }, 300_000);
  },
);

describe('one node on PGlite, killed with SIGKILL under a mixed load and restarted on its data', () => {
  let dataDir: string;
  let node: NodeProcess | undefined;
  afterAll(async () => {
    await node?.stop().catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and does nothing twice: the ledger, every request and every due item', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tw-solo-'));
    const env = {
      DATA_DIR: dataDir,
      LOCAL_DEMO: 'false',
      POR_DAILY_SNAPSHOT: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WITHDRAWALS_PER_DAY: '100000',
    };
    // The embedded database is the node's alone: this process opens it only while the node is down.
    const withDatabase = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    };
    const solo = await startNodeProcess('solo', env);
    node = solo;
    const registered = await registerLoadUsers(solo.base, 6);
    await solo.stop();
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    const productId = await withDatabase((db) => fundLoadUsers(db, config, registered));
    await solo.restart();
    const setup = await finishLoadSetup(solo.base, registered, productId);

    const load = runMixedLoad(setup, () => [solo.base]);
    await sleep(8 * SECOND);
    await solo.kill9();
    // Requests fail meanwhile and are sent again, unchanged, until the node answers.
    await solo.restart();
    await sleep(5 * SECOND);
    const sent = await load.stop();
    await solo.stop();

    await withDatabase(makeDue);
    for (let round = 0; round < 4; round += 1) {
      await solo.restart();
      await sleep(8 * SECOND);
      await solo.stop();
      if (await withDatabase(nothingLeftDue)) break;
    }
    console.log(
      `PGlite crash test: ${sent.length} requests (${summarize(sent)}), ${sent.filter((s) => s.attempts > 1).length} sent again after the kill`,
    );
    await withDatabase(async (db) => {
      expect(await nothingLeftDue(db)).toBe(true);
      expect(await ledgerMismatches(db)).toEqual({ balances: [], coins: [] });
      expect(await appliedTwiceOrLost(db, sent)).toEqual([]);
      expect(await dueTwiceOrSkipped(db)).toEqual([]);
    });
  }, 300_000);
});

function summarize(sent: Sent[]) {
  const byKind = new Map<string, { ok: number; refused: Map<string, number> }>();
  for (const s of sent) {
    const k = byKind.get(s.kind) ?? { ok: 0, refused: new Map<string, number>() };
    if (s.answer.body.type === 'ok') k.ok += 1;
    else k.refused.set(s.answer.body.message, (k.refused.get(s.answer.body.message) ?? 0) + 1);
    byKind.set(s.kind, k);
  }
  const refusals = (m: Map<string, number>) => [...m].map(([why, n]) => ` ${n} × "${why}"`).join(',');
  return [...byKind].map(([kind, n]) => `${kind}: ${n.ok} ok${refusals(n.refused)}`).join('; ');
}

/**
 * Each request answered "ok" wrote exactly one row; each refused one wrote none (a retry of a
 * request that had committed on the dead node answers with that row, as "ok").
 */
async function appliedTwiceOrLost(db: Db, sent: Sent[]) {
  const wrong: string[] = [];
  for (const s of sent) {
    if (!s.requestId || s.kind === 'contract-close') continue;
    const table = TABLE_OF[s.kind];
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.raw(table)} where user_id = ${s.userId} and request_id = ${s.requestId}`,
    );
    const expected = s.answer.body.type === 'ok' ? 1 : 0;
    if (row!.n !== expected)
      wrong.push(
        `${s.kind} ${s.requestId}: ${row!.n} rows for "${s.answer.body.message}" after ${s.attempts} sends`,
      );
  }
  return wrong;
}

/**
 * Brings every open item's time forward, as waiting would: options to settle now, the trust
 * orders' first days to have ended (interest due for each), peer-to-peer payment windows to have
 * run out, and stop-losses / liquidation levels of open positions just above the price, so the
 * next recorded tick crosses them.
 */
type Due = Record<'option' | 'trust' | 'c2c' | 'position', number[]>;

async function makeDue(db: Db): Promise<Due> {
  const ids = async (query: ReturnType<typeof sql>) =>
    (await rowsOf<{ id: number }>(db, query)).map((r) => Number(r.id));
  const option = await ids(
    sql`update option_orders set settle_at = now() where status = 'open' returning id`,
  );
  const trust = await ids(sql`update finance_orders set interest_start = interest_start - interval '3 days',
    completion_at = completion_at - interval '3 days', next_payout_at = next_payout_at - interval '3 days'
    where status = 'hosting' returning id`);
  const c2c =
    await ids(sql`update c2c_orders set pay_deadline = now() - interval '1 minute', cancel_at = now()
    where stage = 'paying' returning id`);
  // Longs: half stop out, half are liquidated; shorts take profit. Levels apply from the next tick.
  const position = await ids(sql`update perp_positions p set
      sl_price = case when p.side = 'long' and p.id % 2 = 0 then t.price * 1.01 else p.sl_price end,
      liquidation_price = case when p.side = 'long' and p.id % 2 = 1 then t.price * 1.01 else p.liquidation_price end,
      tp_price = case when p.side = 'short' then t.price * 1.01 else p.tp_price end,
      levels_at = now()
    from (select distinct on (symbol) symbol, price from market_ticks order by symbol, ts desc) t
    where t.symbol = p.symbol and p.status = 1 returning p.id`);
  return { option, trust, c2c, position };
}

/** Ids as a PostgreSQL array literal (drizzle sends a JS array as a list of parameters). */
const idList = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * Watches the items made due: when each kind's were all done (positions may also be closed by
 * their users, so the first done by the engine is read from the other kinds).
 */
async function takenOver(db: Db, due: Due, since: number) {
  const left = async () => {
    const [row] = await rowsOf<Record<keyof Due, number>>(
      db,
      sql`select
        (select count(*)::int from option_orders where status = 'open' and id = any(${idList(due.option)}::bigint[])) as option,
        (select count(*)::int from finance_orders where status = 'hosting' and next_payout_at <= now()
           and id = any(${idList(due.trust)}::bigint[])) as trust,
        (select count(*)::int from c2c_orders where stage = 'paying' and id = any(${idList(due.c2c)}::bigint[])) as c2c,
        (select count(*)::int from perp_positions where status = 1 and id = any(${idList(due.position)}::bigint[])) as position`,
    );
    return row!;
  };
  const kinds = Object.keys(due) as (keyof Due)[];
  const doneAt = new Map<keyof Due, number>();
  let firstMs = -1;
  while (doneAt.size < kinds.length) {
    const now = await left();
    const ms = Date.now() - since;
    for (const kind of kinds) if (now[kind] === 0 && !doneAt.has(kind)) doneAt.set(kind, ms);
    const engineOnly = now.option + now.trust + now.c2c;
    if (firstMs < 0 && engineOnly < due.option.length + due.trust.length + due.c2c.length) firstMs = ms;
    if (ms > 60 * SECOND) throw new Error(`still due a minute after the kill: ${JSON.stringify(now)}`);
    await sleep(200);
  }
  const byKind = kinds.map((kind) => `${due[kind].length} ${kind} done by ${doneAt.get(kind)} ms`).join(', ');
  return { byKind, firstMs };
}

async function nothingLeftDue(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select
      (select count(*) from option_orders where status = 'open')
      + (select count(*) from finance_orders where status = 'hosting' and next_payout_at <= now())
      + (select count(*) from c2c_orders where stage = 'paying')
      + (select count(*) from perp_positions where status = 1) as n`,
  );
  return Number(row!.n) === 0;
}

/** Every item's postings: one settlement each, one interest posting per ended day, none missing. */
async function dueTwiceOrSkipped(db: Db) {
  const wrong: string[] = [];
  const twice = await rowsOf<{ reference: string; reason: string; n: number }>(
    db,
    sql`select reference, reason, count(*)::int as n from ledger_transactions
      where reason in ('option_win', 'option_loss', 'option_refund', 'perp_close', 'perp_liquidation',
                       'c2c_escrow_return', 'c2c_release')
      group by reference, reason having count(*) > 1`,
  );
  for (const t of twice) wrong.push(`${t.reference}: ${t.n} × ${t.reason}`);
  const settledOnce = await rowsOf<{ id: number; status: string; n: number }>(
    db,
    sql`select o.id, o.status, count(t.id)::int as n from option_orders o
      left join ledger_transactions t on t.reference = 'option_order:' || o.id
        and t.reason in ('option_win', 'option_loss', 'option_refund')
      group by o.id, o.status having count(t.id) <> 1 or o.status = 'open'`,
  );
  for (const o of settledOnce) wrong.push(`option ${o.id} (${o.status}): ${o.n} settlements`);
  const days = await rowsOf<{ id: number; paid_days: number; payouts: number; ended: number }>(
    db,
    sql`select o.id, o.paid_days, (select count(*)::int from finance_payouts p where p.order_id = o.id) as payouts,
        least(o.days, floor(extract(epoch from (now() - o.interest_start)) / 86400))::int as ended
      from finance_orders o`,
  );
  for (const d of days)
    if (d.paid_days !== d.ended || d.payouts !== d.ended)
      wrong.push(`trust order ${d.id}: ${d.ended} days ended, ${d.paid_days} paid, ${d.payouts} payouts`);
  return wrong;
}
