import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, reviewedAt } from './columns';
import { userRef } from './accounts';
import { coinRef } from './funds';
import { uploads } from './uploads';

/* Deposits: chain transfers proven by hash, bank and quick deposits reviewed by operators. */

/**
 * Deposits: by chain hash (verified on-chain, or by an operator when no RPC is configured),
 * bank transfer with a voucher, or quick deposit. A chain hash credits once, ever.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    coinId: coinRef(),
    kind: text('kind', { enum: ['chain', 'bank', 'quick'] }).notNull(),
    /** Chain deposits: TRC20 / ERC20 / OMNI; bank and quick deposits: null. */
    network: text('network'),
    /** Chain deposits: null until the chain says how much arrived (never the client's figure). */
    amount: money('amount'),
    chain: text('chain', { enum: ['evm', 'tron', 'btc'] }),
    /** Normalised: EVM 0x + 64 lower-case hex, TRON and BTC 64 lower-case hex. */
    txHash: text('tx_hash'),
    fromAddress: text('from_address'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    /** confirming (waiting for blocks) → pending (operator) → approved | rejected */
    status: text('status', { enum: ['confirming', 'pending', 'approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    voucherUploadId: text('voucher_upload_id').references(() => uploads.id),
    bankName: text('bank_name'),
    cardNumber: text('card_number'),
    holderName: text('holder_name'),
    /** Bank transfers: the reference the user quoted, issued by `wallet/bank_info`; unique. */
    reference: text('reference'),
    requestId: text('request_id'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
    reviewedAt: reviewedAt(),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    index('deposits_user_idx').on(t.userId, t.id),
    uniqueIndex('deposits_chain_hash_key').on(t.chain, t.txHash),
    uniqueIndex('deposits_user_request_key').on(t.userId, t.requestId),
    index('deposits_status_idx').on(t.status),
    uniqueIndex('deposits_reference_key').on(t.reference),
  ],
);

/**
 * Where users pay a bank transfer or quick deposit of a coin: the platform's receiving account,
 * one per coin, set by an operator (`npm run ops -- deposit-bank:set`).
 */
export const depositBankAccounts = pgTable('deposit_bank_accounts', {
  coinId: coinRef().primaryKey(),
  holder: text('holder').notNull(),
  bank: text('bank').notNull(),
  /** Account number or IBAN. */
  account: text('account').notNull(),
  swift: text('swift'),
  branch: text('branch'),
  /** The start of every reference quoted for this account, e.g. `TWD`. */
  referencePrefix: text('reference_prefix').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/**
 * References issued to users for a bank transfer: one open reference per user and coin, used by
 * exactly one deposit; the operator matches the bank statement's remark to it.
 */
export const bankDepositReferences = pgTable(
  'bank_deposit_references',
  {
    reference: text('reference').primaryKey(),
    userId: userRef(),
    coinId: coinRef(),
    createdAt: createdAt(),
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
  },
  (t) => [index('bank_deposit_references_user_idx').on(t.userId, t.coinId)],
);

/**
 * A user's stated intention to deposit an exact amount from an address we do not know yet; a
 * hash whose sender is not a verified wallet is accepted only against an open intent.
 */
export const depositIntents = pgTable(
  'deposit_intents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    coinId: coinRef(),
    network: text('network').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
  },
  (t) => [index('deposit_intents_user_idx').on(t.userId, t.expiresAt)],
);
