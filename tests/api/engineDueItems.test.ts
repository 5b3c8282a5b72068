import { count, eq, gt, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { dueItemsJob } from '../../src/server/engine/dueItems';
import { createEngine, type Engine } from '../../src/server/engine/engine';
import type { JobContext } from '../../src/server/engine/types';
import { soleLeader, type Leader } from '../../src/server/market/leader';
import { priceAt, saveTicks, ticksBetween } from '../../src/server/market/store';
import { manualLeader, manualTimers } from '../helpers/engine';
import { createTestDatabase, dbKinds } from '../helpers/testDb';

/** A stand-in for option orders: due at settle_at, settled from the price recorded then. */
const items = pgTable('engine_test_items', {
  id: serial('id').primaryKey(),
  symbol: text('symbol').notNull(),
  settleAt: timestamp('settle_at', { withTimezone: true, precision: 3 }).notNull(),
  status: text('status').notNull().default('open'),
  price: numeric('price'),
  tickTime: timestamp('tick_time', { withTimezone: true, precision: 3 }),
  settledBy: text('settled_by'),
});
/** One row per settlement, as a ledger posting would be: two rows for one item is paying twice. */
const settlements = pgTable('engine_test_settlements', {
  itemId: integer('item_id').notNull(),
  engine: text('engine').notNull(),
});

async function createTables(db: Db) {
  await db.execute(sql`create table engine_test_items (
    id serial primary key, symbol text not null, settle_at timestamptz(3) not null,
    status text not null default 'open', price numeric, tick_time timestamptz(3), settled_by text)`);
  await db.execute(
    sql`create table engine_test_settlements (item_id integer not null, engine text not null)`,
  );
}

const SYMBOL = 'ENGINE/TEST';
const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const MINUTE = 60_000;

type Settle = (tx: Db, item: typeof items.$inferSelect, ctx: JobContext) => Promise<void>;

/** The settlement a feature would write: the recorded price at the due time, or void without one. */
const settleFrom =
  (engine: string, pause?: (item: typeof items.$inferSelect) => Promise<void>): Settle =>
  async (tx, item) => {
    const tick = await priceAt(tx, item.symbol, item.settleAt);
    await tx.insert(settlements).values({ itemId: item.id, engine });
    await pause?.(item);
    await tx
      .update(items)
      .set(
        tick
          ? { status: 'settled', price: tick.price, tickTime: tick.time, settledBy: engine }
          : { status: 'void', settledBy: engine },
      )
      .where(eq(items.id, item.id));
  };

function settlementEngine(db: Db, leader: Leader, now: number, settle: Settle, concurrency = 1) {
  const timers = manualTimers(now);
  const errors: unknown[] = [];
  const engine = createEngine({
    leader,
    timers,
    ticks: { onTick: () => () => undefined },
    onError: (err) => errors.push(err),
  });
  engine.add(
    dueItemsJob(db, {
      name: 'test-settlement',
      table: items,
      columns: { id: items.id, dueAt: items.settleAt, status: items.status },
      waiting: 'open',
      everyMs: MINUTE,
      settle,
      onItemError: (err) => errors.push(err),
      concurrency,
    }),
  );
  return { engine, timers, errors };
}

async function addItems(db: Db, dueSeconds: number[]) {
  const rows = await db
    .insert(items)
    .values(dueSeconds.map((s) => ({ symbol: SYMBOL, settleAt: at(s) })))
    .returning({ id: items.id });
  return rows.map((r) => r.id);
}

/** Items settled more than once, and items not settled at all (checked in SQL). */
async function exactlyOnce(db: Db) {
  const twice = await db
    .select({ itemId: settlements.itemId })
    .from(settlements)
    .groupBy(settlements.itemId)
    .having(gt(count(), 1));
  const open = await db.select({ id: items.id }).from(items).where(eq(items.status, 'open'));
  return { twice: twice.length, open: open.length };
}

describe.each(dbKinds())('due-item jobs on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await createTables(database.db);
    await saveTicks(database.db, [
      { symbol: SYMBOL, price: '100', ts: at(0).getTime(), source: 'simulated' },
      { symbol: SYMBOL, price: '110', ts: at(10).getTime(), source: 'simulated' },
      { symbol: SYMBOL, price: '120.5', ts: at(20).getTime(), source: 'simulated' },
      { symbol: SYMBOL, price: '130', ts: at(60).getTime(), source: 'simulated' },
      { symbol: SYMBOL, price: '140', ts: at(395).getTime(), source: 'simulated' },
    ]);
  });
  afterAll(() => database.close());

  it('priceAt reads the latest recorded tick at or before a time, and nothing older than 30 s', async () => {
    const { db } = database;
    expect(await priceAt(db, SYMBOL, at(10))).toEqual({ price: '110', time: at(10), source: 'simulated' });
    expect(await priceAt(db, SYMBOL, at(19.999))).toMatchObject({ price: '110' });
    expect(await priceAt(db, SYMBOL, at(50))).toMatchObject({ price: '120.5' });
    expect(await priceAt(db, SYMBOL, at(50.001))).toBeNull(); // the feed was silent for over 30 s
    expect(await priceAt(db, SYMBOL, at(-1))).toBeNull();
    expect(await priceAt(db, 'OTHER/TEST', at(10))).toBeNull();
    // A window, both ends included (option settlement takes the 2 s before settle_at).
    expect((await ticksBetween(db, SYMBOL, at(10), at(20))).map((t) => t.price)).toEqual(['110', '120.5']);
    expect(await ticksBetween(db, SYMBOL, at(18), at(19.999))).toEqual([]);
  });

  it('catches up after downtime: items that came due settle from the price recorded at their due time', async () => {
    const { db } = database;
    const [early, later, silent, future] = await addItems(db, [5, 25, 200, 400]);
    const leader = manualLeader(false);
    // The node is down (not leading) while the items come due, and for minutes after.
    const { engine, timers, errors } = settlementEngine(db, leader, T0, settleFrom('a'));
    engine.start();
    timers.advance(300_000);
    await engine.idle();
    expect(await db.select({ status: items.status }).from(items)).toEqual(Array(4).fill({ status: 'open' }));

    leader.set(true); // back: one pass settles what is due at once
    await engine.idle();
    const byId = async () =>
      new Map((await db.select().from(items)).map((r) => [r.id, [r.status, r.price, r.tickTime]]));
    let state = await byId();
    expect(state.get(early!)).toEqual(['settled', '100', at(0)]);
    expect(state.get(later!)).toEqual(['settled', '120.5', at(20)]); // not the 130 or 140 of later
    expect(state.get(silent!)).toEqual(['void', null, null]); // no tick within 30 s before
    expect(state.get(future!)).toEqual(['open', null, null]);

    timers.advance(MINUTE); // 360 s: not due yet
    await engine.idle();
    expect((await byId()).get(future!)?.[0]).toBe('open');
    timers.advance(MINUTE); // 420 s
    await engine.idle();
    state = await byId();
    expect(state.get(future!)).toEqual(['settled', '140', at(395)]);
    expect(await exactlyOnce(db)).toEqual({ twice: 0, open: 0 });
    expect(errors).toEqual([]);
    await engine.close();
    await db.delete(items);
    await db.delete(settlements);
  });

  it('leaves an item whose settlement fails waiting for the next pass, and settles the others', async () => {
    const { db } = database;
    const [broken, fine] = await addItems(db, [5, 10]);
    let failing = true;
    const settle = settleFrom('a');
    const { engine, timers, errors } = settlementEngine(
      db,
      soleLeader(),
      T0 + MINUTE,
      async (tx, item, ctx) => {
        if (item.id === broken && failing) throw new Error('price service down');
        await settle(tx, item, ctx);
      },
    );
    engine.start();
    await engine.idle();
    expect((await db.select().from(items).orderBy(items.id)).map((r) => r.status)).toEqual([
      'open',
      'settled',
    ]);
    expect(errors).toHaveLength(1);
    failing = false;
    timers.advance(MINUTE);
    await engine.idle();
    expect(await exactlyOnce(db)).toEqual({ twice: 0, open: 0 });
    expect((await db.select().from(settlements)).map((s) => s.itemId).sort()).toEqual([broken, fine].sort());
    await engine.close();
    await db.delete(items);
    await db.delete(settlements);
  });

  it('reports a settlement that leaves its item waiting, instead of claiming it again forever', async () => {
    const { db } = database;
    const [id] = await addItems(db, [5]);
    const { engine, errors } = settlementEngine(db, soleLeader(), T0 + MINUTE, async () => {});
    engine.start();
    await engine.idle();
    expect(errors.map((e) => (e as Error).message)).toEqual([`test-settlement: item ${id} was left open`]);
    expect(await exactlyOnce(db)).toEqual({ twice: 0, open: 1 });
    await engine.close();
    await db.delete(items);
  });
});

