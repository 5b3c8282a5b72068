import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReserveAddress, ReserveChain } from '../../../core/schemas/reserves';
import { createdAt } from './columns';
import { users } from './accounts';

/*
 * Proof of reserves (domain-rules "Proof of reserves"; docs/proof-of-reserves.md): each snapshot's
 * signed publication, its Merkle sum tree and the salts that only their users see, the reserve
 * addresses operators add, and the publication key when no setting gives one.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * One snapshot and its publication, as signed. The chain only grows and stays one line: each
 * publication names the one before it (`previous_hash`, unique; the first names none), so two
 * engines taking a snapshot at once cannot both extend it. `slot` is the day of a daily snapshot
 * (unique: one a day); an operator's snapshot has none.
 */
export const porSnapshots = pgTable(
  'por_snapshots',
  {
    id: serial('id').primaryKey(),
    takenAt: at('taken_at').notNull(),
    slot: date('slot', { mode: 'string' }),
    coins: jsonb('coins').$type<{ symbol: string; decimals: number }[]>().notNull(),
    rootHash: text('root_hash').notNull(),
    liabilities: jsonb('liabilities').$type<string[]>().notNull(),
    reserves: jsonb('reserves').$type<string[]>().notNull(),
    ticks: jsonb('ticks').$type<Record<string, number>>().notNull(),
    previousHash: text('previous_hash'),
    hash: text('hash').notNull(),
    signature: text('signature').notNull(),
    leafCount: integer('leaf_count').notNull(),
    /** The reserve addresses as read at the snapshot: balances, block, proof. */
    addresses: jsonb('addresses').$type<Omit<ReserveAddress, 'explorer_url'>[]>().notNull(),
  },
  (t) => [
    uniqueIndex('por_snapshots_hash_key').on(t.hash),
    uniqueIndex('por_snapshots_previous_key').on(sql`coalesce(${t.previousHash}, '')`),
    uniqueIndex('por_snapshots_slot_key').on(t.slot),
  ],
);

/** Every node of a snapshot's tree, leaves (level 0) and padding included: a path is one read. */
export const porNodes = pgTable(
  'por_nodes',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => porSnapshots.id),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    sums: jsonb('sums').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.level, t.position] })],
);

/** Which leaf is a user's and the salt behind their user_hash: shown to that user only. */
export const porLeaves = pgTable(
  'por_leaves',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => porSnapshots.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
    salt: text('salt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.userId] })],
);

/**
 * Reserve addresses beyond the configured deposit addresses, and the signatures that prove the
 * platform holds the keys of any of them (a configured address gets its signature here too).
 */
export const porAddresses = pgTable(
  'por_addresses',
  {
    id: serial('id').primaryKey(),
    chain: text('chain').$type<ReserveChain>().notNull(),
    address: text('address').notNull(),
    signature: text('signature'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('por_addresses_chain_address_key').on(t.chain, t.address)],
);

/**
 * The publication key of an install that sets no POR_SIGNING_KEY (a local install): made once,
 * kept here so every node and every restart signs with the same key.
 */
export const porKeys = pgTable('por_keys', {
  name: text('name').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<JsonWebKey>().notNull(),
  createdAt: createdAt(),
});
