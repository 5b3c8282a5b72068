import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FEE_KINDS, REBATE_KINDS, REBATE_PRODUCTS, REBATE_STATUSES } from '../../../core/schemas/referral';
import { money } from './columns';
import { users } from './accounts';
import { coins } from './funds';

/* Referral (domain-rules "Referral"): partners, each inviter's link, bindings, rebate lines. */

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const userColumn = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id);

/** A user an operator made a partner: their rebate ratio instead of the default. */
export const referralPartners = pgTable('referral_partners', {
  userId: userColumn('user_id').primaryKey(),
  ratio: money('ratio').notNull(),
  since: at('since').notNull(),
});

/** The kickback an inviter's link gives to users who bind from now on (none: 0). */
export const referralLinks = pgTable('referral_links', {
  userId: userColumn('user_id').primaryKey(),
  kickback: money('kickback').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Who invited whom, written once when the invitee's account is made and never changed, with the
 * kickback of the inviter's link at that moment (frozen: a later change applies to later users).
 */
export const referralBindings = pgTable(
  'referral_bindings',
  {
    inviteeId: userColumn('invitee_id').primaryKey(),
    inviterId: userColumn('inviter_id'),
    kickback: money('kickback').notNull(),
    boundAt: at('bound_at').notNull(),
  },
  (t) => [index('referral_bindings_inviter_idx').on(t.inviterId, t.boundAt)],
);

/**
 * One line per fee and beneficiary, written in the fee's transaction (pending) and paid at
 * `payout_at`, the next full hour, by the engine. (source, trade_id, kind) is the fee's identity:
 * the same fee never writes two lines.
 */
export const referralRebates = pgTable(
  'referral_rebates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    beneficiaryId: userColumn('beneficiary_id'),
    inviteeId: userColumn('invitee_id'),
    kind: text('kind', { enum: REBATE_KINDS }).notNull(),
    product: text('product', { enum: REBATE_PRODUCTS }).notNull(),
    tradeId: bigint('trade_id', { mode: 'number' }).notNull(),
    feeKind: text('fee_kind', { enum: FEE_KINDS }).notNull(),
    fee: money('fee').notNull(),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    ratio: money('ratio').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: REBATE_STATUSES }).notNull().default('pending'),
    createdAt: at('created_at').notNull(),
    payoutAt: at('payout_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('referral_rebates_fee_key').on(t.product, t.tradeId, t.feeKind, t.kind),
    index('referral_rebates_beneficiary_idx').on(t.beneficiaryId, t.id),
    index('referral_rebates_due_idx')
      .on(t.payoutAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('referral_rebates_income_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'rebate'`),
  ],
);
