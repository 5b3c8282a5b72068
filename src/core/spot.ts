import { Big, decimalPlaces } from './money';

/*
 * Spot formulas (domain-rules "Spot": a broker filling against the index price). Pure, shared by
 * the server (which moves the money) and the trade screen (which shows cost and fee before the
 * user submits).
 */

export type SpotSide = 'buy' | 'sell';

/**
 * Places kept for amounts in the quote coin (quote amount, fee, what a buy freezes). Fixed, not
 * the coin's display decimals, so a fee stays exact for small orders; rounding at this scale is
 * always in the platform's favour: what the user pays rounds up, what the user receives rounds down.
 */
export const SPOT_QUOTE_SCALE = 8;

/**
 * Largest quote amount an order may reach: balances are numeric(38,18), so anything at or above
 * 10^20 cannot be held by anyone (it answers "insufficient balance", never a database overflow).
 */
export const SPOT_MAX_QUOTE = new Big('1e19');

/**
 * quantity × price in the quote coin, to SPOT_QUOTE_SCALE places: a buyer's cost rounds up, a
 * seller's proceeds round down. Exact for every seeded pair (price and quantity places sum to ≤ 8);
 * the rounding only bites on a tick price with more places than the pair shows.
 */
export function quoteAmount(side: SpotSide, quantity: Big | string, price: Big | string): Big {
  return new Big(quantity).times(price).round(SPOT_QUOTE_SCALE, side === 'buy' ? Big.roundUp : Big.roundDown);
}

/** Fee = rate × quote amount, in the quote coin, rounded UP to SPOT_QUOTE_SCALE places. */
export function spotFee(quote: Big | string, feeRate: Big | string): Big {
  return new Big(quote).times(feeRate).round(SPOT_QUOTE_SCALE, Big.roundUp);
}

export type FillAmounts = {
  /** quantity × price (rounded in the platform's favour) */
  quote: Big;
  fee: Big;
  /** What the user's quote balance changes by: a buyer pays quote + fee, a seller gets quote − fee. */
  userQuote: Big;
};

export function fillAmounts(
  side: SpotSide,
  quantity: Big | string,
  price: Big | string,
  feeRate: Big | string,
): FillAmounts {
  const quote = quoteAmount(side, quantity, price);
  const fee = spotFee(quote, feeRate);
  return { quote, fee, userQuote: side === 'buy' ? quote.plus(fee) : quote.minus(fee) };
}

/**
 * What a resting limit order freezes: a buy freezes quantity × limit × (1 + fee rate) in the quote
 * coin — computed as the fill's own quote + fee at the limit price, so the fill (which happens at
 * the limit price) uses exactly what was frozen; a sell freezes the quantity in the base coin.
 */
export function limitFrozen(
  side: SpotSide,
  quantity: Big | string,
  limitPrice: Big | string,
  feeRate: Big | string,
): Big {
  return side === 'buy' ? fillAmounts('buy', quantity, limitPrice, feeRate).userQuote : new Big(quantity);
}

/** A limit buy fills when the index is at or below its limit, a sell when at or above. */
export function limitCrossed(side: SpotSide, limitPrice: Big | string, index: Big | string): boolean {
  const cmp = new Big(index).cmp(limitPrice);
  return side === 'buy' ? cmp <= 0 : cmp >= 0;
}

/** The pair's rules an order must meet. */
export type PairRules = {
  qtyDecimals: number;
  priceDecimals: number;
  minQty: string;
  base: string;
};

/** An i18n key under `errors.` with its parameters; the server and the form both show it. */
export type SpotProblem = { key: string; params?: Record<string, string | number> };

/** Why a quantity (and a limit price) cannot be placed on this pair, or null when they can. */
export function spotOrderProblem(
  order: { type: 'market' | 'limit'; quantity: string; price?: string | null },
  pair: PairRules,
): SpotProblem | null {
  const quantity = new Big(order.quantity);
  if (decimalPlaces(quantity) > pair.qtyDecimals)
    return pair.qtyDecimals === 0
      ? { key: 'errors.quantity_whole' }
      : { key: 'errors.quantity_precision', params: { count: pair.qtyDecimals } };
  if (quantity.lt(pair.minQty))
    return {
      key: 'errors.quantity_below_min',
      params: { min: new Big(pair.minQty).toFixed(), coin: pair.base },
    };
  if (order.type === 'limit' && order.price && decimalPlaces(order.price) > pair.priceDecimals)
    return { key: 'errors.price_precision', params: { count: pair.priceDecimals } };
  return null;
}
