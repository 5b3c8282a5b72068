import { Big, fitsPrecision } from '../money';
import {
  c2cAdSaveRequest,
  type C2cAdSaveRequest,
  type C2cPaymentMethod,
  type C2cPayType,
  type C2cSide,
} from '../schemas/c2c';
import { FIAT_DECIMALS } from './c2cOrderForm';
import { schemaErrors, type FieldError } from './fieldErrors';
import { inFormOrder } from './formOrder';
import { typedDecimal, type DecimalMark } from './typedDecimal';

/*
 * A merchant's ad (`ctc/merchant/ad_save`): the fields as typed, checked with the request schema,
 * then the call's own rules (the coin's places, the minimum not above the maximum, a payment
 * method for each pay type of an ad where users buy, bank transfer on one where they sell: the
 * merchant pays to the user's bank card), then what an ad where users buy escrows from spot.
 * `side` is the user's side: 'buy' is an ad where users buy, so the merchant sells and escrows.
 */

export type C2cAdFormState = {
  side: C2cSide;
  coin: string;
  fiat: string;
  price: string;
  quantity: string;
  min_amount: string;
  max_amount: string;
  pay_types: C2cPayType[];
  terms: string;
};

export type C2cAdField = keyof C2cAdFormState;

/** The fields in the order the editor shows them: the button's reason names the first one met. */
export const C2C_AD_FIELDS: readonly C2cAdField[] = [
  'side',
  'coin',
  'fiat',
  'price',
  'quantity',
  'min_amount',
  'max_amount',
  'pay_types',
  'terms',
];

export type C2cAdContext = {
  /** The ad edited, or undefined for a new one. */
  id?: number;
  /** The coin's places. */
  coinDecimals: number;
  /** Spot available of the coin; null while not known (the server checks anyway). */
  balance: string | null;
  /** What the edited ad holds in escrow now (its available while online and users buy), else '0'. */
  escrowed: string;
  /** The merchant's payment methods; null while not known. */
  methods: readonly Pick<C2cPaymentMethod, 'pay_type' | 'enabled'>[] | null;
  decimalMark: DecimalMark;
};

/** Pay types the merchant can take on an ad where users buy: one enabled method of each kind. */
export const payTypesWithMethod = (methods: C2cAdContext['methods']): C2cPayType[] => [
  ...new Set((methods ?? []).filter((m) => m.enabled).map((m) => m.pay_type)),
];

export function c2cAdForm(
  state: C2cAdFormState,
  ctx: C2cAdContext,
): {
  /** What the ad's quantity is worth at its price, cut to the cent; null before both read. */
  total: Big | null;
  /**
   * What saving moves into escrow from spot (negative: released back), for an ad where users buy;
   * null for one where they sell, or before the quantity reads.
   */
  escrow: Big | null;
  /** True when the spot balance is what stops it: the screen offers a transfer or deposit. */
  short: boolean;
  request: C2cAdSaveRequest | null;
  errors: FieldError<C2cAdField | 'form'>[];
} {
  const { coinDecimals, balance, escrowed, methods, decimalMark } = ctx;
  const values = {
    ...(ctx.id === undefined ? {} : { id: ctx.id }),
    side: state.side,
    coin: state.coin,
    fiat: state.fiat,
    price: typedDecimal(state.price, decimalMark),
    quantity: typedDecimal(state.quantity, decimalMark),
    min_amount: typedDecimal(state.min_amount, decimalMark),
    max_amount: typedDecimal(state.max_amount, decimalMark),
    pay_types: state.pay_types,
    terms: state.terms,
  };
  const errors = schemaErrors<C2cAdField>(c2cAdSaveRequest, values);
  const failed = (field: C2cAdField) => errors.some((e) => e.field === field);
  const pastCent = (field: 'price' | 'min_amount' | 'max_amount') =>
    !failed(field) && !fitsPrecision(values[field], FIAT_DECIMALS);
  if (pastCent('price'))
    errors.push({ field: 'price', key: 'errors.c2c_price_precision', params: { decimals: FIAT_DECIMALS } });
  if (pastCent('min_amount'))
    errors.push({
      field: 'min_amount',
      key: 'errors.c2c_limit_precision',
      params: { decimals: FIAT_DECIMALS },
    });
  if (pastCent('max_amount'))
    errors.push({
      field: 'max_amount',
      key: 'errors.c2c_limit_precision',
      params: { decimals: FIAT_DECIMALS },
    });
  if (!failed('quantity') && !fitsPrecision(values.quantity, coinDecimals))
    errors.push({
      field: 'quantity',
      key: 'errors.c2c_quantity_precision',
      params: { decimals: coinDecimals },
    });

  let total: Big | null = null;
  if (!failed('price') && !failed('quantity')) {
    total = new Big(values.quantity).times(values.price).round(FIAT_DECIMALS, Big.roundDown);
    // An ad worth less than its minimum order could never be ordered from.
    if (!failed('min_amount') && total.lt(values.min_amount))
      errors.push({
        field: 'min_amount',
        key: 'errors.c2c_limit_over_total',
        params: { total: total.toFixed(FIAT_DECIMALS), fiat: values.fiat.trim() },
      });
  }
  if (!failed('min_amount') && !failed('max_amount') && new Big(values.min_amount).gt(values.max_amount))
    errors.push({ field: 'max_amount', key: 'errors.c2c_limit_order' });

  // Where users sell, the merchant pays to the user's bank card: the ad must take bank transfer.
  if (state.side === 'sell' && !failed('pay_types') && !state.pay_types.includes('bank'))
    errors.push({ field: 'pay_types', key: 'errors.c2c_pay_type_bank_required' });
  // Where users buy, they pay the merchant: each pay type needs one of the merchant's methods.
  if (state.side === 'buy' && methods !== null && !failed('pay_types')) {
    const taken = payTypesWithMethod(methods);
    if (!state.pay_types.every((p) => taken.includes(p)))
      errors.push({ field: 'pay_types', key: 'errors.c2c_payment_method_missing' });
  }

  let escrow: Big | null = null;
  let short = false;
  if (state.side === 'buy' && !failed('quantity')) {
    escrow = new Big(values.quantity).minus(escrowed);
    if (balance !== null && escrow.gt(balance)) {
      short = true;
      // The server raises the same key, with no figures: the field shows the balance beside it.
      errors.push({ field: 'quantity', key: 'errors.c2c_escrow_short' });
    }
  }

  const sorted = inFormOrder<C2cAdField | 'form'>(errors, C2C_AD_FIELDS);
  const request: C2cAdSaveRequest | null = sorted.length === 0 ? c2cAdSaveRequest.parse(values) : null;
  return { total, escrow, short, request, errors: sorted };
}
