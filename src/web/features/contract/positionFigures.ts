import { Big, parseMoney } from '../../../core/money';
import {
  liquidationPrice,
  roePercent,
  roundPrice,
  unrealizedPnl,
  type MaintenanceTier,
} from '../../../core/contractMath';
import type { Position } from '../../../core/schemas/contract';

/*
 * A position's figures as the screen shows them between two reads of the list: PnL and ROE from
 * the live tick (the list is polled every ~2 s, ticks arrive every ~1 s), and the liquidation
 * price an added margin would give. Pure, on the formulas the server uses.
 */

/** The position's margin: initial plus added. */
export const marginOf = (p: Pick<Position, 'initial_margin' | 'added_margin'>) =>
  new Big(p.initial_margin).plus(p.added_margin);

/**
 * Unrealized PnL and ROE % of a holding position at `mark` (the latest tick), else as the server
 * last reported them. ROE is PnL over the initial margin, as the server reports `pnl_pct`.
 */
export function livePnl(p: Position, mark: string | null | undefined): { pnl: Big; roe: Big } | null {
  if (p.status === 1 && p.entry_price && mark) {
    const pnl = unrealizedPnl(p.side, p.qty, p.entry_price, mark);
    return { pnl, roe: roePercent(pnl, p.initial_margin) };
  }
  if (p.unrealized_pnl === null) return null;
  return {
    pnl: new Big(p.unrealized_pnl),
    roe: p.pnl_pct === null ? roePercent(p.unrealized_pnl, p.initial_margin) : new Big(p.pnl_pct),
  };
}

/**
 * The liquidation price of an isolated position once `amount` more margin is in it, at the pair's
 * places; null when the amount is not a positive decimal, or no price can liquidate it ("--").
 */
export function liquidationAfterAdding(
  p: Position,
  amount: string,
  tiers: readonly MaintenanceTier[] | undefined,
  priceDecimals: number,
): Big | null {
  const added = parseMoney(amount);
  if (!added || added.lte(0) || !p.entry_price) return null;
  const lp = liquidationPrice({
    side: p.side,
    qty: p.qty,
    entry: p.entry_price,
    walletBalance: marginOf(p).plus(added),
    tiers,
  });
  return lp ? roundPrice(lp, priceDecimals) : null;
}
