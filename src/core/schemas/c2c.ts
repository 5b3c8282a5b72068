import { z } from 'zod';
import {
  idField,
  optionalText,
  pageFields,
  pageOf,
  payPasswordField,
  positiveAmountField,
  requestIdField,
  requiredText,
} from './fields';
import { uploadIdField } from './upload';

/*
 * Peer-to-peer (C2C) orders with merchants (spec §4 "C2C", §7 `ctc/*`; domain-rules "C2C").
 * `side` is always the user's side: `buy` means the user buys coins from a merchant's sell ad
 * (the merchant's coins escrowed when the ad is published), `sell` that the user sells to a
 * merchant's buy ad (the user's coins escrowed when ordering). Amounts are decimal strings in the
 * fiat (`amount`, `price`, limits) or the coin (`quantity`, `available`); times epoch ms.
 */

export const C2C_SIDES = ['buy', 'sell'] as const;
export type C2cSide = (typeof C2C_SIDES)[number];
/** Payment kinds a merchant can take (the user's bank card is what a merchant pays to). */
export const C2C_PAY_TYPES = ['bank', 'alipay', 'wechat'] as const;
export type C2cPayType = (typeof C2C_PAY_TYPES)[number];
/**
 * The spec's status codes: 1 paying, 2 paid, 5 cancelled; and where it left blanks, 3 completed
 * (coins released) and 4 in appeal.
 */
export const C2C_STATUSES = [1, 2, 3, 4, 5] as const;
export type C2cStatus = (typeof C2C_STATUSES)[number];
/** Why an order was cancelled. */
export const C2C_CANCEL_REASONS = ['buyer', 'timeout', 'appeal'] as const;
export type C2cCancelReason = (typeof C2C_CANCEL_REASONS)[number];

/** Minutes to pay, and after paid how long before either side may appeal (domain-rules "C2C"). */
export const C2C_PAY_MINUTES = 30;
export const C2C_APPEAL_AFTER_MINUTES = 15;
/** Cancellations a user may make in a day before new orders are refused until the next. */
export const C2C_CANCELS_PER_DAY = 3;

const decimal = z.string().meta({ description: 'Decimal string' });
const time = z.number().int().meta({ description: 'Epoch ms' });

/** A local demo's merchant (never in production): it acts by itself, and no fiat moves. */
const demoMerchant = z.boolean().meta({
  description: "A local demo's merchant: it releases and pays by itself, and its accounts are not real",
});

export const c2cMerchantStats = z.object({
  nickname: z.string(),
  demo: demoMerchant,
  orders_30d: z.number().int().meta({ description: 'Orders completed in the last 30 days' }),
  completion_rate: decimal.meta({ description: 'Completed ÷ (completed + cancelled) in 30 days, 0–1' }),
  avg_release_minutes: z.number().int().meta({ description: 'From paid to released, on average' }),
});
export type C2cMerchantStats = z.infer<typeof c2cMerchantStats>;

export const c2cAd = z.object({
  id: z.number().int(),
  merchant: c2cMerchantStats,
  side: z
    .enum(C2C_SIDES)
    .meta({ description: "The user's side: buy from a merchant who sells, or sell to one who buys" }),
  coin: z.string(),
  coin_decimals: z.number().int(),
  fiat: z.string(),
  price: decimal.meta({ description: 'Fiat per coin' }),
  available: decimal.meta({ description: 'Coins left on the ad (escrowed for a sell ad)' }),
  min_amount: decimal.meta({ description: 'Least fiat per order' }),
  max_amount: decimal.meta({ description: 'Most fiat per order' }),
  pay_types: z.array(z.enum(C2C_PAY_TYPES)),
  terms: z.string(),
  online: z.boolean().meta({ description: 'False once the merchant paused it' }),
  mine: z.boolean().meta({ description: "The caller's own ad (a merchant cannot order from it)" }),
});
export type C2cAd = z.infer<typeof c2cAd>;

export const c2cCatalog = z.object({
  coins: z.array(z.string()),
  fiats: z.array(z.string()),
  pay_types: z.array(z.enum(C2C_PAY_TYPES)),
});

