import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, reviewedAt } from './columns';
import { userRef, users } from './accounts';
import { coinRef } from './funds';

/* Withdrawals, the address book and the bank card. */

/** The withdrawal address book (spec §3): chain type and address per coin. */
export const withdrawalAddresses = pgTable(
  'withdrawal_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    coinId: coinRef(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('withdrawal_addresses_key').on(t.userId, t.coinId, t.network, t.address)],
);

/** One bank card per user, with every field of spec §3. */
export const bankCards = pgTable('bank_cards', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  holderName: text('holder_name').notNull(),
  bankName: text('bank_name').notNull(),
  cardNumber: text('card_number').notNull(),
  branchName: text('branch_name').notNull(),
  branchNumber: text('branch_number').notNull(),
  bankAddress: text('bank_address').notNull(),
  swiftCode: text('swift_code').notNull(),
  iban: text('iban').notNull(),
  payeeAddress: text('payee_address').notNull(),
  postalCode: text('postal_code').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the card was last replaced (null for the first one); withdrawals to it wait 24 hours. */
  replacedAt: timestamp('replaced_at', { withTimezone: true }),
});

/**
 * Withdrawals: amount + fee frozen at request; approved debits them, rejected releases them.
 * The destination is copied from the address book or bank card at request time.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    coinId: coinRef(),
    /** TRC20 / ERC20 / OMNI, or BANK for a bank card. */
    network: text('network').notNull(),
    destination: text('destination').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    remark: text('remark'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    /** The operator's payout transaction, shown to the user once approved. */
    payoutTxHash: text('payout_tx_hash'),
    requestId: text('request_id'),
    createdAt: createdAt(),
    reviewedAt: reviewedAt(),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    uniqueIndex('withdrawals_user_request_key').on(t.userId, t.requestId),
    index('withdrawals_status_idx').on(t.status),
  ],
);
