import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { C2cPayInfo, C2cPayType } from '../../../core/schemas/c2c';
import { createdAt, money } from './columns';
import { userRef, users } from './accounts';
import { coins } from './funds';
import { uploads } from './uploads';

/* Peer-to-peer orders with merchants (domain-rules "C2C"). */

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const merchantRef = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);

/** A user an operator approved as a merchant. `demo`: a local demo's merchant, acted by the engine. */
export const c2cMerchants = pgTable('c2c_merchants', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  nickname: text('nickname').notNull().unique(),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  demo: integer('demo').notNull().default(0),
  approvedBy: text('approved_by').notNull(),
  createdAt: createdAt(),
});

/** Where a merchant takes fiat: shown to the payer of an order on their ad. */
export const c2cPaymentMethods = pgTable(
  'c2c_payment_methods',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    payType: text('pay_type').$type<C2cPayType>().notNull(),
    name: text('name').notNull(),
    account: text('account').notNull(),
    bank: text('bank'),
    enabled: integer('enabled').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('c2c_payment_methods_merchant_idx').on(t.merchantId)],
);

/**
 * A merchant's ad. `side` is the user's side: on a `buy` ad (the merchant sells) `available` is
 * held frozen in the merchant's spot account while the ad is online; orders take from it by one
 * conditional update, so it is never oversold.
 */
export const c2cAds = pgTable(
  'c2c_ads',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    fiat: text('fiat').notNull(),
    price: money('price').notNull(),
    available: money('available').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    payTypes: jsonb('pay_types').$type<C2cPayType[]>().notNull(),
    terms: text('terms').notNull().default(''),
    online: integer('online').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('c2c_ads_list_idx').on(t.side, t.coinId, t.fiat, t.online)],
);

/**
 * One order on an ad. `stage` moves forward only: paying → paid → completed, or → cancelled;
 * paid → appeal → completed or cancelled. The engine cancels what is still paying at
 * `cancel_at` (the pay deadline plus a grace for taps in flight).
 */
export const c2cOrders = pgTable(
  'c2c_orders',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => c2cAds.id),
    userId: userRef(),
    merchantId: merchantRef(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    fiat: text('fiat').notNull(),
    price: money('price').notNull(),
    amount: money('amount').notNull(),
    quantity: money('quantity').notNull(),
    payType: text('pay_type').$type<C2cPayType>().notNull(),
    payInfo: jsonb('pay_info').$type<C2cPayInfo>().notNull(),
    stage: text('stage', { enum: ['paying', 'paid', 'completed', 'appeal', 'cancelled'] }).notNull(),
    cancelReason: text('cancel_reason', { enum: ['buyer', 'timeout', 'appeal'] }),
    payDeadline: at('pay_deadline').notNull(),
    cancelAt: at('cancel_at').notNull(),
    paidAt: at('paid_at'),
    releasedAt: at('released_at'),
    cancelledAt: at('cancelled_at'),
    /** The user's own cancellation (the daily limit counts these). */
    cancelledByUser: integer('cancelled_by_user').notNull().default(0),
    appealBy: text('appeal_by', { enum: ['user', 'merchant'] }),
    appealReason: text('appeal_reason'),
    appealedAt: at('appealed_at'),
    appealDeadline: at('appeal_deadline'),
    resolution: text('resolution', { enum: ['released', 'cancelled'] }),
    resolutionReason: text('resolution_reason'),
    resolvedAt: at('resolved_at'),
    /** The ledger transaction that released the coins. */
    dealNumber: text('deal_number'),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('c2c_orders_user_idx').on(t.userId, t.id),
    index('c2c_orders_merchant_idx').on(t.merchantId, t.id),
    index('c2c_orders_due_idx')
      .on(t.cancelAt, t.id)
      .where(sql`${t.stage} = 'paying'`),
    uniqueIndex('c2c_orders_user_request_key').on(t.userId, t.requestId),
  ],
);

/** An order's chat: the parties' texts and images, and operators' notes (no sender). */
export const c2cMessages = pgTable(
  'c2c_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => c2cOrders.id),
    senderId: bigint('sender_id', { mode: 'number' }).references(() => users.id),
    text: text('text'),
    uploadId: text('upload_id').references(() => uploads.id),
    createdAt: createdAt(),
  },
  (t) => [index('c2c_messages_order_idx').on(t.orderId, t.id)],
);
