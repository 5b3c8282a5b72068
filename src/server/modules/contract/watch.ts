import { triggerBand } from '../../../core/contractMath';
import { MONEY_SCALE, type Big } from '../../../core/money';
import { CONTRACT_STATUS } from '../../../core/schemas/contract';
import type { EngineRow } from './repo';

/** A row the engine watches, with the liquidation price it is checked against (null: none). */
export type Watched = { row: EngineRow; liquidation: Big | null };

/**
 * A price as an exact integer of 10^-18ths (prices have at most 18 places, as their columns):
 * thousands of them are read, sorted and compared on every engine step, and parsing and
 * comparing Bigs took most of a step's time.
 */
export function exactPrice(price: string | Big): bigint {
  const text = typeof price === 'string' ? price : price.toFixed(MONEY_SCALE);
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > MONEY_SCALE) throw new Error(`a price with more than ${MONEY_SCALE} places: ${text}`);
  return BigInt(whole! + fraction.padEnd(MONEY_SCALE, '0'));
}

const compare = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
const exactOrNull = (price: string | Big | null) => (price === null ? null : exactPrice(price));

/**
 * A pair's open orders and positions by the prices that make them act (`triggerBand`): a tick
 * looks only at the rows it reaches, instead of checking every row. Rows come back in the order
 * they were given (oldest first), the order the engine acts in.
 */
export function watchList(items: Watched[]) {
  const entries = items.map((item, index) => {
    const { row } = item;
    const band = triggerBand(
      row.side,
      row.status === CONTRACT_STATUS.pending
        ? { pending: true, limit: exactPrice(row.limitPrice!) }
        : {
            pending: false,
            liquidation: exactOrNull(item.liquidation),
            tp: exactOrNull(row.tpPrice),
            sl: exactOrNull(row.slPrice),
          },
      compare,
    );
    return { ...item, index, ...band };
  });
  // Highest `below` first, lowest `above` first: a tick reaches a prefix of each.
  const byBelow = entries.filter((e) => e.below !== null).sort((a, b) => compare(b.below!, a.below!));
  const byAbove = entries.filter((e) => e.above !== null).sort((a, b) => compare(a.above!, b.above!));

  return {
    /** The rows `price` reaches, oldest first. */
    reachedBy(price: string): Watched[] {
      const mark = exactPrice(price);
      const reached: typeof entries = [];
      for (const e of byBelow) {
        if (mark > e.below!) break;
        reached.push(e);
      }
      for (const e of byAbove) {
        if (mark < e.above!) break;
        reached.push(e);
      }
      return reached.sort((a, b) => a.index - b.index);
    },
  };
}
