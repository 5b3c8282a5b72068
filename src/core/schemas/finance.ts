import { z } from 'zod';
import { agreedField, idField, pageFields, pageOf, positiveAmountField, requestIdField } from './fields';

/*
 * Locked funds (spec §7 "Locked funds" `lh/deposit/*`; domain-rules "Locked funds"): a product
 * holds the principal in the trust account for its days and pays a daily interest into the trust
 * account's available balance. Amounts are decimal strings in the product's coin; times are epoch
 * ms (UTC) of instants, the platform's days being cut in its own time zone.
 */

export const FINANCE_PRODUCT_STATUSES = ['upcoming', 'open', 'sold_out', 'closed'] as const;
export type FinanceProductStatus = (typeof FINANCE_PRODUCT_STATUSES)[number];
/** The spec's three tabs of orders: still hosting, completed at maturity, redeemed early. */
export const HOSTED_ORDER_STATUSES = ['hosting', 'completed', 'redeemed'] as const;
export type HostedOrderStatus = (typeof HOSTED_ORDER_STATUSES)[number];

const decimal = z.string().meta({ description: 'Decimal string' });
const time = z.number().int().meta({ description: 'Epoch ms' });

/** One locked-fund product as offered now. */
export const trustProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string().meta({ description: 'The coin the principal and the interest are in' }),
  currency_id: z.number().int(),
  days: z.number().int().meta({ description: 'The term: days of interest' }),
  min_amount: decimal,
  max_amount: decimal.meta({ description: 'The most one subscription may hold' }),
  daily_rate: decimal,
  annual_rate: decimal.meta({ description: 'daily_rate × 365' }),
  penalty_rate: decimal.meta({ description: 'Early redemption: penalty = rate × days left × principal' }),
  quota_total: decimal,
  quota_left: decimal,
  user_limit: decimal.meta({ description: 'The most one user may hold in the product at once' }),
  user_left: decimal.meta({ description: 'What the caller may still subscribe (user_limit for a visitor)' }),
  status: z.enum(FINANCE_PRODUCT_STATUSES),
  opens_at: time,
  next_opens_at: time
    .nullable()
    .meta({ description: 'When sold out or closed: the next scheduled product of the coin opens then' }),
});
export type TrustProduct = z.infer<typeof trustProduct>;
export const trustProducts = z.object({ products: z.array(trustProduct) });

export const productInfoRequest = z.object({ id: idField('errors.finance_product_missing') });

/** The product, with the dates a subscription made now would have and its rules. */
export const trustProductInfo = trustProduct.extend({
  interest_start: time.meta({ description: 'T+1: the first day of interest starts (platform day)' }),
  first_payout: time.meta({ description: 'The first day of interest is paid when it ends' }),
  completion_date: time.meta({ description: 'The last interest and the principal arrive then' }),
  expected_interest_per_1000: decimal.meta({ description: 'What 1,000 of the coin earns over the term' }),
  time_zone: z.string().meta({ description: "The platform day's time zone (IANA), UTC by default" }),
  rules: z.array(z.string()).meta({ description: 'The rules in the caller’s language' }),
});
export type TrustProductInfo = z.infer<typeof trustProductInfo>;

export const subscribeRequest = z.object({
  product_id: idField('errors.finance_product_missing'),
  amount: positiveAmountField('errors.finance_amount_required', 'errors.finance_amount_invalid'),
  agree: agreedField('errors.finance_agree_required'),
  request_id: requestIdField,
});
export type SubscribeRequest = z.infer<typeof subscribeRequest>;

export const hostedOrder = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  amount: decimal.meta({ description: 'The principal, held in the trust account for the term' }),
  daily_rate: decimal,
  penalty_rate: decimal,
  days: z.number().int(),
  paid_days: z.number().int().meta({ description: 'Days whose interest has been paid' }),
  remaining_days: z.number().int().meta({ description: 'Days of the term not yet earned (today counts)' }),
  interest_start: time,
  completion_date: time,
  next_payout: time
    .nullable()
    .meta({ description: 'When the next day of interest is paid (null once ended)' }),
  earned: decimal.meta({ description: 'Interest paid so far' }),
  expected_interest: decimal.meta({ description: 'What the whole term pays' }),
  today_income: decimal.meta({ description: 'Interest paid today (platform day)' }),
  penalty: decimal.nullable(),
  refund: decimal.nullable(),
  status: z.enum(HOSTED_ORDER_STATUSES),
  created_at: time,
  redeemed_at: time.nullable(),
  completed_at: time.nullable(),
});
export type HostedOrder = z.infer<typeof hostedOrder>;

export const orderListRequest = z.object({
  tab: z.enum(HOSTED_ORDER_STATUSES).catch('hosting'),
  ...pageFields,
});
export type OrderListRequest = z.infer<typeof orderListRequest>;
export const hostedOrderList = pageOf(hostedOrder);
export type HostedOrderList = z.infer<typeof hostedOrderList>;

const orderId = idField('errors.finance_order_missing');
export const quoteRequest = z.object({ id: orderId });

/** What redeeming now does; the redemption applies exactly this while `valid_until` has not passed. */
export const redemptionQuote = z.object({
  quote_id: z.string(),
  id: z.number().int(),
  currency: z.string(),
  amount: decimal,
  penalty: decimal,
  refund: decimal.meta({ description: 'Arrives in the trust account available at once' }),
  remaining_days: z.number().int(),
  penalty_rate: decimal,
  interest_paid: decimal.meta({ description: 'Interest paid up to now: it stays paid' }),
  valid_until: time.meta({ description: 'The end of the platform day: the figures change then' }),
});
export type RedemptionQuote = z.infer<typeof redemptionQuote>;

export const redeemRequest = z.object({
  id: orderId,
  quote_id: z
    .string({ error: 'errors.finance_quote_missing' })
    .trim()
    .regex(/^[0-9a-z.-]{1,64}$/, { error: 'errors.finance_quote_missing' }),
});
export type RedeemRequest = z.infer<typeof redeemRequest>;

/** Per coin: what the user holds, has earned, and earned today. */
export const financeReport = z.array(
  z.object({
    currency: z.string(),
    hosting_amount: decimal,
    earned_total: decimal,
    today_income: decimal,
    orders_hosting: z.number().int(),
  }),
);
export type FinanceReport = z.infer<typeof financeReport>;
