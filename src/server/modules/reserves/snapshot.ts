import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { ContractSide } from '../../../core/contractMath';
import { Big } from '../../../core/money';
import {
  LIABLE_ACCOUNTS,
  liabilitiesOf,
  toUnits,
  type OpenPosition,
} from '../../../core/reserves/liabilities';
import { buildSumTree, toHex, zeroLeaf, type Leaf } from '../../../core/reserves/merkleSumTree';
import { publicationBytes, userHashOf } from '../../../core/reserves/proofFile';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import {
  balances,
  coins,
  contractPositions,
  marketTicks,
  pairs,
  porLeaves,
  porNodes,
  porSnapshots,
  users,
} from '../../db/schema';
import type { AddressReading } from './reserveAddresses';
import type { PublicationKey } from './publicationKey';

/*
 * One snapshot: what every user is owed, read in one REPEATABLE READ transaction so that every
 * balance and position is as of the same instant; the Merkle sum tree over it; the reserves read
 * on chain just before; the signed publication chained to the one before. All written in that
 * transaction: a snapshot is there whole or not at all.
 */

export const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

/** Rows a batch insert writes at once: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;

type Coin = { id: number; symbol: string; decimals: number };

/** Open positions, each with the newest recorded tick of its pair at the snapshot. */
async function openPositions(tx: Db, takenAt: Date) {
  const rows = await tx
    .select({
      userId: contractPositions.userId,
      coinId: pairs.quoteCoinId,
      symbol: contractPositions.symbol,
      side: contractPositions.side,
      qty: contractPositions.qty,
      entryPrice: contractPositions.entryPrice,
      initialMargin: contractPositions.initialMargin,
      addedMargin: contractPositions.addedMargin,
    })
    .from(contractPositions)
    .innerJoin(pairs, eq(pairs.id, contractPositions.pairId))
    .where(eq(contractPositions.status, 1));
  const symbols = [...new Set(rows.map((r) => r.symbol))];
  const ticks = symbols.length
    ? await tx
        .selectDistinctOn([marketTicks.symbol], {
          symbol: marketTicks.symbol,
          ts: marketTicks.ts,
          price: marketTicks.price,
        })
        .from(marketTicks)
        .where(and(inArray(marketTicks.symbol, symbols), lte(marketTicks.ts, takenAt)))
        .orderBy(marketTicks.symbol, desc(marketTicks.ts))
    : [];
  const tickOf = new Map(ticks.map((t) => [t.symbol, t]));
  const positions: OpenPosition[] = rows.map((r) => ({
    userId: r.userId,
    coinId: r.coinId,
    margin: new Big(r.initialMargin).plus(r.addedMargin).toFixed(),
    side: r.side as ContractSide,
    qty: r.qty,
    entryPrice: r.entryPrice ?? '0',
    // A pair with no tick recorded yet is valued at its entry: no profit or loss is invented.
    markPrice: tickOf.get(r.symbol)?.price ?? r.entryPrice ?? '0',
  }));
  return { positions, ticks: Object.fromEntries(ticks.map((t) => [t.symbol, t.ts.getTime()])) };
}

/** Every user's leaf, in user_hash order: a leaf's place tells nothing about whose it is. */
async function leavesOf(tx: Db, coinList: readonly Coin[], takenAt: Date) {
  const userRows = await tx.select({ id: users.id }).from(users).orderBy(users.id);
  const balanceRows = await tx
    .select({
      userId: balances.userId,
      coinId: balances.coinId,
      account: balances.account,
      available: balances.available,
      frozen: balances.frozen,
    })
    .from(balances)
    .where(and(isNotNull(balances.userId), inArray(balances.account, [...LIABLE_ACCOUNTS])));
  const { positions, ticks } = await openPositions(tx, takenAt);
  const owed = liabilitiesOf(
    balanceRows.map((b) => ({ ...b, userId: b.userId! })),
    positions,
  );
  const leaves = await Promise.all(
    userRows.map(async ({ id }) => {
      const salt = new Uint8Array(randomBytes(32));
      const mine = owed.get(id);
      const sums = coinList.map((c) => toUnits(mine?.get(c.id) ?? new Big(0), c.decimals));
      return { userId: id, salt, userHash: await userHashOf(sha256, salt, id), sums };
    }),
  );
  leaves.sort((a, b) => (toHex(a.userHash) < toHex(b.userHash) ? -1 : 1));
  return { leaves, ticks };
}

