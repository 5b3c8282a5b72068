import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { pageFields, pageOf } from './fields';

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];

/*
 * Referral (spec §3 "Promotion", §7 `user/my_poster|my_share|invite|invite_list|my_invite_list|
 * my_account_return`; domain-rules "Referral"): an inviter earns a ratio of each trading fee an
 * invited user actually pays, in the fee's coin; part of it may go back to the invitee (the
 * kickback, frozen when the invitee binds). Each fee writes one line, pending at once, paid hourly.
 * Ratios are decimal strings of a fraction ("0.2" = 20 %); amounts decimal strings; times epoch ms.
 */

/** The products whose trading fees earn rebates. */
export const REBATE_PRODUCTS = ['spot', 'contract', 'options'] as const;
export type RebateProduct = (typeof REBATE_PRODUCTS)[number];

/** Who a line pays: the inviter's rebate, or the invitee's kickback from the same fee. */
export const REBATE_KINDS = ['rebate', 'kickback'] as const;
export type RebateKind = (typeof REBATE_KINDS)[number];

/** Which fee of a trade a line came from: a spot fill, a contract's open, limit fill or close, an option's settlement. */
export const FEE_KINDS = ['fill', 'open', 'close', 'settle'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const REBATE_STATUSES = ['pending', 'paid'] as const;
export type RebateStatus = (typeof REBATE_STATUSES)[number];

/** The currency the summary figures and the ranking are counted in (every fee is in USDT today). */
export const REFERRAL_CURRENCY = 'USDT';

const decimal = z.string().meta({ description: 'Decimal string' });
const ratio = z.string().meta({ description: 'A fraction as a decimal string: "0.2" is 20 %' });
const time = z.number().int().meta({ description: 'Epoch ms' });

export const referralSummary = z.object({
  code: z.string().meta({ description: "The caller's invitation code" }),
  link: z.string().meta({ description: 'The sign-up link carrying the code' }),
  ratio: ratio.meta({ description: "The caller's rebate ratio of each invited user's fee" }),
  kickback: ratio.meta({
    description: 'What the caller gives back to users who bind from now on (part of the ratio)',
  }),
  is_partner: z.boolean().meta({ description: 'An operator made the caller a partner (a higher ratio)' }),
  invited_count: z.number().int(),
  total_income: decimal.meta({ description: 'Paid rebates, in `currency`' }),
  pending_payout: decimal.meta({ description: 'Rebates written and not paid yet, in `currency`' }),
  currency: z.string(),
  rank: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Place by rebate income over the last 30 days; null with none' }),
  next_payout_at: time.meta({ description: 'When the engine next pays pending rebates (every hour)' }),
});
export type ReferralSummary = z.infer<typeof referralSummary>;

export const referralShare = z.object({
  code: z.string(),
  link: z.string(),
  kickback: ratio,
  kickback_options: z
    .array(ratio)
    .meta({ description: 'The kickbacks the caller may choose: 0 up to half the ratio, in 5-point steps' }),
});
export type ReferralShare = z.infer<typeof referralShare>;

export const shareSaveRequest = z.object({
  kickback: z
    .string({ error: 'errors.referral_kickback_invalid' })
    .trim()
    .regex(/^(0|0?\.\d{1,4})$/, { error: 'errors.referral_kickback_invalid' })
    .meta({ description: 'One of `kickback_options`' }),
});

export const posterRequest = z.object({
  lang: z
    .enum(LANGUAGE_CODES, { error: 'errors.referral_language_invalid' })
    .optional()
    .meta({ description: "The poster's language; the caller's language-mark when not given" }),
});

export const rankingEntry = z.object({
  rank: z.number().int(),
  nickname_masked: z.string(),
  income: decimal,
  currency: z.string(),
});
export const referralRanking = z.object({
  list: z.array(rankingEntry).meta({ description: 'Top 10 inviters by rebate income over the last 30 days' }),
  since: time.meta({ description: 'The start of the 30 days counted' }),
});
export type ReferralRanking = z.infer<typeof referralRanking>;

export const referralPageRequest = z.object(pageFields);

export const invitee = z.object({
  nickname_masked: z.string(),
  joined_at: time,
  verified: z.boolean().meta({ description: 'Passed identity verification' }),
  traded: z.boolean().meta({ description: 'Has paid at least one trading fee' }),
  rebate_total: decimal.meta({ description: "The caller's rebates from this user, in `currency`" }),
  currency: z.string(),
  kickback: ratio.meta({ description: 'The kickback frozen when this user bound' }),
});
export const inviteeList = pageOf(invitee);
export type Invitee = z.infer<typeof invitee>;

export const rebateLine = z.object({
  id: z.number().int(),
  kind: z.enum(REBATE_KINDS),
  invitee_masked: z.string().meta({ description: 'The invited user whose fee this came from' }),
  product: z.enum(REBATE_PRODUCTS),
  trade_id: z
    .number()
    .int()
    .meta({ description: "The order or position whose fee this is (that product's id)" }),
  fee_kind: z.enum(FEE_KINDS).meta({
    description:
      'Which fee of the trade: fill (spot, or a contract limit order filled), open or close (contract), settle (options)',
  }),
  fee: decimal.meta({ description: 'The fee actually charged' }),
  fee_coin: z.string(),
  ratio: ratio.meta({ description: 'The share of the fee this line pays' }),
  amount: decimal.meta({ description: 'fee × ratio, rounded down to the coin’s places' }),
  status: z.enum(REBATE_STATUSES),
  paid_at: time.nullable(),
  created_at: time,
});
export const rebateList = pageOf(rebateLine);
export type RebateLine = z.infer<typeof rebateLine>;
