import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Tick } from '../../../core/market/types';
import type { Db } from '../../db/client';
import { spotOrders } from '../../db/schema';
import type { JobContext, TickJob } from '../../engine/types';
import type { SpotService } from './service';

type Deps = { db: Db; spot: SpotService };

/** Orders read per query; a tick that crosses more keeps reading until none are left. */
const BATCH = 100;

/**
 * Limit fills, an engine job: on each tick, the waiting limit orders of that pair the tick
 * crosses are filled at their limit price. The engine runs one pass per pair at a time, and
 * ticks that arrive during a pass collapse into the newest (a crossing that later ticks undid is
 * not filled — the price never stayed there for us). Each fill locks its order and reads its
 * status again (`fillWaiting`), so two engines never fill one order twice.
 */
export function limitFillsJob({ db, spot }: Deps): TickJob {
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

  return {
    name: 'spot-limit-fills',
    on: 'tick',
    async run(tick: Tick, ctx: JobContext) {
      const pair = await spot.pair(tick.symbol);
      if (!pair) return;
      for (const side of ['buy', 'sell'] as const) {
        while (ctx.active) {
          const ids = await crossedIds(pair.id, side, tick.price);
          let filled = 0;
          for (const id of ids) if (await spot.fillWaiting(id, pair, tick)) filled += 1;
          // A short batch was the last; a batch that filled nothing (all taken by a racing engine
          // or a cancel in the meantime) would only be read again.
          if (ids.length < BATCH || filled === 0) break;
        }
      }
    },
  };
}
