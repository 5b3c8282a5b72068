import { randomBytes } from 'node:crypto';
import type { Tick } from '../../../src/core/market/types';
import { eventsFor } from '../../../src/server/events/events';
import { users } from '../../../src/server/db/schema';
import { seed } from '../../../src/server/db/seed';
import type { JobContext, PeriodicJob } from '../../../src/server/engine/types';
import type { Market } from '../../../src/server/market/types';
import { saveTicks } from '../../../src/server/market/store';
import { SERVER_MODULES } from '../../../src/server/modules';
import { COIN, fund } from '../../helpers/funds';
import { ledgerMismatches } from '../../helpers/ledgerInvariant';
import type { BenchTarget } from './databases';

/*
 * An engine on its own, with many open items: the database (migrated, seeded, the features'
 * hearers bound, as the app binds them), a market whose latest price the bench sets and whose
 * ticks it records as the market does, and the engine's passes run and timed one by one.
 */

export async function startEngineBench(target: BenchTarget) {
  const database = await target.open();
  await database.migrate();
  await seed(database.db, SERVER_MODULES);
  const { db } = database;
  eventsFor(
    db,
    SERVER_MODULES.map((feature) => feature.hears),
  );

  const latest = new Map<string, Tick>();
  // Only what the services read of a market: the latest tick (always fresh: it is "now").
  const market = {
    source: 'simulated',
    isLeader: true,
    latest: (symbol: string) => {
      const tick = latest.get(symbol);
      return tick ? { ...tick, ts: Date.now() } : null;
    },
  } as unknown as Market;

  let lastTs = 0;
  return {
    kind: target.kind,
    db,
    market,
    /** Records ticks `spacingMs` apart (after the last one recorded), ending now, as the market writes them. */
    async record(symbol: string, prices: string[], spacingMs = 1) {
      const end = Math.max(Date.now(), lastTs + prices.length * spacingMs);
      const ticks = prices.map((price, i) => ({
        symbol,
        price,
        ts: end - (prices.length - 1 - i) * spacingMs,
        source: 'simulated' as const,
      }));
      lastTs = end;
      await saveTicks(db, ticks);
      latest.set(symbol, ticks.at(-1)!);
    },
    /** Users with `amount` USDT in `account`. */
    async fundedUsers(count: number, amount: string, account: string): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const [user] = await db
          .insert(users)
          .values({ nickname: `engine${i}`, inviteCode: `E${randomBytes(5).toString('hex')}` })
          .returning({ id: users.id });
        await fund(db, user!.id, amount, COIN.USDT, account);
        ids.push(user!.id);
      }
      return ids;
    },
    /** Fails when the ledger does not equal the balances; then closes and drops the database. */
    async stop() {
      const mismatches = await ledgerMismatches(db);
      await database.close();
      await database.drop();
      if (mismatches.balances.length > 0 || mismatches.coins.length > 0)
        throw new Error(`ledger out of balance after the bench: ${JSON.stringify(mismatches)}`);
    },
  };
}

/** `count` calls of `work`, `concurrency` at a time (the pool's size on PostgreSQL). */
export async function inParallel(count: number, concurrency: number, work: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** One pass of `job` as the engine runs it, timed in ms. */
export async function timedPass(job: PeriodicJob): Promise<number> {
  const ctx: JobContext = { now: new Date(), active: true };
  const started = performance.now();
  await job.run(ctx);
  return performance.now() - started;
}

export const percentileOf = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/**
 * A random walk from `from`, `steps` long, each step within ±`stepPct` %, at `decimals` places.
 * Seeded (`seed` moves on with each call), so every database sees the same prices.
 */
export function randomWalk(from: number, steps: number, stepPct: number, decimals: number): string[] {
  const prices: string[] = [];
  let price = from;
  for (let i = 0; i < steps; i++) {
    walkSeed = (walkSeed * 1_103_515_245 + 12_345) % 2_147_483_648;
    price *= 1 + ((2 * (walkSeed / 2_147_483_648) - 1) * stepPct) / 100;
    prices.push(price.toFixed(decimals));
  }
  return prices;
}

let walkSeed = 36;

/** Starts the walks again from the same seed (each database's run sees the same prices). */
export function resetWalk(): void {
  walkSeed = 36;
}