/** Reserves per coin: what the proven addresses that could be read hold, in the coin's units. */
function reservesOf(coinList: readonly Coin[], readings: readonly AddressReading[]): string[] {
  return coinList.map((c) =>
    readings
      .filter((r) => r.proven && r.read)
      .reduce((total, r) => total + BigInt(r.units[c.symbol] ?? '0'), 0n)
      .toString(),
  );
}

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export type SnapshotDeps = { db: Db; key: PublicationKey; clock: () => Date };

/**
 * Takes a snapshot now; `slot` (a UTC day) makes it that day's daily snapshot, which exists once.
 * Returns null when another engine took the slot or extended the chain first.
 */
export async function takeSnapshot(
  { db, key, clock }: SnapshotDeps,
  readings: readonly AddressReading[],
  slot: string | null = null,
): Promise<{ id: number } | null> {
  try {
    return await db.transaction(
      async (tx) => {
        if (slot) {
          const [taken] = await tx
            .select({ id: porSnapshots.id })
            .from(porSnapshots)
            .where(eq(porSnapshots.slot, slot));
          if (taken) return null;
        }
        const takenAt = clock();
        const coinList = await tx
          .select({ id: coins.id, symbol: coins.symbol, decimals: coins.decimals })
          .from(coins)
          .orderBy(coins.id);
        const [previous] = await tx
          .select({ hash: porSnapshots.hash })
          .from(porSnapshots)
          .orderBy(desc(porSnapshots.id))
          .limit(1);
        const { leaves, ticks } = await leavesOf(tx, coinList, takenAt);
        const treeLeaves: Leaf[] = leaves.length ? leaves : [zeroLeaf(coinList.length)];
        const tree = await buildSumTree(sha256, coinList.length, treeLeaves);

        const [row] = await tx
          .insert(porSnapshots)
          .values({
            takenAt,
            slot,
            coins: coinList.map((c) => ({ symbol: c.symbol, decimals: c.decimals })),
            rootHash: toHex(tree.root.hash),
            liabilities: tree.root.sums.map(String),
            reserves: reservesOf(coinList, readings),
            ticks,
            previousHash: previous?.hash ?? null,
            // Signed below, once the id (part of what is signed) is known.
            hash: `pending:${toHex(randomBytes(16))}`,
            signature: '',
            leafCount: leaves.length,
            addresses: readings.map(({ units: _units, ...address }) => address),
          })
          .returning();
        const fields = {
          snapshot_id: row!.id,
          taken_at: takenAt.toISOString(),
          coins: row!.coins,
          root_hash: row!.rootHash,
          liabilities: row!.liabilities,
          reserves: row!.reserves,
          ticks,
          previous_hash: row!.previousHash,
        };
        const digest = sha256(publicationBytes(fields));
        await tx
          .update(porSnapshots)
          .set({ hash: toHex(digest), signature: key.sign(digest) })
          .where(eq(porSnapshots.id, row!.id));

        await insertInBatches(
          tree.levels.flatMap((level, depth) =>
            level.map((node, position) => ({
              snapshotId: row!.id,
              level: depth,
              position,
              hash: toHex(node.hash),
              sums: node.sums.map(String),
            })),
          ),
          (batch) => tx.insert(porNodes).values(batch),
        );
        await insertInBatches(
          leaves.map((leaf, position) => ({
            snapshotId: row!.id,
            userId: leaf.userId,
            position,
            salt: toHex(leaf.salt),
          })),
          (batch) => tx.insert(porLeaves).values(batch),
        );
        return { id: row!.id };
      },
      { isolationLevel: 'repeatable read' },
    );
  } catch (err) {
    // Another snapshot took this day's slot, or the chain's next link, at the same time.
    if (pgErrorCode(err) === UNIQUE_VIOLATION) return null;
    throw err;
  }
}