export const c2cAdListRequest = z.object({
  side: z.enum(C2C_SIDES, { error: 'errors.c2c_side_invalid' }),
  coin: requiredText('errors.c2c_coin_invalid'),
  fiat: requiredText('errors.c2c_fiat_invalid'),
  pay_type: z.enum(C2C_PAY_TYPES, { error: 'errors.c2c_pay_type_invalid' }).optional(),
  amount: optionalText.meta({ description: 'Only ads whose limits take this fiat amount' }),
  ...pageFields,
});
export const c2cAdList = pageOf(c2cAd);
export const c2cAdInfoRequest = z.object({ id: idField('errors.c2c_ad_missing') });

/** Where the payer sends the fiat: the merchant's method (user buys) or the user's bank card (user sells). */
export const c2cPayInfo = z.object({
  pay_type: z.enum(C2C_PAY_TYPES),
  name: z.string().meta({ description: "The account holder's name" }),
  account: z.string(),
  bank: z.string().nullable(),
});
export type C2cPayInfo = z.infer<typeof c2cPayInfo>;

export const c2cAppeal = z.object({
  by: z.enum(['user', 'merchant']),
  reason: z.string(),
  opened_at: time,
  deadline: time.meta({ description: 'By when an operator decides' }),
  resolution: z.enum(['released', 'cancelled']).nullable(),
  resolution_reason: z.string().nullable(),
  resolved_at: time.nullable(),
});

export const c2cOrder = z.object({
  id: z.number().int(),
  number: z.string().meta({ description: 'The order number both parties quote' }),
  side: z.enum(C2C_SIDES).meta({ description: "The user's side" }),
  role: z.enum(['user', 'merchant']).meta({ description: "The caller's part in the order" }),
  coin: z.string(),
  coin_decimals: z.number().int(),
  fiat: z.string(),
  price: decimal,
  amount: decimal.meta({ description: 'Fiat to pay' }),
  quantity: decimal.meta({ description: 'Coins escrowed and released' }),
  merchant_nickname: z.string(),
  merchant_demo: demoMerchant,
  pay_type: z.enum(C2C_PAY_TYPES),
  pay_info: c2cPayInfo.nullable().meta({ description: 'Only to the parties, only while the order is open' }),
  status: z.union(C2C_STATUSES.map((s) => z.literal(s))),
  cancel_reason: z.enum(C2C_CANCEL_REASONS).nullable(),
  pay_deadline: time.meta({ description: 'Not paid by then: cancelled, the escrow returned' }),
  appeal_from: time.nullable().meta({ description: 'When either side may appeal (15 minutes after paid)' }),
  appeal_deadline: time.nullable().meta({ description: "The appeal's decision deadline, once appealed" }),
  appeal: c2cAppeal.nullable(),
  created_at: time,
  paid_at: time.nullable(),
  released_at: time.nullable(),
  cancelled_at: time.nullable(),
  deal_number: z.string().nullable().meta({ description: 'The released trade, once completed' }),
});
export type C2cOrder = z.infer<typeof c2cOrder>;

export const c2cOrderRequest = z
  .object({
    ad_id: idField('errors.c2c_ad_missing'),
    amount: optionalText.meta({ description: 'Fiat to pay or receive; give this or quantity' }),
    quantity: optionalText.meta({ description: 'Coins to buy or sell; give this or amount' }),
    pay_type: z.enum(C2C_PAY_TYPES, { error: 'errors.c2c_pay_type_invalid' }),
    request_id: requestIdField,
  })
  .superRefine((r, ctx) => {
    if (!r.amount && !r.quantity)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'errors.c2c_amount_required' });
  });
export type C2cOrderRequest = z.infer<typeof c2cOrderRequest>;

/** A status code, or `active`: every order still open (paying, paid, in appeal). */
export const c2cOrderListRequest = z.object({
  status: z
    .union([z.literal('active'), z.coerce.number<string | number>().int().min(1).max(5)])
    .optional()
    .catch(undefined),
  ...pageFields,
});
export const c2cOrderList = pageOf(c2cOrder);
export const c2cOrderIdRequest = z.object({ id: idField('errors.c2c_order_missing') });
export const c2cReleaseRequest = z.object({
  id: idField('errors.c2c_order_missing'),
  pay_password: payPasswordField(),
});
export const c2cAppealRequest = z.object({
  id: idField('errors.c2c_order_missing'),
  reason: requiredText('errors.c2c_appeal_reason_required').pipe(
    z.string().max(500, { error: 'errors.c2c_text_too_long' }),
  ),
});

