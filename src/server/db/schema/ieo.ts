import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AllotmentReceipt } from '../../../core/schemas/newcoins';
import { createdAt, money } from './columns';
import { userRef } from './accounts';
import { coins } from './funds';

/* IEO (domain-rules "New coins"): items operators schedule, and users' applications. */

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * One IEO of a new coin (defined in coin_listings). Applications add to `total_applied` while
 * applying; at `allot_at` the engine writes the allotment (factors, table hash) and moves to
 * allotted.
 */
export const ieoItems = pgTable(
  'ieo_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    payCoinId: integer('pay_coin_id')
      .notNull()
      .references(() => coins.id),
    ieoPrice: money('ieo_price').notNull(),
    supply: money('supply').notNull(),
    userCap: money('user_cap').notNull(),
    minApply: money('min_apply').notNull(),
    maxApply: money('max_apply').notNull(),
    applyStart: at('apply_start').notNull(),
    applyEnd: at('apply_end').notNull(),
    allotAt: at('allot_at').notNull(),
    payStart: at('pay_start').notNull(),
    payEnd: at('pay_end').notNull(),
    listAt: at('list_at').notNull(),
    lockUntil: at('lock_until').notNull(),
    totalApplied: money('total_applied').notNull().default('0'),
    applicants: integer('applicants').notNull().default(0),
    stage: text('stage', { enum: ['applying', 'allotted'] })
      .notNull()
      .default('applying'),
    allottedAt: at('allotted_at'),
    factors: jsonb('factors').$type<string[]>(),
    tableHash: text('table_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ieo_items_due_idx')
      .on(t.allotAt, t.id)
      .where(sql`${t.stage} = 'applying'`),
  ],
);

/**
 * One user's application to an item (one per user and item). Its stage moves forward only:
 * applied → allotted (to pay) or not_allotted → paid or lapsed → listed (coins credited, locked
 * until the item's lock_until). `pay_end` and `list_at` are copied from the item so the engine's
 * due scans read one table.
 */
export const ieoApplications = pgTable(
  'ieo_applications',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => ieoItems.id),
    userId: userRef(),
    applied: money('applied').notNull(),
    allotted: money('allotted'),
    payAmount: money('pay_amount'),
    receipt: jsonb('receipt').$type<AllotmentReceipt>(),
    stage: text('stage', {
      enum: ['applied', 'not_allotted', 'allotted', 'lapsed', 'paid', 'listed'],
    }).notNull(),
    payEnd: at('pay_end').notNull(),
    listAt: at('list_at').notNull(),
    requestId: text('request_id').notNull(),
    payRequestId: text('pay_request_id'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    lapsedAt: at('lapsed_at'),
    listedAt: at('listed_at'),
  },
  (t) => [
    uniqueIndex('ieo_applications_item_user_key').on(t.itemId, t.userId),
    uniqueIndex('ieo_applications_user_request_key').on(t.userId, t.requestId),
    index('ieo_applications_user_idx').on(t.userId, t.id),
    index('ieo_applications_item_idx').on(t.itemId, t.id),
    index('ieo_applications_pay_due_idx')
      .on(t.payEnd, t.id)
      .where(sql`${t.stage} = 'allotted'`),
    index('ieo_applications_list_due_idx')
      .on(t.listAt, t.id)
      .where(sql`${t.stage} = 'paid'`),
  ],
);
