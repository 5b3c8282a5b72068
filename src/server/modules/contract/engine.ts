import { Big } from '../../../core/money';
import { limitCrossedPerp, triggerAt } from '../../../core/contractMath';
import { CONTRACT_STATUS } from '../../../core/schemas/contract';
import type { Db } from '../../db/client';
import type { JobContext, PeriodicJob } from '../../engine/types';
import { cursorOf, saveCursor, symbolsWithOpenItems, ticksAfter, type EngineRow } from './repo';
import type { ContractService } from './service';
import { watchList, type Watched } from './watch';

type Deps = { db: Db; contract: ContractService; everyMs: number };

/** Recorded ticks read per step: a long catch-up goes through them in steps this size. */
const TICKS_PER_STEP = 500;

/**
 * The contract engine, a periodic job: for every pair with open orders or positions it walks the
 * recorded ticks after its cursor, in time order, and on each tick fills crossed limit orders and
 * triggers liquidations, stop-losses and take-profits (in that order of precedence). Because it
 * reads the recorded ticks, not the live stream, no tick is skipped, and the first pass after a
 * restart catches up on every tick recorded meanwhile.
 *
 * Exactly once: each action locks its row and checks, in its own transaction, that the row is
 * still in the state the engine saw (status and `levels_at`); a second engine replaying the same
 * tick finds it changed and does nothing. A tick before a row's `levels_at` never triggers it.
 */
export function contractEngineJob({ db, contract, everyMs }: Deps): PeriodicJob {
  /**
   * One step on one pair: the ticks after the cursor until the first action. Answers whether
   * there may be more to do (an action was taken, or a full step of ticks was read).
   */
  async function step(symbol: string, ctx: JobContext): Promise<boolean> {
    const items = await contract.openOn(symbol);
    if (items.length === 0) return false;
    const terms = await contract.termsOf(symbol);
    if (!terms) return false;
    // Ticks before every row's levels cannot move any of them: start no earlier than needed.
    const earliest = new Date(Math.min(...items.map((r) => r.levelsAt.getTime())) - 1);
    const cursor = await cursorOf(db, symbol);
    const ticks = await ticksAfter(
      db,
      symbol,
      cursor && cursor > earliest ? cursor : earliest,
      TICKS_PER_STEP,
    );
    if (ticks.length === 0) return false;

    // Each row's liquidation price as of this step (a cross one is the user's account's now).
    const crossPrices = new Map<number, Map<number, Big | null>>();
    async function liquidationOf(row: EngineRow): Promise<Big | null> {
      if (row.status !== CONTRACT_STATUS.holding) return null;
      if (row.marginMode === 'isolated') return row.liquidationPrice ? new Big(row.liquidationPrice) : null;
      let prices = crossPrices.get(row.userId);
      if (!prices) {
        prices = await contract.crossPrices(row.userId, terms!.coinId);
        crossPrices.set(row.userId, prices);
      }
      return prices.get(row.id) ?? null;
    }
    const watched: Watched[] = [];
    for (const row of items) watched.push({ row, liquidation: await liquidationOf(row) });
    const watch = watchList(watched);

    for (const [i, tick] of ticks.entries()) {
      if (!ctx.active) return false;
      // Only the rows this tick reaches can act; the others would all answer "nothing".
      for (const { row, liquidation } of watch.reachedBy(tick.price)) {
        if (tick.ts < row.levelsAt.getTime()) continue;
        let acted = false;
        if (row.status === CONTRACT_STATUS.pending) {
          if (limitCrossedPerp(row.side, row.limitPrice!, tick.price)) acted = await contract.fill(row, tick);
        } else {
          const what = triggerAt(row.side, tick.price, { liquidation, tp: row.tpPrice, sl: row.slPrice });
          if (what) acted = await contract.trigger(row, what, tick, liquidation);
        }
        if (acted) {
          // Read the pair again from this tick: the action changed balances and levels.
          if (i > 0) await saveCursor(db, symbol, new Date(ticks[i - 1]!.ts));
          return true;
        }
      }
    }
    await saveCursor(db, symbol, new Date(ticks[ticks.length - 1]!.ts));
    return ticks.length === TICKS_PER_STEP;
  }

  return {
    name: 'contract-engine',
    on: 'interval',
    everyMs,
    async run(ctx) {
      for (const symbol of await symbolsWithOpenItems(db)) {
        while (ctx.active && (await step(symbol, ctx)));
      }
    },
  };
}
