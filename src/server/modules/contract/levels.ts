import { Big, sum } from '../../../core/money';
import { liquidationPrice, maintenanceMargin, roundPrice, unrealizedPnl } from '../../../core/contractMath';
import type { Db } from '../../db/client';
import { availableOf } from '../../ledger/ledger';
import type { PositionRow } from './present';
import { crossHoldings } from './repo';

/*
 * Liquidation prices. An isolated position's depends only on itself and is stored; a cross
 * position's uses the whole contract account and the user's other cross positions, so it is
 * computed whenever it is needed, from the balance and the marks of that moment.
 */

export const marginOf = (row: Pick<PositionRow, 'initialMargin' | 'addedMargin'>) =>
  new Big(row.initialMargin).plus(row.addedMargin);

/** An isolated position's liquidation price, rounded to the pair's places; null when none. */
export function isolatedLiquidation(
  row: Pick<PositionRow, 'side' | 'qty' | 'initialMargin' | 'addedMargin' | 'tiers'>,
  entry: Big | string,
  priceDecimals: number,
): Big | null {
  const price = liquidationPrice({
    side: row.side,
    qty: row.qty,
    entry,
    walletBalance: marginOf(row),
    tiers: row.tiers,
  });
  return price ? roundPrice(price, priceDecimals) : null;
}

/** The contract account's available USDT, read in `t` (inside a close's transaction). */
export const contractAvailable = (t: Db, userId: number, coinId: number): Promise<Big> =>
  availableOf(t, userId, 'contract', coinId);

/**
 * The liquidation price of each of a user's cross positions: wallet balance = available plus
 * every cross margin; for each position, the maintenance and unrealized PnL of the others at
 * their marks (`markOf`, the entry when a pair has no price).
 */
export async function crossLiquidations(
  t: Db,
  userId: number,
  coinId: number,
  markOf: (symbol: string) => string | null,
  decimalsOf: (symbol: string) => number,
): Promise<Map<number, Big | null>> {
  const rows = await crossHoldings(t, userId);
  const walletBalance = (await contractAvailable(t, userId, coinId)).plus(sum(rows.map(marginOf)));
  const figures = rows.map((row) => {
    const mark = markOf(row.symbol) ?? row.entryPrice!;
    return {
      maintenance: maintenanceMargin(new Big(row.qty).times(mark), row.tiers),
      pnl: unrealizedPnl(row.side, row.qty, row.entryPrice!, mark),
    };
  });
  const totalMaintenance = sum(figures.map((f) => f.maintenance));
  const totalPnl = sum(figures.map((f) => f.pnl));
  const prices = new Map<number, Big | null>();
  rows.forEach((row, i) => {
    const price = liquidationPrice({
      side: row.side,
      qty: row.qty,
      entry: row.entryPrice!,
      walletBalance,
      otherMaintenance: totalMaintenance.minus(figures[i]!.maintenance),
      otherPnl: totalPnl.minus(figures[i]!.pnl),
      tiers: row.tiers,
    });
    prices.set(row.id, price ? roundPrice(price, decimalsOf(row.symbol)) : null);
  });
  return prices;
}
