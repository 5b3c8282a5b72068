import { z } from 'zod';
import { PROOF_FORMAT } from '../reserves/proofFile';
import { idField, pageFields, pageOf } from './fields';

/*
 * Proof of reserves (domain-rules "Proof of reserves"; docs/proof-of-reserves.md): each snapshot
 * publishes a Merkle sum tree of what the platform owes its users, the reserves on chain and a
 * signed publication chained to the one before. Amounts on screen are decimal strings in the
 * coin; the publication and the proof file carry integers in the coin's smallest unit; times are
 * epoch ms except inside the publication (ISO, as signed).
 */

export const RESERVE_CHAINS = ['evm', 'tron', 'btc'] as const;
export type ReserveChain = (typeof RESERVE_CHAINS)[number];

const decimal = z.string().meta({ description: 'Decimal string, in the coin' });
const units = z.string().regex(/^\d+$/).meta({ description: "Integer in the coin's smallest unit" });
const hex = z.string().regex(/^[0-9a-f]*$/);
const time = z.number().int().meta({ description: 'Epoch ms' });

export const publication = z.object({
  snapshot_id: z.number().int(),
  taken_at: z.string().meta({ description: 'ISO 8601, UTC' }),
  coins: z.array(z.object({ symbol: z.string(), decimals: z.number().int() })),
  root_hash: hex,
  liabilities: z.array(units),
  reserves: z.array(units),
  ticks: z
    .record(z.string(), z.number().int())
    .meta({ description: 'The recorded ticks that valued open positions: symbol → tick time (epoch ms)' }),
  previous_hash: hex.nullable(),
  hash: hex,
  signature: hex.meta({ description: 'ECDSA P-256 / SHA-256 over the 32 bytes of `hash`, r ‖ s' }),
});
export type PublicationJson = z.infer<typeof publication>;

const jwk = z
  .object({ kty: z.string(), crv: z.string(), x: z.string(), y: z.string() })
  .meta({ description: "The platform's publication key (public), as a JWK" });
export type PublicJwk = z.infer<typeof jwk>;

export const reserveCoin = z.object({
  symbol: z.string(),
  decimals: z.number().int(),
  liabilities: decimal.meta({ description: 'What users are owed: the root sum' }),
  reserves: decimal.meta({ description: "On chain at the snapshot, at the platform's addresses" }),
  ratio: z.string().nullable().meta({
    description: 'reserves ÷ liabilities as a fraction ("1.05" = 105 %); null when nothing is owed',
  }),
  reserves_read: z
    .boolean()
    .meta({ description: 'False when no address holding this coin could be read on chain at the snapshot' }),
});
export type ReserveCoin = z.infer<typeof reserveCoin>;

export const reserveAddress = z.object({
  chain: z.enum(RESERVE_CHAINS),
  address: z.string(),
  message: z
    .string()
    .meta({ description: 'The message signed by the address key (EIP-191 / TIP-191 / Bitcoin)' }),
  signature: z.string().nullable(),
  proven: z
    .boolean()
    .meta({ description: 'The signature was checked against the address: the platform controls it' }),
  explorer_url: z.string().nullable(),
  balances: z
    .array(z.object({ symbol: z.string(), amount: decimal, block: z.number().int().nullable() }))
    .meta({ description: 'What the chain said at the snapshot (block number where the chain has one)' }),
  read: z.boolean().meta({ description: 'False when the chain could not be read at the snapshot' }),
});
export type ReserveAddress = z.infer<typeof reserveAddress>;

export const snapshotView = z.object({
  id: z.number().int(),
  taken_at: time,
  leaf_count: z.number().int().meta({ description: 'Accounts in the tree' }),
  coins: z.array(reserveCoin),
  addresses: z.array(reserveAddress),
  publication,
});
export type SnapshotView = z.infer<typeof snapshotView>;

export const latestReserves = z.object({
  snapshot: snapshotView.nullable(),
  publication_key: jwk.nullable(),
  next_snapshot_at: time.meta({ description: 'When the engine takes the next daily snapshot (00:00 UTC)' }),
  /** The caller is in the latest snapshot's tree (signed-in callers only). */
  included: z.boolean().nullable(),
});
export type LatestReserves = z.infer<typeof latestReserves>;

export const historyItem = z.object({
  id: z.number().int(),
  taken_at: time,
  coins: z.array(reserveCoin.pick({ symbol: true, liabilities: true, reserves: true, ratio: true })),
  publication,
});
export const historyRequest = z.object(pageFields);
export const history = pageOf(historyItem);
export type HistoryItem = z.infer<typeof historyItem>;

export const myProofRequest = z.object({ snapshot_id: idField('errors.por_snapshot_invalid') });

const nodeJson = z.object({ hash: hex, sums: z.array(units) });
export const proofFile = z.object({
  format: z.literal(PROOF_FORMAT),
  user_id: z.number().int(),
  leaf: z.object({ index: z.number().int(), salt: hex, user_hash: hex, sums: z.array(units) }),
  path: z.array(z.object({ sibling: nodeJson, parent: nodeJson })),
  publication,
  history: z.array(publication),
  publication_key: jwk,
});
export type ProofFileJson = z.infer<typeof proofFile>;
