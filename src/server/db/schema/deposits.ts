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
  ],
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
