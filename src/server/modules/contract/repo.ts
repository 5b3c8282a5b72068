import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tick } from '../../../core/market/types';
import { plainDecimal } from '../../../core/money';
import { CONTRACT_STATUS, type ContractStatus } from '../../../core/schemas/contract';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import { contractCursors, contractPairs, contractPositions, marketTicks, pairs } from '../../db/schema';
import type { PositionRow } from './present';

/*
 * The contracts' SQL: pair terms, positions (read, locked, written) and the engine's cursor and
 * recorded ticks. The rules that decide what to write live in service.ts, opening.ts, closing.ts
 * and triggers.ts. Each function takes `t`: the transaction when called inside one (PGlite has a
 * single connection, so a read through `db` there would wait forever).
 */

export type NewPosition = typeof contractPositions.$inferInsert;

export type PairTerms = {
  pairId: number;
  symbol: string;
  coinId: number;
  priceDecimals: number;
  contractValue: string;
  leverages: number[];
  feeRate: string;
  tiers: PositionRow['tiers'];
};

/** The terms of an enabled contract pair (of an enabled pair); undefined when there is none. */
export async function pairTerms(t: Db, symbol: string): Promise<PairTerms | undefined> {
  const [row] = await t
    .select({ pair: pairs, terms: contractPairs })
    .from(contractPairs)
    .innerJoin(pairs, eq(pairs.id, contractPairs.pairId))
    .where(and(eq(pairs.symbol, symbol), eq(pairs.enabled, 1), eq(contractPairs.enabled, 1)));
  if (!row) return undefined;
  return {
    pairId: row.pair.id,
    symbol: row.pair.symbol,
    coinId: row.pair.quoteCoinId,
    priceDecimals: row.pair.priceDecimals,
    contractValue: plainDecimal(row.terms.contractValue),
    leverages: row.terms.leverages,
    feeRate: plainDecimal(row.terms.feeRate),
    tiers: row.terms.tiers,
  };
}

/** Every pair's price places, by symbol. */
export async function priceDecimalsBySymbol(t: Db): Promise<Map<string, number>> {
  const rows = await t.select({ symbol: pairs.symbol, decimals: pairs.priceDecimals }).from(pairs);
  return new Map(rows.map((r) => [r.symbol, r.decimals]));
}

export async function positionByRequest(t: Db, userId: number, requestId: string) {
  const [row] = await t
    .select()
    .from(contractPositions)
    .where(and(eq(contractPositions.userId, userId), eq(contractPositions.requestId, requestId)));
  return row;
}

/** The user's position, locked `FOR UPDATE` in `t`; undefined when it is not theirs or not there. */
export async function lockOwnPosition(t: Db, userId: number, id: number): Promise<PositionRow | undefined> {
  const [row] = await t
    .select()
    .from(contractPositions)
    .where(and(eq(contractPositions.id, id), eq(contractPositions.userId, userId)))
    .for('update');
  return row;
}

/** A position locked `FOR UPDATE` in `t`, whoever owns it (the engine's actions). */
export async function lockPosition(t: Db, id: number): Promise<PositionRow | undefined> {
  const [row] = await t.select().from(contractPositions).where(eq(contractPositions.id, id)).for('update');
  return row;
}

/** The user's pending orders on a pair, locked in id order (a liquidation cancels them first). */
export async function lockPendingOnPair(t: Db, userId: number, symbol: string): Promise<PositionRow[]> {
  return t
    .select()
    .from(contractPositions)
    .where(
      and(
        eq(contractPositions.userId, userId),
        eq(contractPositions.symbol, symbol),
        eq(contractPositions.status, CONTRACT_STATUS.pending),
      ),
    )
    .orderBy(asc(contractPositions.id))
    .for('update');
}

export async function insertPosition(t: Db, values: NewPosition): Promise<PositionRow> {
  const [created] = await t.insert(contractPositions).values(values).returning();
  return created!;
}

export async function updatePosition(t: Db, id: number, set: Partial<NewPosition>): Promise<PositionRow> {
  const [updated] = await t
    .update(contractPositions)
    .set(set)
    .where(eq(contractPositions.id, id))
    .returning();
  return updated!;
}

