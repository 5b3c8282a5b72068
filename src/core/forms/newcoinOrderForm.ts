import { Big, fitsPrecision } from '../money';
import { newCoinOrderRequest, type NewCoinProductInfo } from '../schemas/newcoins';
import { schemaErrors, type FieldError } from './fieldErrors';
import { typedDecimal, type DecimalMark } from './typedDecimal';

/*
 * A new-coin subscription: the payment as typed, checked with the rules `lh/send/order` applies
 * (call description), with the coins it asks for worked out as the user types (amount ÷ price,
 * cut to the coin's places, as the server does).
 */

export function newcoinOrderForm(
  typed: string,
  {
    product,
    payDecimals,
    available,
    decimalMark,
  }: {
    product: NewCoinProductInfo;
    payDecimals: number;
    /** Spot available in the payment coin; null while not known (the server checks anyway). */
    available: string | null;
    decimalMark: DecimalMark;
  },
): {
  coins: Big | null;
  /** True when the balance is what stops it: the screen offers a deposit. */
  short: boolean;
  request: { product_id: number; amount: string } | null;
  errors: FieldError<'amount' | 'form'>[];
} {
  const amount = typedDecimal(typed, decimalMark);
  const errors = schemaErrors<'amount'>(newCoinOrderRequest.pick({ amount: true }), { amount });
  let coins: Big | null = null;
  let short = false;
  if (errors.length === 0) {
    const value = new Big(amount);
    const currency = product.pay_currency;
    if (!fitsPrecision(amount, payDecimals))
      errors.push({ field: 'amount', key: 'errors.amount_precision', params: { decimals: payDecimals } });
    else if (value.lt(product.min_amount))
      errors.push({
        field: 'amount',
        key: 'errors.newcoin_amount_min',
        params: { min: product.min_amount, currency },
      });
    else if (value.gt(product.user_left))
      errors.push({
        field: 'amount',
        key: 'errors.newcoin_user_limit',
        params: { left: product.user_left, currency },
      });
    else {
      coins = value.div(product.issue_price).round(product.decimals, Big.roundDown);
      if (available !== null && value.gt(available)) {
        short = true;
        errors.push({ field: 'amount', key: 'errors.newcoin_balance', params: { currency } });
      }
    }
  }
  return { coins, short, request: errors.length === 0 ? { product_id: product.id, amount } : null, errors };
}
