import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import { Big } from '../../../core/money';
import { fromHex, toHex } from '../../../core/reserves/merkleSumTree';
import { unitsToDecimal } from '../../../core/reserves/units';
import { PROOF_FORMAT, userHashOf, type ProofFile, type Publication } from '../../../core/reserves/proofFile';
import type {
  HistoryItem,
  LatestReserves,
  ProofFileJson,
  ReserveCoin,
  SnapshotView,
} from '../../../core/schemas/reserves';
import type { ChainReaders } from '../../chain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import { coins, porLeaves, porNodes, porSnapshots } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { PublicationKey } from './publicationKey';
import { explorerUrl, readReserves, reserveAddresses } from './reserveAddresses';
import { sha256, takeSnapshot } from './snapshot';

type SnapshotRow = typeof porSnapshots.$inferSelect;

export const publicationOf = (row: SnapshotRow): Publication => ({
  snapshot_id: row.id,
  taken_at: row.takenAt.toISOString(),
  coins: row.coins,
  root_hash: row.rootHash,
  liabilities: row.liabilities,
  reserves: row.reserves,
  ticks: row.ticks,
  previous_hash: row.previousHash,
  hash: row.hash,
  signature: row.signature,
});

/** Per coin, in the coin: liabilities, reserves and their ratio (null when nothing is owed). */
function coinFigures(row: SnapshotRow): ReserveCoin[] {
  return row.coins.map((coin, i) => {
    const owed = BigInt(row.liabilities[i]!);
    const held = BigInt(row.reserves[i]!);
    const read = row.addresses.some(
      (a) => a.proven && a.read && a.balances.some((b) => b.symbol === coin.symbol),
    );
    return {
      symbol: coin.symbol,
      decimals: coin.decimals,
      liabilities: unitsToDecimal(owed.toString(), coin.decimals),
      reserves: unitsToDecimal(held.toString(), coin.decimals),
      // Rounded down: a ratio is never shown above what the reserves cover.
      ratio:
        owed === 0n ? null : new Big(held.toString()).div(owed.toString()).round(4, Big.roundDown).toFixed(),
      reserves_read: read,
    };
  });
}

/** The next 00:00 UTC after `now`: when the daily snapshot is due. */
export const nextDailySlot = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

export type ReservesService = ReturnType<typeof createReservesService>;

export function createReservesService(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  readers: ChainReaders;
  key: () => Promise<PublicationKey>;
}) {
  const { db, clock, config } = deps;

  const view = (row: SnapshotRow): SnapshotView => ({
    id: row.id,
    taken_at: row.takenAt.getTime(),
    leaf_count: row.leafCount,
    coins: coinFigures(row),
    addresses: row.addresses.map((a) => ({ ...a, explorer_url: explorerUrl(a.chain, a.address, config) })),
    publication: publicationOf(row),
  });

  async function snapshotRow(id: number): Promise<SnapshotRow> {
    const [row] = await db.select().from(porSnapshots).where(eq(porSnapshots.id, id));
    if (!row) throw new AppError('errors.por_snapshot_not_found', {}, 404);
    return row;
  }

  return {
    /** Reads the reserves on chain, then takes the snapshot; null when another engine took it first. */
    async takeSnapshot(slot: string | null = null) {
      const coinList = await db.select({ symbol: coins.symbol, decimals: coins.decimals }).from(coins);
      const readings = await readReserves(await reserveAddresses(db, config), {
        config,
        readers: deps.readers,
        decimalsOf: (symbol) => coinList.find((c) => c.symbol === symbol)?.decimals,
      });
      return takeSnapshot({ db, clock, key: await deps.key() }, readings, slot);
    },

    async latest(userId: number | null): Promise<LatestReserves> {
      const [row] = await db.select().from(porSnapshots).orderBy(desc(porSnapshots.id)).limit(1);
      const included =
        row && userId !== null
          ? (
              await db
                .select({ n: count() })
                .from(porLeaves)
                .where(and(eq(porLeaves.snapshotId, row.id), eq(porLeaves.userId, userId)))
            )[0]!.n > 0
          : null;
      return {
        snapshot: row ? view(row) : null,
        publication_key: row ? (await deps.key()).publicJwk : null,
        next_snapshot_at: nextDailySlot(clock()).getTime(),
        included,
      };
    },

    async history(request: PageRequest) {
      const page = await readPage(
        request,
        (w) => db.select().from(porSnapshots).orderBy(desc(porSnapshots.id)).limit(w.limit).offset(w.offset),
        () => db.select({ n: count() }).from(porSnapshots),
      );
      const list: HistoryItem[] = page.rows.map((row) => {
        const { id, taken_at, coins: figures, publication } = view(row);
        return {
          id,
          taken_at,
          publication,
          coins: figures.map(({ symbol, liabilities, reserves, ratio }) => ({
            symbol,
            liabilities,
            reserves,
            ratio,
          })),
        };
      });
      return { list, page: page.page, limit: page.limit, total: page.total };
    },

    /** The caller's proof file: their salt is theirs alone, read only here and only for them. */
    async myProof(userId: number, snapshotId: number): Promise<ProofFileJson> {
      const row = await snapshotRow(snapshotId);
      const [leaf] = await db
        .select()
        .from(porLeaves)
        .where(and(eq(porLeaves.snapshotId, snapshotId), eq(porLeaves.userId, userId)));
      if (!leaf) throw new AppError('errors.por_not_in_snapshot', {}, 404);

      const depth = Math.log2(row.leafCount <= 1 ? 1 : 2 ** Math.ceil(Math.log2(row.leafCount)));
      const wanted: { level: number; position: number }[] = [];
      for (let level = 0, at = leaf.position; level < depth; level++, at >>= 1)
        wanted.push({ level, position: at ^ 1 }, { level: level + 1, position: at >> 1 });
      wanted.push({ level: 0, position: leaf.position });
      const nodes = await db
        .select()
        .from(porNodes)
        .where(
          and(
            eq(porNodes.snapshotId, snapshotId),
            inArray(
              porNodes.level,
              wanted.map((w) => w.level),
            ),
            inArray(
              porNodes.position,
              wanted.map((w) => w.position),
            ),
          ),
        );
      const node = (level: number, position: number) => {
        const found = nodes.find((n) => n.level === level && n.position === position)!;
        return { hash: found.hash, sums: found.sums };
      };
      const path: ProofFile['path'] = [];
      for (let level = 0, at = leaf.position; level < depth; level++, at >>= 1)
        path.push({ sibling: node(level, at ^ 1), parent: node(level + 1, at >> 1) });

      const chain = await db
        .select()
        .from(porSnapshots)
        .where(lte(porSnapshots.id, snapshotId))
        .orderBy(porSnapshots.id);
      const salt = fromHex(leaf.salt);
      return {
        format: PROOF_FORMAT,
        user_id: userId,
        leaf: {
          index: leaf.position,
          salt: leaf.salt,
          user_hash: toHex(await userHashOf(sha256, salt, userId)),
          sums: node(0, leaf.position).sums,
        },
        path,
        publication: publicationOf(row),
        history: chain.map(publicationOf),
        publication_key: (await deps.key()).publicJwk,
      };
    },
  };
}
