import { z } from 'zod';
import { pageFields, pageOf, positiveAmountField, requestIdField, symbolField } from './fields';

/*
 * Delivery options (spec §5, §7 "Options"; domain-rules "Delivery options"): up, down or flat over
 * a delivery period, on the real options account or the demo one. Amounts are decimal strings in
 * USDT; times are epoch ms (UTC), as in the spot calls.
 */

export const OPTION_DIRECTIONS = ['up', 'down', 'flat'] as const;
export type OptionDirection = (typeof OPTION_DIRECTIONS)[number];
export const OPTION_ACCOUNTS = ['real', 'simulation'] as const;
export type OptionAccount = (typeof OPTION_ACCOUNTS)[number];
export const OPTION_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
export type OptionStatus = (typeof OPTION_STATUSES)[number];

const decimal = z.string().meta({ description: 'Decimal string' });
const accountField = z.enum(OPTION_ACCOUNTS, { error: 'errors.options_account_invalid' });

export const optionSecondsRequest = z.object({ symbol: symbolField.optional().catch(undefined) });

/** One delivery period of a pair, as offered now. */
export const optionProduct = z.object({
  symbol: z.string(),
  seconds: z.number().int().meta({ description: 'The delivery period' }),
  payout_ratio: decimal.meta({ description: 'A win pays stake × (1 + ratio), less the fee' }),
  min_amount: decimal,
  max_amount: decimal,
  flat_band: decimal.meta({ description: '"Flat" wins when |close − open| ≤ this, in the quote coin' }),
  fee_rate: decimal.meta({ description: 'Of the payout of a win; nothing on a loss or refund' }),
});
export type OptionProduct = z.infer<typeof optionProduct>;
export const optionProducts = z.array(optionProduct);

export const payableCurrency = z.object({
  currency: z.string(),
  account: z.enum(OPTION_ACCOUNTS),
  available: decimal,
});
export const payableCurrencies = z.array(payableCurrency);
export type PayableCurrency = z.infer<typeof payableCurrency>;

export const optionSubmitRequest = z.object({
  symbol: symbolField,
  direction: z.enum(OPTION_DIRECTIONS, { error: 'errors.options_direction_invalid' }),
  seconds: z.coerce
    .number({ error: 'errors.options_seconds_required' })
    .int({ error: 'errors.options_seconds_required' })
    .positive({ error: 'errors.options_seconds_required' }),
  amount: positiveAmountField('errors.options_amount_required', 'errors.options_amount_invalid'),
  account: accountField,
  request_id: requestIdField,
});
export type OptionSubmitRequest = z.infer<typeof optionSubmitRequest>;

export const optionListRequest = z.object({
  status: z.enum(['open', 'settled']).catch('open'),
  account: accountField.optional().catch(undefined),
  symbol: symbolField.optional().catch(undefined),
  ...pageFields,
});
export type OptionListRequest = z.infer<typeof optionListRequest>;

const tick = z
  .object({ price: decimal, time: z.number().int(), source: z.string() })
  .meta({ description: 'A recorded index tick: price, the feed time (epoch ms), and the feed' });
export type OptionTick = z.infer<typeof tick>;

export const optionOrder = z.object({
  id: z.number().int(),
  symbol: z.string(),
  direction: z.enum(OPTION_DIRECTIONS),
  seconds: z.number().int(),
  amount: decimal.meta({ description: 'The stake, frozen while open' }),
  account: z.enum(OPTION_ACCOUNTS),
  status: z.enum(OPTION_STATUSES),
  payout_ratio: decimal.meta({ description: 'Stored at open: the ratio the user saw when choosing' }),
  flat_band: decimal,
  fee_rate: decimal,
  open_price: decimal,
  open_tick: tick,
  settle_at: z.number().int(),
  close_price: decimal.nullable().meta({ description: 'The median of `settlement_ticks`' }),
  close_tick: tick.nullable().meta({
    description:
      'The settlement tick whose price is the median; null with an even number of ticks, whose close is the mean of the two middle ones',
  }),
  settlement_ticks: z
    .array(tick)
    .meta({ description: 'Every recorded tick of the 2 s before `settle_at`, oldest first' }),
  fee: decimal.nullable(),
  payout: decimal
    .nullable()
    .meta({ description: 'What was paid back: stake × (1 + ratio) − fee, the stake, or 0' }),
  profit_loss: decimal.nullable().meta({ description: "The signed change to the user's balance" }),
  created_at: z.number().int(),
  settled_at: z.number().int().nullable(),
});
export type OptionOrder = z.infer<typeof optionOrder>;
export const optionOrderList = pageOf(optionOrder);
export type OptionOrderList = z.infer<typeof optionOrderList>;

export const demoTopupResult = z.object({
  available: decimal.meta({ description: 'The demo balance after the top-up' }),
  next_topup_at: z.number().int().meta({ description: 'The earliest time of the next top-up' }),
});
