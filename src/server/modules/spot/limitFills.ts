import type { Tick } from '../../../core/market/types';
import type { Db } from '../../db/client';
import type { JobContext, TickJob } from '../../engine/types';
import { crossedWaitingIds } from './repo';
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
  return {
    name: 'spot-limit-fills',
    on: 'tick',
    async run(tick: Tick, ctx: JobContext) {
      const pair = await spot.pair(tick.symbol);
      if (!pair) return;
      for (const side of ['buy', 'sell'] as const) {
        while (ctx.active) {
          const ids = await crossedWaitingIds(db, pair.id, side, tick.price, BATCH);
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
