import { z } from 'zod';
import { allotmentReceipt } from './newcoins';
import { idField, pageFields, pageOf, positiveAmountField, requestIdField } from './fields';

/*
 * IEO (spec §4 "IEO", §7 `ieo/*`; domain-rules "New coins"): apply in the window (the balance
 * checked, nothing frozen), an allotment on the allotment date by the published formula
 * (core/allotment.ts), pay for what was allotted in the pay window, then listed and locked, then
 * unlocked. Amounts are decimal strings; times epoch ms.
 */

/** Where an item is in its timeline (the `status` filter of `ieo/list`). */
export const IEO_ITEM_STATUSES = [
  'upcoming',
  'applying',
  'allotting',
  'paying',
  'awaiting_listing',
  'listed',
] as const;
export type IeoItemStatus = (typeof IEO_ITEM_STATUSES)[number];

/**
 * The spec's application status: 1 applied (waiting for the allotment), 2 allotment failed
 * (nothing allotted, or the allotment lapsed unpaid: `reason` says which), 3 allotted (to pay),
 * 4 paid, 5 listed and locked, 6 unlocked.
 */
export const IEO_APPLICATION_STATUSES = [1, 2, 3, 4, 5, 6] as const;
export type IeoApplicationStatus = (typeof IEO_APPLICATION_STATUSES)[number];
/** The spec's pay states: processing (the pay window not open yet), paying (open), success, fail. */
export const IEO_PAY_STATES = ['processing', 'paying', 'success', 'fail'] as const;
export type IeoPayState = (typeof IEO_PAY_STATES)[number];
/** Why an application ended in status 2. */
export const IEO_FAIL_REASONS = ['not_allotted', 'unpaid'] as const;
export type IeoFailReason = (typeof IEO_FAIL_REASONS)[number];

const decimal = z.string().meta({ description: 'Decimal string' });
const time = z.number().int().meta({ description: 'Epoch ms' });

export const ieoItem = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string().meta({ description: 'The new coin' }),
  decimals: z.number().int().meta({ description: "The new coin's places" }),
  description: z.string().meta({ description: "In the caller's language, English when not translated" }),
  listing_price: decimal
    .nullable()
    .meta({ description: "The feed's first recorded price after listing; null before the pair trades" }),
  listing_date: time,
  ieo_price: decimal.meta({ description: 'In the payment currency, per coin' }),
  pay_currency: z.string(),
  supply: decimal.meta({ description: 'Coins offered' }),
  user_cap: decimal.meta({ description: 'Most coins one applicant can be allotted' }),
  min_apply: decimal.meta({ description: 'Least quantity per application' }),
  max_apply: decimal.meta({ description: 'Most quantity per application' }),
  apply_start: time,
  apply_end: time,
  allot_date: time,
  pay_start: time,
  pay_end: time,
  lock_until: time.meta({ description: 'Coins received stay locked until then' }),
  total_applied: decimal.meta({ description: 'Coins applied for so far, by everyone' }),
  applicants: z.number().int(),
  factors: z.array(decimal).meta({ description: "The allotment's round factors, once allotted" }),
  table_hash: z.string().nullable().meta({
    description: 'SHA-256 of the anonymised allotment table (applied:final per line), once allotted',
  }),
  status: z.enum(IEO_ITEM_STATUSES),
});
export type IeoItem = z.infer<typeof ieoItem>;

export const ieoListRequest = z.object({
  status: z.enum(IEO_ITEM_STATUSES, { error: 'errors.ieo_status_invalid' }).optional(),
  ...pageFields,
});
export const ieoList = pageOf(ieoItem);

export const ieoApplyRequest = z.object({
  id: idField('errors.ieo_missing'),
  quantity: positiveAmountField('errors.ieo_quantity_required', 'errors.ieo_quantity_invalid'),
  request_id: requestIdField,
});
export type IeoApplyRequest = z.infer<typeof ieoApplyRequest>;

export const SERIAL_NUMBER_PATTERN = /^IEO-\d{6,10}$/;
export const ieoPayRequest = z.object({
  serial_number: z
    .string({ error: 'errors.ieo_application_missing' })
    .trim()
    .regex(SERIAL_NUMBER_PATTERN, { error: 'errors.ieo_application_missing' }),
  request_id: requestIdField,
});
export type IeoPayRequest = z.infer<typeof ieoPayRequest>;

export const ieoApplication = z.object({
  serial_number: z.string(),
  ieo_id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  pay_currency: z.string(),
  applied: decimal,
  allotted: decimal.meta({ description: 'Coins allotted; 0 before the allotment' }),
  pending: decimal.meta({ description: 'Allotted and not yet paid for' }),
  pay_amount: decimal.meta({ description: 'Allotted × IEO price, what paying takes from spot' }),
  pay_start: time,
  pay_end: time,
  lock_until: time,
  status: z.union(IEO_APPLICATION_STATUSES.map((s) => z.literal(s))),
  pay_state: z.enum(IEO_PAY_STATES).nullable().meta({ description: 'Null before the allotment' }),
  reason: z.enum(IEO_FAIL_REASONS).nullable(),
  receipt: allotmentReceipt.nullable().meta({ description: "This application's line of the allotment" }),
  created_at: time,
});
export type IeoApplication = z.infer<typeof ieoApplication>;
export const ieoApplicationList = pageOf(ieoApplication);
export const ieoMyApplyRequest = z.object(pageFields);
