import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Tick } from '../../../core/market/types';
import type { Db } from '../../db/client';
import { spotOrders } from '../../db/schema';
import type { Market } from '../../market/types';
import type { SpotService } from './service';

type Deps = {
  db: Db;
  market: Market;
  spot: SpotService;
  onError?: (err: unknown, tick: Tick) => void;
};

export type LimitFills = {
  /** Resolves once every run started so far (and the catch-up ticks queued behind it) is done. */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

/** Orders read per query; a tick that crosses more keeps reading until none are left. */
const BATCH = 100;

/**
 * The limit-fill engine: on each tick, on the leader only, the waiting limit orders of that pair
 * the tick crosses are filled at their limit price. The tick handler only queues: one run per
 * pair at a time, and ticks that arrive during a run collapse into the newest, which the next run
 * uses (a crossing that later ticks undid is not filled — the price never stayed there for us).
 */
export function startLimitFills({ db, market, spot, onError }: Deps): LimitFills {
  const pairs = new Map<string, { next: Tick | null; running: Promise<void> | null }>();

  /** Waiting orders of one side the price crosses, best limit first, then oldest. */
  async function crossedIds(pairId: number, side: 'buy' | 'sell', price: string): Promise<number[]> {
    // Matches the partial index spot_orders_waiting_idx (pair_id, side, limit_price) where waiting.
    const rows = await db
      .select({ id: spotOrders.id })
      .from(spotOrders)
      .where(
        and(
          eq(spotOrders.status, 'waiting'),
          eq(spotOrders.pairId, pairId),
          eq(spotOrders.side, side),
          side === 'buy' ? gte(spotOrders.limitPrice, price) : lte(spotOrders.limitPrice, price),
        ),
      )
      .orderBy(side === 'buy' ? desc(spotOrders.limitPrice) : asc(spotOrders.limitPrice), asc(spotOrders.id))
      .limit(BATCH);
    return rows.map((r) => r.id);
  }

  async function fillCrossed(tick: Tick) {
    const pair = await spot.pair(tick.symbol);
    if (!pair) return;
    for (const side of ['buy', 'sell'] as const) {
      for (;;) {
        const ids = await crossedIds(pair.id, side, tick.price);
        let filled = 0;
        for (const id of ids) if (await spot.fillWaiting(id, tick)) filled += 1;
        // A short batch was the last; a batch that filled nothing (all taken by a racing engine
        // or a cancel in the meantime) would only be read again.
        if (ids.length < BATCH || filled === 0) break;
      }
    }
  }

  async function drain(symbol: string) {
    const state = pairs.get(symbol)!;
    while (state.next) {
      const tick = state.next;
      state.next = null;
      try {
        await fillCrossed(tick);
      } catch (err) {
        onError?.(err, tick);
      }
    }
  }

  const unsubscribe = market.onTick((tick) => {
    if (!market.isLeader) return;
    const state = pairs.get(tick.symbol) ?? { next: null, running: null };
    pairs.set(tick.symbol, state);
    state.next = tick;
    if (!state.running) {
      const run = drain(tick.symbol).finally(() => {
        state.running = null;
      });
      state.running = run;
    }
  });

  async function idle() {
    for (;;) {
      const running = [...pairs.values()].map((s) => s.running).filter((r) => r !== null);
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  return {
    idle,
    async stop() {
      unsubscribe();
      await idle();
    },
  };
}
