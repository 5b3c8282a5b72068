import { Big } from './money';

/*
 * Perpetual contracts, the pure part (domain-rules "Perpetual contracts": USDT-margined, one-way
 * mode). The server opens, triggers and liquidates with these; the screens show the same figures
 * before the user submits. Amounts are Big; nothing here rounds unless it says so.
 */

export type ContractSide = 'long' | 'short';

/** +1 for a long, −1 for a short: the sign of a price move's effect on the position. */
export const sideSign = (side: ContractSide) => (side === 'long' ? 1 : -1);

/** qty = lots × the pair's contract value (e.g. 1 lot BTC = 0.01 BTC). */
export const quantityOf = (lots: number, contractValue: Big | string) => new Big(contractValue).times(lots);

/** Initial margin: qty × price / leverage. */
export const initialMargin = (qty: Big | string, price: Big | string, leverage: number) =>
  new Big(qty).times(price).div(leverage);

/** The taker fee on the notional (qty × price), charged at open and again at close. */
export const tradeFee = (qty: Big | string, price: Big | string, feeRate: Big | string) =>
  new Big(qty).times(price).times(feeRate);

/** Unrealized PnL = side × qty × (mark − entry). */
export const unrealizedPnl = (
  side: ContractSide,
  qty: Big | string,
  entry: Big | string,
  mark: Big | string,
) => new Big(mark).minus(entry).times(qty).times(sideSign(side));

/** Return on equity, in percent: PnL / initial margin × 100. */
export const roePercent = (pnl: Big | string, margin: Big | string) => new Big(pnl).div(margin).times(100);

/** One maintenance tier: up to `max_notional`, maintenance margin rate `mmr`, and its amount `cum`. */
export type MaintenanceTier = { max_notional: string; mmr: string; cum: string };

/** The default when a pair names no tiers: one tier, MMR 0.4 %. */
export const DEFAULT_TIERS: readonly MaintenanceTier[] = [{ max_notional: '1e18', mmr: '0.004', cum: '0' }];

/** The tier a position of this notional falls in (the last one above every bound). */
export function tierFor(
  notional: Big | string,
  tiers: readonly MaintenanceTier[] = DEFAULT_TIERS,
): MaintenanceTier {
  const n = new Big(notional);
  return tiers.find((t) => n.lte(t.max_notional)) ?? tiers[tiers.length - 1]!;
}

/** Maintenance margin = notional × MMR − cum of its tier (continuous across tier bounds). */
export function maintenanceMargin(notional: Big | string, tiers?: readonly MaintenanceTier[]): Big {
  const tier = tierFor(notional, tiers);
  return new Big(notional).times(tier.mmr).minus(tier.cum);
}

export type LiquidationInput = {
  side: ContractSide;
  qty: Big | string;
  entry: Big | string;
  /**
   * Isolated: the position's margin (initial plus added). Cross: the contract account's balance.
   */
  walletBalance: Big | string;
  /** Cross only: maintenance margin and unrealized PnL of the user's other positions. */
  otherMaintenance?: Big | string;
  otherPnl?: Big | string;
  tiers?: readonly MaintenanceTier[];
};

/**
 * Binance's one-way liquidation price:
 * LP = (WB − TMM₁ + UPNL₁ + cum − side × qty × EP) / (qty × MMR − side × qty),
 * with the tier of the position's notional at entry. Null when it is not above 0 (shown "--"):
 * the position cannot be liquidated by any price.
 */
export function liquidationPrice(input: LiquidationInput): Big | null {
  const { side, entry } = input;
  const qty = new Big(input.qty);
  const s = sideSign(side);
  const tier = tierFor(qty.times(entry), input.tiers);
  const numerator = new Big(input.walletBalance)
    .minus(input.otherMaintenance ?? 0)
    .plus(input.otherPnl ?? 0)
    .plus(tier.cum)
    .minus(qty.times(entry).times(s));
  const denominator = qty.times(tier.mmr).minus(qty.times(s));
  if (denominator.eq(0)) return null;
  const price = numerator.div(denominator);
  return price.gt(0) ? price : null;
}

