import { Big } from '../money';
import {
  optionSubmitRequest,
  type OptionAccount,
  type OptionDirection,
  type OptionProduct,
} from '../schemas/options';
import { schemaErrors, type FieldError } from './fieldErrors';
import { inFormOrder } from './formOrder';
import { typedDecimal, type DecimalMark } from './typedDecimal';

/*
 * The options purchase sheet: the period chosen and the stake as typed, checked in the spec's
 * order (§5 "Option purchase": delivery time first, amount required, not below the minimum,
 * balance sufficient) with the rules `microtrade/submit` applies. Verification is not a field:
 * the screen asks about it when the user confirms (features/options/optionPurchase.ts).
 */

export type OptionPurchaseField = 'seconds' | 'amount';

export type OptionPurchaseContext = {
  symbol: string;
  direction: OptionDirection;
  account: OptionAccount;
  /** The pair's periods; the chosen one gives the limits. */
  periods: readonly OptionProduct[];
  /** The chosen account's available balance; null while it is not known. */
  available: string | null;
  decimalMark: DecimalMark;
};

const FIELD_ORDER: readonly OptionPurchaseField[] = ['seconds', 'amount'];
const purchaseRules = optionSubmitRequest.omit({ request_id: true });

export function optionPurchaseForm(
  state: { seconds: number | null; amount: string },
  context: OptionPurchaseContext,
): {
  /** The period chosen, with its limits and terms. */
  product: OptionProduct | null;
  /**
   * The stake as read, once the period takes it (within its limits): what the summary works out
   * a win from, even while the balance is short; null otherwise ("--").
   */
  amount: string | null;
  /** The stake to send; null until it passes every rule. */
  stake: string | null;
  errors: FieldError<OptionPurchaseField | 'form'>[];
} {
  const product = context.periods.find((p) => p.seconds === state.seconds) ?? null;
  const amount = typedDecimal(state.amount, context.decimalMark);
  const values = {
    symbol: context.symbol,
    direction: context.direction,
    seconds: product?.seconds,
    amount,
    account: context.account,
  };
  const errors = schemaErrors<OptionPurchaseField>(purchaseRules, values);
  let withinLimits = false;
  if (product && !errors.some((e) => e.field === 'amount')) {
    const stake = new Big(amount);
    if (stake.lt(product.min_amount))
      errors.push({ field: 'amount', key: 'errors.options_amount_min', params: { min: product.min_amount } });
    else if (stake.gt(product.max_amount))
      errors.push({ field: 'amount', key: 'errors.options_amount_max', params: { max: product.max_amount } });
    else withinLimits = true;
    if (withinLimits && context.available !== null && stake.gt(context.available))
      errors.push({ field: 'amount', key: 'options.error.insufficient_balance' });
  }
  return {
    product,
    amount: withinLimits ? amount : null,
    stake: errors.length === 0 ? amount : null,
    errors: inFormOrder(errors, FIELD_ORDER),
  };
}
