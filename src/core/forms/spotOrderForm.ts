import { Big } from '../money';
import { spotOrderRequest, type SpotOrderRequest } from '../schemas/spot';
import { spotOrderProblem, type PairRules, type SpotSide } from '../spot';
import { estimate, maxQuantity } from '../spotOrderMath';
import { errorFor, schemaErrors, type FieldError } from './fieldErrors';
import { inFormOrder } from './formOrder';
import { typedDecimal, type DecimalMark } from './typedDecimal';

/** What the user has picked and typed on the trade screen's order form, exactly as typed. */
export type SpotOrderFormState = {
  side: SpotSide;
  type: 'limit' | 'market';
  quantity: string;
  /** The limit price; ignored for a market order. */
  price: string;
};

export type SpotOrderField = 'price' | 'quantity';

/** The pair and what the screen knows about the market and the user's balances. */
export type SpotOrderFormContext = PairRules & {
  symbol: string;
  quote: string;
  feeRate: string;
  /** The last price, which a market order is estimated at; undefined before the first tick. */
  last: string | undefined;
  /** The available balances, or null for a visitor (nothing to compare with). */
  balances: { quote: string; base: string } | null;
  /** How the reader's language writes the decimal mark (a Spanish "0,5" is 0.5); a point if unsaid. */
  decimalMark?: DecimalMark;
};

export type SpotOrderFigures = {
  /** The most base coin the balance allows at this price (the 100 % chip). */
  max: string;
  /** The total and fee in the quote coin; null until quantity and price are positive numbers. */
  estimate: { total: Big; fee: Big } | null;
};

const FIELD_ORDER: readonly SpotOrderField[] = ['price', 'quantity'];

/**
 * The order form in one step: the figures it shows, and what stops the review. The request's
 * own rules first, then the pair's (precision, minimum, as the server checks them), then what
 * the screen knows of the price and the balance; the server checks the balance again. The
 * estimate is for a quantity and price the pair accepts, else none ("--"); a balance too small
 * still shows what the order would cost.
 */
export function spotOrderForm(
  state: SpotOrderFormState,
  context: SpotOrderFormContext,
): {
  figures: SpotOrderFigures;
  errors: FieldError<SpotOrderField | 'form'>[];
  /** The order as it would be sent: the typed numbers read, nothing else changed. */
  order: SpotOrderRequest;
} {
  const { side, type } = state;
  const read = (text: string) => typedDecimal(text, context.decimalMark ?? '.');
  const quantity = read(state.quantity);
  const limitPrice = read(state.price);
  const fillPrice = type === 'market' ? (context.last ?? '') : limitPrice;
  const order: SpotOrderRequest = {
    symbol: context.symbol,
    side,
    type,
    quantity,
    price: type === 'limit' ? limitPrice : undefined,
  };
  const errors = schemaErrors<SpotOrderField>(spotOrderRequest, order);
  const priceOk = !errorFor(errors, 'price');
  if (!errorFor(errors, 'quantity')) {
    // The pair's rules need a well-formed quantity (and price) to measure.
    const problem = spotOrderProblem({ ...order, price: priceOk ? order.price : undefined }, context);
    if (problem)
      errors.push({ field: problem.key === 'errors.price_precision' ? 'price' : 'quantity', ...problem });
  }
  const figures: SpotOrderFigures = {
    max: maxQuantity({
      side,
      price: fillPrice,
      availableQuote: context.balances?.quote ?? '0',
      availableBase: context.balances?.base ?? '0',
      feeRate: context.feeRate,
      qtyDecimals: context.qtyDecimals,
    }),
    // Only for numbers the pair can take: a total for some other quantity would mislead.
    estimate: errors.length === 0 ? estimate(side, quantity, fillPrice, context.feeRate) : null,
  };
  if (errors.length === 0 && !figures.estimate) errors.push({ field: 'price', key: 'trade.no_price' });
  if (errors.length === 0 && context.balances && new Big(quantity).gt(figures.max))
    errors.push({
      field: 'quantity',
      key: 'trade.not_enough',
      params: { coin: side === 'buy' ? context.quote : context.base },
    });
  return { figures, errors: inFormOrder(errors, FIELD_ORDER), order };
}