/**
 * The bankruptcy price of an isolated position: where the loss equals its whole margin.
 * Between it and the liquidation price lies what the insurance fund keeps.
 */
export function bankruptcyPrice(
  side: ContractSide,
  qty: Big | string,
  entry: Big | string,
  margin: Big | string,
): Big {
  const move = new Big(margin).div(qty);
  return side === 'long' ? new Big(entry).minus(move) : new Big(entry).plus(move);
}

/** A price rounded half-up to the pair's places, for display and for storing. */
export const roundPrice = (price: Big, decimals: number) => price.round(decimals, Big.roundHalfUp);

/**
 * Take-profit and stop-loss must lie on the right side of the reference price (the entry, or a
 * limit order's price): for a long TP > reference > SL; for a short TP < reference < SL.
 * Answers the message key of the first problem, or null.
 */
export function tpSlProblem(
  side: ContractSide,
  reference: Big | string,
  tp?: Big | string | null,
  sl?: Big | string | null,
): string | null {
  const ref = new Big(reference);
  if (tp !== undefined && tp !== null && (side === 'long' ? !new Big(tp).gt(ref) : !new Big(tp).lt(ref)))
    return side === 'long' ? 'errors.contract_tp_above' : 'errors.contract_tp_below';
  if (sl !== undefined && sl !== null && (side === 'long' ? !new Big(sl).lt(ref) : !new Big(sl).gt(ref)))
    return side === 'long' ? 'errors.contract_sl_below' : 'errors.contract_sl_above';
  return null;
}

/** What a mark price triggers on a position, in the order the engine checks it. */
export type ContractTrigger = 'liquidation' | 'sl' | 'tp' | null;

export function triggerAt(
  side: ContractSide,
  mark: Big | string,
  levels: { liquidation: Big | null; tp?: Big | string | null; sl?: Big | string | null },
): ContractTrigger {
  const m = new Big(mark);
  const reached = (level: Big | string, whenLong: 'down' | 'up') => {
    const down = (side === 'long') === (whenLong === 'down');
    return down ? m.lte(level) : m.gte(level);
  };
  if (levels.liquidation && reached(levels.liquidation, 'down')) return 'liquidation';
  if (levels.sl !== undefined && levels.sl !== null && reached(levels.sl, 'down')) return 'sl';
  if (levels.tp !== undefined && levels.tp !== null && reached(levels.tp, 'up')) return 'tp';
  return null;
}

/**
 * The prices at which `triggerAt` (or, for a pending order, `limitCrossedPerp`) stops answering
 * null: a mark at or below `below`, or at or above `above`, acts (null: never on that side). The
 * engine checks thousands of positions on every tick; with each one's band worked out once, a
 * tick looks only at those it reaches. Prices in any exact form `compare` orders (Big, or the
 * engine's integers of 10^-18ths).
 */
export function triggerBand<P>(
  side: ContractSide,
  levels: { pending: true; limit: P } | { pending: false; liquidation: P | null; tp: P | null; sl: P | null },
  compare: (a: P, b: P) => number,
): { below: P | null; above: P | null } {
  if (levels.pending)
    return side === 'long' ? { below: levels.limit, above: null } : { below: null, above: levels.limit };
  // Liquidation and stop-loss act on a move against the position (the nearer of them first),
  // take-profit on a move for it.
  const { liquidation, sl, tp } = levels;
  const against =
    liquidation === null || sl === null
      ? (liquidation ?? sl)
      : (side === 'long' ? compare(liquidation, sl) > 0 : compare(liquidation, sl) < 0)
        ? liquidation
        : sl;
  return side === 'long' ? { below: against, above: tp } : { below: tp, above: against };
}

/** A limit order fills when the mark crosses its price: a long at or below it, a short at or above. */
export const limitCrossedPerp = (side: ContractSide, limit: Big | string, mark: Big | string) =>
  side === 'long' ? new Big(mark).lte(limit) : new Big(mark).gte(limit);
