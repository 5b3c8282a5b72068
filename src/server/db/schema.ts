import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username'),
    email: text('email'),
    /** E.164, e.g. +8613800138000 */
    phone: text('phone'),
    areaCode: text('area_code'),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash'),
    payPasswordHash: text('pay_password_hash'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    language: text('language').notNull().default('en'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Wrong fund passwords in a row; five lock withdrawals and address binding for 15 minutes. */
    failedPayPasswords: integer('failed_pay_passwords').notNull().default(0),
    payLockedUntil: timestamp('pay_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const loginLog = pgTable(
  'login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('login_log_user_idx').on(t.userId, t.createdAt)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** lower-case e-mail or E.164 phone */
    target: text('target').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.scene, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
    check('verification_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Base coins of spec §3; currency_id is the id the spec names (BTC 1 … DOGE 5). */
export const coins = pgTable('coins', {
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  name: text('name').notNull(),
  decimals: integer('decimals').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const coinNetworks = pgTable(
  'coin_networks',
  {
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    network: text('network').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Spec §5/§9: per coin (and network) minimums and the withdrawal fee, in the coin. */
    depositMin: numeric('deposit_min', { precision: 38, scale: 18 }).notNull().default('0'),
    withdrawMin: numeric('withdraw_min', { precision: 38, scale: 18 }).notNull().default('0'),
    withdrawFee: numeric('withdraw_fee', { precision: 38, scale: 18 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.coinId, t.network] })],
);

/** A wallet address proven by signature; one address belongs to one account. */
export const userWallets = pgTable(
  'user_wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    chain: text('chain', { enum: ['evm', 'tron'] }).notNull(),
    /** EVM: lower-case hex; TRON: base58 as the chain writes it. */
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_wallets_chain_address_key').on(t.chain, t.address),
    uniqueIndex('user_wallets_user_chain_key').on(t.userId, t.chain),
  ],
);

/** One-time sign-in (or wallet-binding) requests: the exact text the wallet must sign. */
export const walletNonces = pgTable(
  'wallet_nonces',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nonce: text('nonce').notNull(),
    chain: text('chain', { enum: ['evm', 'tron'] }).notNull(),
    address: text('address').notNull(),
    purpose: text('purpose', { enum: ['login', 'bind'] }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('wallet_nonces_nonce_key').on(t.nonce)],
);

/**
 * Balances per owner, account and coin. A user's rows never go below zero (CHECK); the
 * platform's rows (user_id null: deposits received, fees, insurance fund) are the other side of
 * every entry and may be negative, as a liability is.
 */
export const balances = pgTable(
  'balances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    account: text('account').notNull(),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    available: numeric('available', { precision: 38, scale: 18 }).notNull().default('0'),
    frozen: numeric('frozen', { precision: 38, scale: 18 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('balances_owner_account_coin_key').on(sql`coalesce(${t.userId}, 0)`, t.account, t.coinId),
    check(
      'balances_user_not_negative',
      sql`${t.userId} is null or (${t.available} >= 0 and ${t.frozen} >= 0)`,
    ),
  ],
);

/** One movement of money: a set of entries that sums to zero per coin, made once per request id. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: text('request_id'),
    reason: text('reason').notNull(),
    /** What the movement belongs to, e.g. `deposit:12`, `withdrawal:7`, `transfer:3`. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_request_key').on(t.requestId)],
);

/** The account-change records: every change of every balance, with its reason. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    balanceId: bigint('balance_id', { mode: 'number' })
      .notNull()
      .references(() => balances.id),
    field: text('field', { enum: ['available', 'frozen'] }).notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_balance_idx').on(t.balanceId, t.id)],
);

const money = (name: string) => numeric(name, { precision: 38, scale: 18 });
const reviewedAt = () => timestamp('reviewed_at', { withTimezone: true });
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);
const coinRef = () =>
  integer('coin_id')
    .notNull()
    .references(() => coins.id);

/** A file a user uploaded (deposit voucher, identity photo); stored outside the web root. */
export const uploads = pgTable(
  'uploads',
  {
    /** Random, unguessable; also the file name on disk. */
    id: text('id').primaryKey(),
    userId: userRef(),
    purpose: text('purpose').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

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

/** Transfers between a user's own accounts (spec "transfer record"). */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    coinId: coinRef(),
    fromAccount: text('from_account').notNull(),
    toAccount: text('to_account').notNull(),
    amount: money('amount').notNull(),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfers_user_idx').on(t.userId, t.id),
    uniqueIndex('transfers_user_request_key').on(t.userId, t.requestId),
  ],
);

/** Identity verification submissions; a user's status per level is their latest row. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    level: text('level', { enum: ['basic', 'advanced'] }).notNull(),
    country: text('country'),
    realName: text('real_name'),
    idType: text('id_type', { enum: ['id_card', 'licence', 'passport', 'ssn'] }),
    idNumber: text('id_number'),
    address: text('address'),
    frontUploadId: text('front_upload_id').references(() => uploads.id),
    backUploadId: text('back_upload_id').references(() => uploads.id),
    holdingUploadId: text('holding_upload_id').references(() => uploads.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    reviewedAt: reviewedAt(),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    index('identity_verifications_user_idx').on(t.userId, t.level, t.id),
    uniqueIndex('identity_verifications_one_pending_key')
      .on(t.userId, t.level)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every operator action, with who and why (`npm run ops`). */
export const operatorActions = pgTable('operator_actions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operator: text('operator').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

const price = (name: string) => numeric(name, { precision: 38, scale: 18 });

/**
 * Spot pairs (spec §3 "pair"). Precision and fee per pair; `feedSymbol` is the pair's name at
 * the live feed (Binance `BTCUSDT`). `simPrice` starts the simulated feed's walk.
 */
export const pairs = pgTable('pairs', {
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  baseCoinId: integer('base_coin_id')
    .notNull()
    .references(() => coins.id),
  quoteCoinId: integer('quote_coin_id')
    .notNull()
    .references(() => coins.id),
  priceDecimals: integer('price_decimals').notNull(),
  qtyDecimals: integer('qty_decimals').notNull(),
  minQty: price('min_qty').notNull(),
  feeRate: price('fee_rate').notNull().default('0.001'),
  feedSymbol: text('feed_symbol').notNull(),
  simPrice: price('sim_price').notNull(),
  /** Per-second volatility of the simulated walk, as a fraction of the price. */
  simVolatility: price('sim_volatility').notNull().default('0.0004'),
  recommended: integer('recommended').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  enabled: integer('enabled').notNull().default(1),
});

/** US stocks quoted by the stock feed (simulated by default); quotes only, never traded here. */
export const stocks = pgTable('stocks', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  exchange: text('exchange').notNull(),
  priceDecimals: integer('price_decimals').notNull().default(2),
  simPrice: price('sim_price').notNull(),
  simVolatility: price('sim_volatility').notNull().default('0.0002'),
  sort: integer('sort').notNull().default(0),
});

/**
 * Every index tick the feed gave (one per symbol per second at most), kept for settlement and
 * for users to check the price their order used. Old ticks are pruned (TICK_RETENTION_DAYS).
 */
export const marketTicks = pgTable(
  'market_ticks',
  {
    symbol: text('symbol').notNull(),
    ts: timestamp('ts', { withTimezone: true, precision: 3 }).notNull(),
    price: price('price').notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.ts] })],
);

/** Candles per symbol and period (1m 5m 30m 1h 1D 1W 1M), open time in UTC. */
export const marketCandles = pgTable(
  'market_candles',
  {
    symbol: text('symbol').notNull(),
    period: text('period').notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    open: price('open').notNull(),
    high: price('high').notNull(),
    low: price('low').notNull(),
    close: price('close').notNull(),
    volume: price('volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.period, t.openTime] })],
);

/**
 * Spot orders against the index (domain-rules "Spot"). `quantity` is in the base coin; a limit
 * order freezes what it may spend; a fill records the tick it used.
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    type: text('type', { enum: ['market', 'limit'] }).notNull(),
    /** The limit price; null for market orders. */
    limitPrice: price('limit_price'),
    quantity: price('quantity').notNull(),
    feeRate: price('fee_rate').notNull(),
    /** What a resting order holds frozen (quote for a buy incl. fee, base for a sell). */
    frozen: price('frozen').notNull().default('0'),
    status: text('status', { enum: ['waiting', 'completed', 'cancelled'] }).notNull(),
    fillPrice: price('fill_price'),
    /** quantity × fill price, in the quote coin. */
    quoteAmount: price('quote_amount'),
    fee: price('fee'),
    tickPrice: price('tick_price'),
    tickTime: timestamp('tick_time', { withTimezone: true, precision: 3 }),
    tickSource: text('tick_source'),
    requestId: text('request_id'),
    createdAt: createdAt(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('spot_orders_user_idx').on(t.userId, t.status, t.id),
    index('spot_orders_waiting_idx')
      .on(t.pairId, t.side, t.limitPrice)
      .where(sql`${t.status} = 'waiting'`),
    uniqueIndex('spot_orders_user_request_key').on(t.userId, t.requestId),
  ],
);
