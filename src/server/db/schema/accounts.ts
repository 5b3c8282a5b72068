import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* Users, their sessions, login history, one-time codes and the wallets that sign them in. */

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
    /** When a set fund password was last changed; withdrawals wait 24 hours after it. */
    payPasswordChangedAt: timestamp('pay_password_changed_at', { withTimezone: true }),
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

/** The owning user of a row. */
export const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);