/** One page of the user's positions in `statuses`, newest first. */
export async function positionsPage(
  t: Db,
  userId: number,
  filter: { statuses: readonly ContractStatus[]; symbol?: string },
  request: PageRequest,
) {
  const where = and(
    eq(contractPositions.userId, userId),
    inArray(contractPositions.status, [...filter.statuses]),
    filter.symbol ? eq(contractPositions.symbol, filter.symbol) : undefined,
  );
  return readPage(
    request,
    (w) =>
      t
        .select()
        .from(contractPositions)
        .where(where)
        .orderBy(desc(contractPositions.id))
        .limit(w.limit)
        .offset(w.offset),
    () => t.select({ n: count() }).from(contractPositions).where(where),
  );
}

/** The user's holding cross positions: they share the contract account's balance. */
export async function crossHoldings(t: Db, userId: number): Promise<PositionRow[]> {
  return t
    .select()
    .from(contractPositions)
    .where(
      and(
        eq(contractPositions.userId, userId),
        eq(contractPositions.status, CONTRACT_STATUS.holding),
        eq(contractPositions.marginMode, 'cross'),
      ),
    );
}

/** What the engine reads of each open order and position: its levels, and what an action checks. */
export type EngineRow = Pick<
  PositionRow,
  | 'id'
  | 'userId'
  | 'status'
  | 'side'
  | 'marginMode'
  | 'limitPrice'
  | 'liquidationPrice'
  | 'tpPrice'
  | 'slPrice'
  | 'levelsAt'
>;

/**
 * A pair's open orders and positions, oldest first, with only the engine's columns: it reads
 * them all again after every action, thousands of rows (a whole row carries three JSON columns).
 */
export async function openOnPair(t: Db, symbol: string): Promise<EngineRow[]> {
  const p = contractPositions;
  return t
    .select({
      id: p.id,
      userId: p.userId,
      status: p.status,
      side: p.side,
      marginMode: p.marginMode,
      limitPrice: p.limitPrice,
      liquidationPrice: p.liquidationPrice,
      tpPrice: p.tpPrice,
      slPrice: p.slPrice,
      levelsAt: p.levelsAt,
    })
    .from(contractPositions)
    .where(
      and(
        eq(contractPositions.symbol, symbol),
        inArray(contractPositions.status, [CONTRACT_STATUS.pending, CONTRACT_STATUS.holding]),
      ),
    )
    .orderBy(asc(contractPositions.id));
}

/** The pairs with open orders or positions. */
export async function symbolsWithOpenItems(t: Db): Promise<string[]> {
  const rows = await t
    .selectDistinct({ symbol: contractPositions.symbol })
    .from(contractPositions)
    .where(inArray(contractPositions.status, [CONTRACT_STATUS.pending, CONTRACT_STATUS.holding]));
  return rows.map((r) => r.symbol);
}

/** The engine's cursor on a pair: the last recorded tick it has passed. */
export async function cursorOf(t: Db, symbol: string): Promise<Date | null> {
  const [row] = await t.select().from(contractCursors).where(eq(contractCursors.symbol, symbol));
  return row?.ts ?? null;
}

/** Moves the cursor forward only (two engines saving in either order keep the later one). */
export async function saveCursor(t: Db, symbol: string, ts: Date): Promise<void> {
  await t
    .insert(contractCursors)
    .values({ symbol, ts })
    .onConflictDoUpdate({
      target: contractCursors.symbol,
      set: { ts: sql`greatest(${contractCursors.ts}, ${ts})` },
    });
}

/** Up to `max` recorded ticks of a pair after `after`, in time order. */
export async function ticksAfter(t: Db, symbol: string, after: Date, max: number): Promise<Tick[]> {
  const rows = await t
    .select()
    .from(marketTicks)
    .where(and(eq(marketTicks.symbol, symbol), gt(marketTicks.ts, after)))
    .orderBy(asc(marketTicks.ts))
    .limit(max);
  return rows.map((r) => ({
    symbol,
    price: plainDecimal(r.price),
    ts: r.ts.getTime(),
    source: r.source as Tick['source'],
  }));
}