export const c2cMessage = z.object({
  id: z.number().int(),
  from: z.enum(['me', 'counterparty', 'operator']),
  text: z.string().nullable(),
  image_url: z.string().nullable().meta({ description: 'The image, readable by both parties' }),
  created_at: time,
});
export type C2cMessage = z.infer<typeof c2cMessage>;
export const c2cMessagesRequest = z.object({
  id: idField('errors.c2c_order_missing'),
  after: z
    .union([z.string(), z.number()])
    .pipe(z.coerce.number<string | number>().int().min(0))
    .optional()
    .catch(undefined)
    .meta({ description: 'Only messages after this id' }),
});
export const c2cMessages = z.object({ list: z.array(c2cMessage) });
export const c2cSendMessageRequest = z
  .object({
    id: idField('errors.c2c_order_missing'),
    text: optionalText.pipe(z.string().max(500, { error: 'errors.c2c_text_too_long' }).optional()),
    image: uploadIdField('errors.upload_not_found').optional(),
  })
  .superRefine((m, ctx) => {
    if (!m.text && !m.image)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'errors.c2c_message_empty' });
  });
export const c2cImageRequest = z.object({ id: idField('errors.not_found') });

/* Merchants' own calls. */

export const c2cAdSaveRequest = z.object({
  id: idField('errors.c2c_ad_missing').optional(),
  side: z.enum(C2C_SIDES, { error: 'errors.c2c_side_invalid' }),
  coin: requiredText('errors.c2c_coin_invalid'),
  fiat: requiredText('errors.c2c_fiat_invalid'),
  price: positiveAmountField('errors.c2c_price_required', 'errors.c2c_price_invalid'),
  quantity: positiveAmountField('errors.c2c_quantity_required', 'errors.c2c_quantity_invalid').meta({
    description: 'Coins offered (what is left to trade); a sell ad escrows them',
  }),
  min_amount: positiveAmountField('errors.c2c_limit_required', 'errors.c2c_limit_invalid'),
  max_amount: positiveAmountField('errors.c2c_limit_required', 'errors.c2c_limit_invalid'),
  // A form sends one value, or several joined by commas; JSON sends a list.
  pay_types: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z
      .array(z.enum(C2C_PAY_TYPES, { error: 'errors.c2c_pay_type_invalid' }), {
        error: 'errors.c2c_pay_type_required',
      })
      .min(1, { error: 'errors.c2c_pay_type_required' }),
  ),
  terms: optionalText.pipe(z.string().max(500, { error: 'errors.c2c_text_too_long' }).optional()),
});
export type C2cAdSaveRequest = z.infer<typeof c2cAdSaveRequest>;
export const c2cAdPauseRequest = z.object({
  id: idField('errors.c2c_ad_missing'),
  online: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1'),
});
export const c2cMerchantAds = z.object({ list: z.array(c2cAd) });

export const c2cPaymentMethod = z.object({
  id: z.number().int(),
  pay_type: z.enum(C2C_PAY_TYPES),
  name: z.string(),
  account: z.string(),
  bank: z.string().nullable(),
  enabled: z.boolean(),
});
export type C2cPaymentMethod = z.infer<typeof c2cPaymentMethod>;
export const c2cPaymentMethods = z.object({ list: z.array(c2cPaymentMethod) });
export const c2cPaymentMethodSaveRequest = z.object({
  id: idField('errors.c2c_payment_method_missing').optional(),
  pay_type: z.enum(C2C_PAY_TYPES, { error: 'errors.c2c_pay_type_invalid' }),
  name: requiredText('errors.c2c_holder_required').pipe(
    z.string().max(64, { error: 'errors.c2c_text_too_long' }),
  ),
  account: requiredText('errors.c2c_account_required').pipe(
    z.string().max(64, { error: 'errors.c2c_text_too_long' }),
  ),
  bank: optionalText.pipe(z.string().max(64, { error: 'errors.c2c_text_too_long' }).optional()),
  enabled: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(true),
});

/** Whether the caller is a merchant (their screens show once approved). */
export const c2cMe = z.object({ merchant: c2cMerchantStats.nullable() });
