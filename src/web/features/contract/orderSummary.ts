import { Big, parseMoney } from '../../../core/money';
import {
  initialMargin,
  liquidationPrice,
  quantityOf,
  roundPrice,
  tpSlProblem,
  tradeFee,
  type MaintenanceTier,
  type PerpSide,
} from '../../../core/perpetual';
import type { MarginMode } from '../../../core/schemas/perpetual';

/*
 * The order form's figures before anything is sent (domain-rules "Perpetual contracts"), worked
 * out with the same formulas the server opens with (src/core/perpetual.ts). Pure: the screen
 * passes the live mark price and the pair's terms in.
 */

export type OrderType = 'market' | 'limit';

export type OrderInput = {
  side: PerpSide;
  type: OrderType;
  /** The limit price as typed (ignored at market). */
  limitPrice: string;
  lots: number;
  leverage: number;
  marginMode: MarginMode;
  /** TP and SL as typed; empty means none. */
  tp: string;
  sl: string;
};

export type PairTerms = {
  contract_value: string;
  fee_rate: string;
  tiers: readonly MaintenanceTier[];
  price_decimals: number;
};

export type OrderSummary = {
  /** lots × contract value, in the base coin. */
  qty: Big;
  /** What the order would open at: the mark at market, the limit price for a limit; null if unknown. */
  price: Big | null;
  margin: Big | null;
  fee: Big | null;
  /** Margin plus the open fee: what leaves the available balance. */
  cost: Big | null;
  /** The order's liquidation price at the pair's places; null ("--") when none or unknown. */
  liquidation: Big | null;
  /** A `contract.error.*` key: the first problem with the TP / SL fields, or null. */
  tpSlProblem: string | null;
};

/** Where the web shows the core's TP / SL problems (the server's keys live in locales/server). */
const TP_SL_KEYS: Record<string, string> = {
  'errors.perp_tp_above': 'contract.error.tp_above',
  'errors.perp_tp_below': 'contract.error.tp_below',
  'errors.perp_sl_below': 'contract.error.sl_below',
  'errors.perp_sl_above': 'contract.error.sl_above',
};

/** A typed price: null when empty, 'invalid' when it is not a positive decimal. */
function typedPrice(text: string): Big | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = parseMoney(text);
  return value && value.gt(0) ? value : 'invalid';
}

/**
 * The first problem with TP / SL against the reference price (the mark at market, the limit
 * price for a limit order), as a `contract.error.*` key, or null. Without a reference (no price
 * yet) only the fields themselves are checked.
 */
export function tpSlKey(
  side: PerpSide,
  reference: Big | null,
  tpText: string,
  slText: string,
): string | null {
  const tp = typedPrice(tpText);
  const sl = typedPrice(slText);
  if (tp === 'invalid') return 'contract.error.tp_invalid';
  if (sl === 'invalid') return 'contract.error.sl_invalid';
  if (!reference) return null;
  const key = tpSlProblem(side, reference, tp, sl);
  return key ? (TP_SL_KEYS[key] ?? key) : null;
}

/**
 * Cost, fee and liquidation price of the order as it stands. `walletBalance` is the contract
 * account's available balance, which a cross position is liquidated against; an isolated one is
 * liquidated against its own margin.
 */
export function orderSummary(
  input: OrderInput,
  terms: PairTerms,
  mark: string | null,
  availableBalance: string | null,
): OrderSummary {
  const lots = Number.isInteger(input.lots) && input.lots >= 1 ? input.lots : 0;
  const qty = quantityOf(lots, terms.contract_value);
  const limit = typedPrice(input.limitPrice);
  const price = input.type === 'market' ? (mark ? new Big(mark) : null) : limit instanceof Big ? limit : null;
  const problem = tpSlKey(input.side, price, input.tp, input.sl);
  if (!price || lots === 0 || input.leverage < 1)
    return { qty, price, margin: null, fee: null, cost: null, liquidation: null, tpSlProblem: problem };
  const margin = initialMargin(qty, price, input.leverage);
  const fee = tradeFee(qty, price, terms.fee_rate);
  const walletBalance = input.marginMode === 'isolated' ? margin : availableBalance;
  const lp =
    walletBalance === null
      ? null
      : liquidationPrice({ side: input.side, qty, entry: price, walletBalance, tiers: terms.tiers });
  return {
    qty,
    price,
    margin,
    fee,
    cost: margin.plus(fee),
    liquidation: lp ? roundPrice(lp, terms.price_decimals) : null,
    tpSlProblem: problem,
  };
}