/** Two nodes on one PostgreSQL: separate connection pools, as separate processes would have. */
describe.runIf(process.env.TEST_DATABASE_URL)('due-item jobs with two engines on one PostgreSQL', () => {
  let database: Database & { url?: string };
  const pools: Database[] = [];
  let dbA: Db;
  let dbB: Db;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await createTables(database.db);
    const ts = [0, 10, 20, 30, 40].map((s) => ({
      symbol: SYMBOL,
      price: String(100 + s),
      ts: at(s).getTime(),
      source: 'simulated' as const,
    }));
    await saveTicks(database.db, ts);
    for (let i = 0; i < 2; i++) pools.push(await openDatabase({ url: database.url! }));
    [dbA, dbB] = pools.map((p) => p.db) as [Db, Db];
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await database.close();
  });
  const running: Engine[] = [];
  const stopAll = async () => {
    for (const engine of running.splice(0)) await engine.close();
    await database.db.delete(items);
    await database.db.delete(settlements);
  };

  it.each([1, 4])(
    'settles each due item exactly once when two engines both believe they lead (%i at a time each)',
    async (concurrency) => {
      const ids = await addItems(
        database.db,
        Array.from({ length: 60 }, (_, i) => i % 45),
      );
      // A short pause inside each settlement widens the window in which the other engine could
      // read the same item: without the claim, items are settled twice.
      const pause = () => new Promise<void>((r) => setTimeout(r, 3));
      const a = settlementEngine(dbA, soleLeader(), T0 + MINUTE, settleFrom('a', pause), concurrency);
      const b = settlementEngine(dbB, soleLeader(), T0 + MINUTE, settleFrom('b', pause), concurrency);
      running.push(a.engine, b.engine);
      a.engine.start();
      b.engine.start();
      await Promise.all([a.engine.idle(), b.engine.idle()]);

      expect(await exactlyOnce(database.db)).toEqual({ twice: 0, open: 0 });
      const byEngine = await database.db
        .select({ engine: settlements.engine, n: count() })
        .from(settlements)
        .groupBy(settlements.engine)
        .orderBy(settlements.engine);
      // Both really worked at once: neither waited for the other to finish.
      expect(byEngine.map((r) => r.engine)).toEqual(['a', 'b']);
      expect(byEngine.reduce((sum, r) => sum + r.n, 0)).toBe(ids.length);
      expect([...a.errors, ...b.errors]).toEqual([]);
      await stopAll();
    },
  );

  it('settles several due items at once when asked to, each in its own transaction', async () => {
    await addItems(
      database.db,
      Array.from({ length: 24 }, (_, i) => i),
    );
    let settling = 0;
    let most = 0;
    const pause = async () => {
      most = Math.max(most, ++settling);
      await new Promise<void>((r) => setTimeout(r, 20));
      settling -= 1;
    };
    const one = settlementEngine(dbA, soleLeader(), T0 + MINUTE, settleFrom('a', pause), 4);
    running.push(one.engine);
    one.engine.start();
    await one.engine.idle();
    expect(await exactlyOnce(database.db)).toEqual({ twice: 0, open: 0 });
    expect(most).toBe(4);
    expect(one.errors).toEqual([]);
    await stopAll();
  });

  it('a node that loses the lead mid-pass keeps its claim; the next leader settles only the rest', async () => {
    const [first, ...rest] = await addItems(database.db, [0, 10, 20, 30, 40]);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let claimedFirst = () => {};
    const claimed = new Promise<void>((r) => (claimedFirst = r));
    const leaderA = manualLeader(true);
    const a = settlementEngine(
      dbA,
      leaderA,
      T0 + MINUTE,
      settleFrom('a', async (item) => {
        if (item.id !== first) return;
        claimedFirst();
        await held; // the lease runs out while A holds this item's claim
      }),
    );
    running.push(a.engine);
    a.engine.start();
    await claimed;
    leaderA.set(false);

    const b = settlementEngine(dbB, manualLeader(true), T0 + MINUTE, settleFrom('b'));
    running.push(b.engine);
    b.engine.start();
    await b.engine.idle();
    const settledBy = async () =>
      new Map((await database.db.select().from(items)).map((r) => [r.id, r.settledBy]));
    let state = await settledBy();
    expect(state.get(first!)).toBeNull(); // A's claim is not committed yet, and B skipped it
    for (const id of rest) expect(state.get(id)).toBe('b');

    // New work comes due after B has stopped: A, no longer leading, must not claim it.
    await b.engine.close();
    const [late] = await addItems(database.db, [45]);
    release();
    await a.engine.idle();
    state = await settledBy();
    expect(state.get(first!)).toBe('a');
    expect(state.get(late!)).toBeNull();
    expect(await exactlyOnce(database.db)).toEqual({ twice: 0, open: 1 });
    await stopAll();
  });
});
