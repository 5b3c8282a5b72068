import { earlyRedemption, termInterest } from '../finance';
import { Big, fitsPrecision } from '../money';
import { subscribeRequest, type TrustProduct } from '../schemas/finance';
import { schemaErrors, type FieldError } from './fieldErrors';
import { inFormOrder } from './formOrder';
import { typedDecimal, type DecimalMark } from './typedDecimal';

/*
 * The locked-funds subscription: the amount as typed and the agreement, checked with the rules
 * `lh/deposit` applies, in the same order (call description), with the interest and the early
 * redemption worked out as the user types, by the functions the server pays and redeems with.
 */

export type SubscribeField = 'amount' | 'agree';

export type SubscribeContext = {
  product: TrustProduct;
  /** The coin's places. */
  decimals: number;
  /** Spot available in the product's coin; null while not known (the server checks anyway). */
  available: string | null;
  decimalMark: DecimalMark;
};

const FIELD_ORDER: readonly SubscribeField[] = ['amount', 'agree'];
const rules = subscribeRequest.omit({ request_id: true, product_id: true });

export function financeSubscribeForm(
  state: { amount: string; agree: boolean },
  { product, decimals, available, decimalMark }: SubscribeContext,
): {
  /** The amount as read once it is a number within the limits (the figures use it); else null. */
  amount: string | null;
  /** What the whole term pays on it, and an example early redemption halfway through. */
  interest: Big | null;
  halfway: { days: number; penalty: Big; refund: Big } | null;
  /** The request to send; null until every rule passes. */
  request: { product_id: number; amount: string; agree: true } | null;
  errors: FieldError<SubscribeField | 'form'>[];
} {
  const amount = typedDecimal(state.amount, decimalMark);
  const errors = schemaErrors<SubscribeField>(rules, { amount, agree: state.agree });
  let withinLimits = false;
  if (!errors.some((e) => e.field === 'amount')) {
    const value = new Big(amount);
    const currency = product.currency;
    const most = new Big(product.max_amount).lt(product.user_left) ? product.max_amount : product.user_left;
    if (!fitsPrecision(amount, decimals))
      errors.push({ field: 'amount', key: 'errors.amount_precision', params: { decimals } });
    else if (value.lt(product.min_amount))
      errors.push({
        field: 'amount',
        key: 'errors.finance_amount_min',
        params: { min: product.min_amount, currency },
      });
    else if (value.gt(product.max_amount))
      errors.push({
        field: 'amount',
        key: 'errors.finance_amount_max',
        params: { max: product.max_amount, currency },
      });
    else if (value.gt(most))
      errors.push({ field: 'amount', key: 'errors.finance_user_limit', params: { left: most, currency } });
    else withinLimits = true;
    if (withinLimits && available !== null && value.gt(available))
      errors.push({ field: 'amount', key: 'errors.finance_balance', params: { currency } });
  }
  const read = withinLimits ? amount : null;
  const halfDays = Math.ceil(product.days / 2);
  return {
    amount: read,
    interest: read ? termInterest(read, product.daily_rate, product.days) : null,
    halfway: read ? { days: halfDays, ...earlyRedemption(read, product.penalty_rate, halfDays) } : null,
    request: errors.length === 0 ? { product_id: product.id, amount, agree: true } : null,
    errors: inFormOrder(errors, FIELD_ORDER),
  };
}
