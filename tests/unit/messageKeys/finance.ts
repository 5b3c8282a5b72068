import { FINANCE_PRODUCT_STATUSES, HOSTED_ORDER_STATUSES } from '../../../src/core/schemas/finance';
import { FINANCE_RULES } from '../../../src/server/modules/finance/service';

/** The cases of the finance feature's template keys (messageKeys.test.ts reads every file here). */
const each = (values: readonly string[]) => values.map((value) => [value]);

/** The rows an order card shows, per tab (OrderCard.tsx). */
const ORDER_ROWS = [
  'amount',
  'earned',
  'today_income',
  'remaining_days',
  'next_payout',
  'completion_date',
  'expected_interest',
  'completed_at',
  'penalty',
  'refund',
  'redeemed_at',
];

export const templateCases: Record<string, readonly (readonly string[])[]> = {
  'finance.rules.{}': each(FINANCE_RULES),
  // A product that is not open refuses subscriptions with its status's own message.
  'errors.finance_{}': each(FINANCE_PRODUCT_STATUSES.filter((s) => s !== 'open')),
  'finance.status.{}': each(FINANCE_PRODUCT_STATUSES),
  'finance.tab.{}': each(HOSTED_ORDER_STATUSES),
  'finance.no_orders.{}': each(HOSTED_ORDER_STATUSES),
  'finance.order.{}': each(ORDER_ROWS),
  'finance.timeline_{}': each(['subscribe', 'interest_start', 'first_payout', 'completion']),
};

/** Each rule is rendered with every figure of its product (service.ts `rulesOf`). */
export const paramsByHand: Record<string, readonly string[]> = Object.fromEntries(
  FINANCE_RULES.map((rule) => [
    `src/server/modules/finance/service.ts finance.rules.${rule}`,
    ['currency', 'days', 'daily', 'total', 'per1000', 'penalty', 'min', 'max', 'limit', 'zone'],
  ]),
);
