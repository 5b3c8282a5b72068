import { Big, decimalPlaces } from '../money';
import {
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  quantityOf,
  roundPrice,
  tpSlProblem,
  tradeFee,
  type MaintenanceTier,
  type ContractSide,
} from '../contractMath';
import { contractOrder, type MarginMode } from '../schemas/contract';
import { errorFor, schemaErrors, type FieldError } from './fieldErrors';
import { inFormOrder } from './formOrder';
import { typedDecimal, type DecimalMark } from './typedDecimal';

/*
 * The contract order ticket (domain-rules "Perpetual contracts"): what the user typed in, the
 * figures and errors out. The request's own rules first (`lever/submit`'s schema), then the
 * pair's as the server checks them (price places, TP / SL against the price the order opens at,
 * a margin above maintenance), then the balance. Figures come only from valid input: a field the
 * rules refuse gives "--", never a figure for some other number.
 */

export type OrderType = 'market' | 'limit';

/** The ticket as typed: every text field exactly as it stands in its box. */
export type ContractOrderFormState = {
  side: ContractSide;
  type: OrderType;
  /** The limit price (ignored at market). */
  limitPrice: string;
  lots: string;
  leverage: number;
  marginMode: MarginMode;
  /** TP and SL; empty means none. */
  tp: string;
  sl: string;
};

export type ContractOrderField = 'leverage' | 'price' | 'lots' | 'tp_price' | 'sl_price';

export type ContractTerms = {
  symbol: string;
  contract_value: string;
  fee_rate: string;
  tiers: readonly MaintenanceTier[];
  price_decimals: number;
};

export type ContractOrderContext = ContractTerms & {
  /** The latest tick's price, what a market order opens at; null before the first. */
  mark: string | null;
  /** The contract account's available balance; null for a visitor (nothing to compare with). */
  available: string | null;
  decimalMark: DecimalMark;
};

export type ContractOrderFigures = {
  /** lots × contract value, in the base coin; null while the lots are not valid. */
  qty: Big | null;
  /** What the order would open at: the mark at market, the limit price for a limit. */
  price: Big | null;
  margin: Big | null;
  fee: Big | null;
  /** Margin plus the open fee: what leaves the available balance. */
  cost: Big | null;
  /** At the pair's places; null ("--") when none or unknown. */
  liquidation: Big | null;
};

/** What `lever/submit` is sent, without its request id. */
export type ContractOrder = {
  symbol: string;
  side: ContractSide;
  type: OrderType;
  price: string | undefined;
  lots: string;
  leverage: number;
  margin_mode: MarginMode;
  tp_price: string | undefined;
  sl_price: string | undefined;
};

const FIELD_ORDER: readonly ContractOrderField[] = ['leverage', 'price', 'lots', 'tp_price', 'sl_price'];
const PRICE_FIELDS = ['price', 'tp_price', 'sl_price'] as const;

const blankToUndefined = (text: string) => (text === '' ? undefined : text);

export function contractOrderForm(
  state: ContractOrderFormState,
  context: ContractOrderContext,
): {
  order: ContractOrder;
  figures: ContractOrderFigures;
  errors: FieldError<ContractOrderField | 'form'>[];
} {
  const read = (text: string) => typedDecimal(text, context.decimalMark);
  const order: ContractOrder = {
    symbol: context.symbol,
    side: state.side,
    type: state.type,
    price: state.type === 'limit' ? blankToUndefined(read(state.limitPrice)) : undefined,
    lots: state.lots.trim(),
    leverage: state.leverage,
    margin_mode: state.marginMode,
    tp_price: blankToUndefined(read(state.tp)),
    sl_price: blankToUndefined(read(state.sl)),
  };
  const errors = schemaErrors<ContractOrderField>(contractOrder, order);
  const valid = (field: ContractOrderField) => !errorFor(errors, field);

  for (const field of PRICE_FIELDS) {
    const text = order[field];
    if (text !== undefined && valid(field) && decimalPlaces(text) > context.price_decimals)
      errors.push({
        field,
        key: 'errors.contract_price_precision',
        params: { decimals: context.price_decimals },
      });
  }

  const price =
    state.type === 'market'
      ? context.mark
        ? new Big(context.mark)
        : null
      : order.price !== undefined && valid('price')
        ? new Big(order.price)
        : null;
  if (price) {
    // Each level on its own, so a wrong TP and a wrong SL both say so under their fields.
    if (order.tp_price !== undefined && valid('tp_price')) {
      const key = tpSlProblem(state.side, price, order.tp_price, null);
      if (key) errors.push({ field: 'tp_price', key });
    }
    if (order.sl_price !== undefined && valid('sl_price')) {
      const key = tpSlProblem(state.side, price, null, order.sl_price);
      if (key) errors.push({ field: 'sl_price', key });
    }
  }

  const qty = valid('lots') ? quantityOf(Number(order.lots), context.contract_value) : null;
  const figures = orderFigures(state, context, qty, price);
  if (
    figures.margin &&
    qty &&
    price &&
    !figures.margin.gt(maintenanceMargin(qty.times(price), context.tiers))
  )
    errors.push({
      field: 'leverage',
      key: 'errors.contract_leverage_too_high',
      params: { leverage: state.leverage },
    });
  if (state.type === 'market' && !price) errors.push({ field: 'form', key: 'contract.error.no_price' });
  if (errors.length === 0 && figures.cost && context.available !== null && figures.cost.gt(context.available))
    errors.push({ field: 'form', key: 'contract.error.insufficient' });
  return { order, figures, errors: inFormOrder(errors, FIELD_ORDER) };
}

/**
 * Margin, fee, cost and liquidation price, from the formulas the server opens with. Isolated:
 * the wallet balance is the margin. Cross: the contract account's available balance before the
 * order (the server also counts other cross positions, so there it is an estimate).
 */
function orderFigures(
  state: ContractOrderFormState,
  context: ContractOrderContext,
  qty: Big | null,
  price: Big | null,
): ContractOrderFigures {
  if (!qty || !price || state.leverage < 1)
    return { qty, price, margin: null, fee: null, cost: null, liquidation: null };
  const margin = initialMargin(qty, price, state.leverage);
  const fee = tradeFee(qty, price, context.fee_rate);
  const walletBalance = state.marginMode === 'isolated' ? margin : context.available;
  const lp =
    walletBalance === null
      ? null
      : liquidationPrice({ side: state.side, qty, entry: price, walletBalance, tiers: context.tiers });
  return {
    qty,
    price,
    margin,
    fee,
    cost: margin.plus(fee),
    liquidation: lp ? roundPrice(lp, context.price_decimals) : null,
  };
}

/**
 * The lots stepper's next value: one lot more or less, from 1 up to `max`; null when the button
 * has nothing to step from (the box holds no whole number) or would leave the range. An empty box
 * steps up to 1. A tap is the user's own choice of a new value; typing is never rewritten.
 */
export function stepLots(text: string, delta: 1 | -1, max: number): string | null {
  const typed = text.trim();
  if (typed === '') return delta > 0 ? '1' : null;
  if (!/^\d{1,12}$/.test(typed)) return null;
  const next = Number(typed) + delta;
  return next >= 1 && next <= max ? String(next) : null;
}
