import { Big, fitsPrecision } from '../money';
import { ieoApplyRequest, type IeoItem } from '../schemas/ieo';
import { schemaErrors, type FieldError } from './fieldErrors';
import { typedDecimal, type DecimalMark } from './typedDecimal';

/*
 * An IEO application: the quantity as typed, checked with the rules `ieo/apply` applies in its
 * order (call description: the request schema, the coin's decimals, the minimum and maximum, then
 * the spot balance covering quantity × IEO price), with the cost it implies worked out as the user
 * types. Nothing is frozen by applying, so the balance is only checked, never reserved.
 */

/** What the form reads of an item: its limits, its price and the two coins. */
export type IeoApplyItem = Pick<
  IeoItem,
  'id' | 'symbol' | 'decimals' | 'ieo_price' | 'pay_currency' | 'min_apply' | 'max_apply'
>;

export type IeoApplyContext = {
  item: IeoApplyItem;
  /** The payment coin's places: the cost is cut to them, as a payment is. */
  payDecimals: number;
  /** Spot available in the payment coin; null while not known (the server checks anyway). */
  available: string | null;
  decimalMark: DecimalMark;
};

export type IeoApplyField = 'quantity';

/**
 * The most one can apply for: the item's maximum, or less when the balance covers less at the IEO
 * price (cut to the coin's decimals, so the cost never passes the balance).
 */
export function maxApplyQuantity(item: IeoApplyItem, available: string | null): Big {
  const max = new Big(item.max_apply);
  if (available === null || new Big(item.ieo_price).lte(0)) return max;
  const covered = new Big(available).div(item.ieo_price).round(item.decimals, Big.roundDown);
  return covered.lt(max) ? covered : max;
}

/** What a quantity costs in the payment coin, cut to its places (the payment never rounds up). */
export const applyCost = (quantity: Big | string, item: IeoApplyItem, payDecimals: number): Big =>
  new Big(quantity).times(item.ieo_price).round(payDecimals, Big.roundDown);

export function ieoApplyForm(
  typed: string,
  { item, payDecimals, available, decimalMark }: IeoApplyContext,
): {
  /** The quantity's cost once the quantity is within the limits; null before. */
  cost: Big | null;
  /** What "max" fills in. */
  max: Big;
  /** True when the balance is what stops it: the screen offers a deposit. */
  short: boolean;
  request: { id: number; quantity: string } | null;
  errors: FieldError<IeoApplyField | 'form'>[];
} {
  const quantity = typedDecimal(typed, decimalMark);
  const errors = schemaErrors<IeoApplyField>(ieoApplyRequest.pick({ quantity: true }), { quantity });
  const symbol = item.symbol;
  let cost: Big | null = null;
  let short = false;
  if (errors.length === 0) {
    const value = new Big(quantity);
    if (!fitsPrecision(quantity, item.decimals))
      errors.push({
        field: 'quantity',
        key: 'errors.ieo_quantity_precision',
        params: { decimals: item.decimals },
      });
    else if (value.lt(item.min_apply))
      errors.push({
        field: 'quantity',
        key: 'errors.ieo_quantity_min',
        params: { min: item.min_apply, symbol },
      });
    else if (value.gt(item.max_apply))
      errors.push({
        field: 'quantity',
        key: 'errors.ieo_quantity_max',
        params: { max: item.max_apply, symbol },
      });
    else {
      cost = applyCost(value, item, payDecimals);
      // The server compares the exact product with the balance; so does this.
      if (available !== null && value.times(item.ieo_price).gt(available)) {
        short = true;
        errors.push({
          field: 'quantity',
          key: 'errors.ieo_balance',
          params: { currency: item.pay_currency },
        });
      }
    }
  }
  return {
    cost,
    max: maxApplyQuantity(item, available),
    short,
    request: errors.length === 0 ? { id: item.id, quantity } : null,
    errors,
  };
}
