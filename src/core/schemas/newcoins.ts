import { z } from 'zod';
import { idField, pageFields, pageOf, positiveAmountField, requestIdField } from './fields';

/*
 * New-coin subscription (spec §3 "New-coin subscription", §7 `lh/send/*`; domain-rules "New
 * coins"): a fixed issue price in a payment currency, the payment frozen in the window, an
 * oversubscribed sale allotted by the published formula (core/allotment.ts), the coins credited at
 * launch and locked for the lock-up. Amounts are decimal strings; times epoch ms.
 */

export const NEWCOIN_PRODUCT_STATUSES = [
  'upcoming',
  'subscribing',
  'sold_out',
  'ended',
  'redeeming',
] as const;
export type NewCoinProductStatus = (typeof NEWCOIN_PRODUCT_STATUSES)[number];
/** The spec's record states: under review until the window ends, then passed (allotted). */
export const NEWCOIN_ORDER_STATUSES = ['under_review', 'passed'] as const;
export type NewCoinOrderStatus = (typeof NEWCOIN_ORDER_STATUSES)[number];

const decimal = z.string().meta({ description: 'Decimal string' });
const time = z.number().int().meta({ description: 'Epoch ms' });

export const newCoinProduct = z.object({
  id: z.number().int(),
  currency: z.string().meta({ description: 'The new coin' }),
  name: z.string(),
  issue_price: decimal.meta({ description: 'In the payment currency, per coin' }),
  pay_currency: z.string(),
  lockup_days: z.number().int().meta({ description: 'Coins received stay locked this long after launch' }),
  start_time: time,
  end_time: time,
  launch_time: time,
  supply: decimal.meta({ description: 'Coins on sale' }),
  subscribed: decimal.meta({
    description: 'Coins asked for so far (may exceed the supply when oversubscribable)',
  }),
  oversubscribable: z.boolean().meta({ description: 'Takes more than the supply and allots pro rata' }),
  min_amount: decimal.meta({ description: 'Least payment per subscription, in the payment currency' }),
  user_limit: decimal.meta({ description: 'Most one user may pay in all, in the payment currency' }),
  status: z.enum(NEWCOIN_PRODUCT_STATUSES),
});
export type NewCoinProduct = z.infer<typeof newCoinProduct>;
export const newCoinProducts = z.object({ products: z.array(newCoinProduct) });

export const newCoinInfoRequest = z.object({ id: idField('errors.newcoin_product_missing') });
export const newCoinProductInfo = newCoinProduct.extend({
  description: z.string().meta({ description: "In the caller's language, English when not translated" }),
  decimals: z.number().int().meta({ description: "The new coin's places" }),
  user_left: decimal.meta({ description: 'What the caller may still pay (user_limit for a visitor)' }),
  rules: z.array(z.string()),
  allotment: z
    .object({ total_applied: decimal, factors: z.array(z.string()), table_hash: z.string() })
    .nullable()
    .meta({ description: 'Published when the window ends: what every receipt is checked against' }),
});
export type NewCoinProductInfo = z.infer<typeof newCoinProductInfo>;

export const newCoinOrderRequest = z.object({
  product_id: idField('errors.newcoin_product_missing'),
  amount: positiveAmountField('errors.newcoin_amount_required', 'errors.newcoin_amount_invalid'),
  request_id: requestIdField,
});
export type NewCoinOrderRequest = z.infer<typeof newCoinOrderRequest>;

/** An application's line of the allotment, as core/allotment.ts computed it. */
export const allotmentReceipt = z.object({
  applied: decimal,
  cap: decimal,
  raw_share: decimal,
  rounds: z.array(z.object({ factor: decimal, share: decimal, capped: z.boolean() })),
  cut: decimal,
  remainder: decimal,
  extra_unit: z.boolean(),
  final: decimal,
});
export type AllotmentReceipt = z.infer<typeof allotmentReceipt>;

export const newCoinOrder = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  currency: z.string(),
  decimals: z.number().int().meta({ description: "The new coin's places" }),
  pay_currency: z.string(),
  pay_decimals: z.number().int().meta({ description: "The payment coin's places" }),
  amount_paid: decimal.meta({ description: 'The payment frozen at subscription' }),
  quantity: decimal.meta({ description: 'Coins asked for; once passed, coins allotted' }),
  cost: decimal.nullable().meta({ description: 'Allotted × issue price, once passed' }),
  refund: decimal.nullable().meta({ description: 'What came back unspent, once passed' }),
  status: z.enum(NEWCOIN_ORDER_STATUSES),
  expected_return: decimal.meta({ description: 'The coins this order brings' }),
  accumulated_return: decimal
    .nullable()
    .meta({ description: "Market value at the feed's price minus the cost, once the pair trades" }),
  completion_time: time.meta({ description: 'The end of the lock-up: the coins are free then' }),
  launched: z.boolean().meta({ description: 'Whether the coins have been credited (locked)' }),
  unlocked: z.boolean(),
  allotment: allotmentReceipt.nullable(),
  created_at: time,
});
export type NewCoinOrder = z.infer<typeof newCoinOrder>;
export const newCoinOrderList = pageOf(newCoinOrder);
export const newCoinOrderListRequest = z.object(pageFields);
