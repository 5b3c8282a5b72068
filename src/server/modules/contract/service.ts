import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { Big, decimalPlaces, plainDecimal } from '../../../core/money';
import {
  initialMargin,
  maintenanceMargin,
  quantityOf,
  tpSlProblem,
  tradeFee,
  unrealizedPnl,
  type ContractTrigger,
} from '../../../core/contractMath';
import {
  MAX_LOTS,
  CONTRACT_STATUS,
  type CloseReason,
  type ContractDeal,
  type ContractListRequest,
  type ContractSetStopRequest,
  type ContractSubmitRequest,
  type Position,
  type PositionList,
} from '../../../core/schemas/contract';
import type { Tick } from '../../../core/market/types';
import type { Db } from '../../db/client';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { pairs, contractPairs, contractPositions } from '../../db/schema';
import type { StoredTick } from '../../db/schema/options';
import { balancesOf, post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Market } from '../../market/types';
import { contractAvailable, crossLiquidations, isolatedLiquidation, marginOf } from './levels';
import {
  addMarginEntries,
  closeEntries,
  fillEntries,
  openEntries,
  releaseEntries,
  reserveEntries,
} from './postings';
import { toPosition, type PositionRow } from './present';
import { tellUser } from '../../events/private';
import { raise } from '../../events/events';

export type ContractService = ReturnType<typeof createContractService>;

type Deps = { db: Db; clock: Clock; market: Market };

/** A market order needs a tick this fresh: an older price is not one the user saw. */
export const CONTRACT_TICK_MAX_AGE_MS = 3_000;
/** Margins, fees and PnL are kept to 8 places (USDT's precision on every chain it lives on). */
const AMOUNT_DECIMALS = 8;
const amount = (value: Big) => value.round(AMOUNT_DECIMALS, Big.roundHalfUp);

const reference = (id: number) => `perp_position:${id}`;
const storedTick = (t: Tick): StoredTick => ({ price: t.price, time: t.ts, source: t.source });

const STATUS_OF_TAB = {
  holding: [CONTRACT_STATUS.holding, CONTRACT_STATUS.closing],
  pending: [CONTRACT_STATUS.pending],
  history: [CONTRACT_STATUS.closed, CONTRACT_STATUS.cancelled],
} as const;

type PairTerms = {
  pairId: number;
  symbol: string;
  coinId: number;
  priceDecimals: number;
  contractValue: string;
  leverages: number[];
  feeRate: string;
  tiers: PositionRow['tiers'];
};

/**
 * Perpetual contracts (domain-rules "Perpetual contracts"). Each change of a position is one
 * transaction with its ledger posting, on a locked row whose status is read again inside it; the
 * engine (`./engine.ts`) fills, triggers and liquidates through `fill` and `trigger` on recorded
 * ticks. No call takes a fill price or an outcome from anyone.
 */

/** How the private channel names each way a position closes. */
const CLOSED_BY: Record<CloseReason, 'closed' | 'take_profit' | 'stop_loss' | 'liquidated'> = {
  manual: 'closed',
  tp: 'take_profit',
  sl: 'stop_loss',
  liquidation: 'liquidated',
};

export function createContractService({ db, clock, market }: Deps) {
  /** The pair's terms; `t` inside a transaction (PGlite has one connection). */
  async function termsOf(symbol: string, t: Db = db): Promise<PairTerms | undefined> {
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

  async function requireTerms(symbol: string, t: Db = db): Promise<PairTerms> {
    const terms = await termsOf(symbol, t);
    if (!terms) throw new AppError('errors.perp_pair_unavailable');
    return terms;
  }

  /** The latest recorded tick, refused when older than a price the user could have seen. */
  function freshTick(symbol: string): Tick {
    const tick = market.latest(symbol);
    if (!tick || clock().getTime() - tick.ts > CONTRACT_TICK_MAX_AGE_MS)
      throw new AppError('errors.perp_price_stale');
    return tick;
  }

  const markOf = (symbol: string) => market.latest(symbol)?.price ?? null;

  /** Every pair's price places, for rounding liquidation prices across a user's pairs. */
  async function priceDecimals(): Promise<(symbol: string) => number> {
    const rows = await db.select({ symbol: pairs.symbol, decimals: pairs.priceDecimals }).from(pairs);
    const bySymbol = new Map(rows.map((r) => [r.symbol, r.decimals]));
    return (symbol) => bySymbol.get(symbol) ?? 8;
  }

  async function findByRequest(userId: number, requestId: string) {
    const [row] = await db
      .select()
      .from(contractPositions)
      .where(and(eq(contractPositions.userId, userId), eq(contractPositions.requestId, requestId)));
    return row;
  }

  /** Locks the user's position in `t`; another user's, or none, is "not found". */
  async function lockOwn(t: Db, userId: number, id: number): Promise<PositionRow> {
    const [row] = await t
      .select()
      .from(contractPositions)
      .where(and(eq(contractPositions.id, id), eq(contractPositions.userId, userId)))
      .for('update');
    if (!row) throw new AppError('errors.perp_not_found');
    return row;
  }

  /** A position as shown now: the live mark, and for cross the liquidation price of this moment. */
  async function present(rows: PositionRow[], userId: number): Promise<Position[]> {
    const cross = rows.some((r) => r.marginMode === 'cross' && r.status === CONTRACT_STATUS.holding);
    const coinId = cross
      ? (await termsOf(rows.find((r) => r.marginMode === 'cross')!.symbol))?.coinId
      : undefined;
    const crossPrices =
      cross && coinId !== undefined
        ? await crossLiquidations(db, userId, coinId, markOf, await priceDecimals())
        : new Map<number, Big | null>();
    return rows.map((row) =>
      toPosition(row, {
        mark: markOf(row.symbol),
        liquidation: crossPrices.has(row.id) ? crossPrices.get(row.id) : undefined,
      }),
    );
  }

  const presentOne = async (row: PositionRow) => (await present([row], row.userId))[0]!;

  /**
   * Closes a holding position at `price` inside `t`: the margin leaves frozen, margin + PnL − the
   * charge returns to available. A liquidation's charge is what is left of the margin (isolated)
   * or the maintenance margin at that price (cross), for the insurance fund.
   */
  async function closeAt(
    t: Db,
    row: PositionRow,
    at: { price: string; reason: CloseReason; tick: StoredTick; time: Date },
  ): Promise<PositionRow> {
    const terms = await requireTerms(row.symbol, t);
    const margin = marginOf(row);
    const pnl = amount(unrealizedPnl(row.side, row.qty, row.entryPrice!, at.price));
    const liquidation = at.reason === 'liquidation';
    const zero = new Big(0);
    let charge: Big;
    if (!liquidation) charge = amount(tradeFee(row.qty, at.price, row.feeRate));
    else if (row.marginMode === 'isolated') charge = margin.plus(pnl).gt(0) ? margin.plus(pnl) : zero;
    else {
      const maintenance = amount(maintenanceMargin(new Big(row.qty).times(at.price), row.tiers));
      charge = maintenance.gt(0) ? maintenance : zero;
    }
    const reach = row.marginMode === 'isolated' ? zero : await contractAvailable(t, row.userId, terms.coinId);
    const { entries, returned, charged } = closeEntries(
      { userId: row.userId, coinId: terms.coinId },
      { margin, pnl, charge, chargeTo: liquidation ? 'insurance' : 'fee', reach },
    );
    await post(t, {
      reason: liquidation ? 'perp_liquidation' : 'perp_close',
      reference: reference(row.id),
      entries,
    });
    const [closed] = await t
      .update(contractPositions)
      .set({
        status: CONTRACT_STATUS.closed,
        liquidated: liquidation,
        // A cross position's liquidation price is kept from the moment it was liquidated.
        ...(liquidation ? { liquidationPrice: at.price } : {}),
        closePrice: at.price,
        closeFee: charged.toFixed(),
        realizedPnl: returned.minus(margin).minus(row.openFee).toFixed(),
        closeReason: at.reason,
        closeTick: at.tick,
        closedAt: at.time,
      })
      .where(eq(contractPositions.id, row.id))
      .returning();
    tellUser(t, row.userId, { type: 'contract.changed', id: row.id, what: CLOSED_BY[at.reason] });
    return closed!;
  }

  /** Releases what a pending order froze and marks it cancelled, inside `t`. */
  async function cancelIn(t: Db, row: PositionRow, time: Date): Promise<PositionRow> {
    const terms = await requireTerms(row.symbol, t);
    await post(t, {
      reason: 'perp_release',
      reference: reference(row.id),
      entries: releaseEntries({ userId: row.userId, coinId: terms.coinId }, marginOf(row).plus(row.openFee)),
    });
    const [cancelled] = await t
      .update(contractPositions)
      .set({ status: CONTRACT_STATUS.cancelled, closedAt: time })
      .where(eq(contractPositions.id, row.id))
      .returning();
    tellUser(t, row.userId, { type: 'contract.changed', id: row.id, what: 'cancelled' });
    return cancelled!;
  }

  return {
    termsOf,

    /** POST lever/deal. */
    async deal(symbol: string, userId: number | null): Promise<ContractDeal> {
      const terms = await requireTerms(symbol);
      const tick = market.latest(terms.symbol);
      const balance = userId
        ? (await balancesOf(db, userId)).find((b) => b.account === 'contract' && b.coin_id === terms.coinId)
        : undefined;
      return {
        symbol: terms.symbol,
        contract_value: terms.contractValue,
        price_decimals: terms.priceDecimals,
        leverages: terms.leverages,
        max_lots: MAX_LOTS,
        fee_rate: terms.feeRate,
        tiers: terms.tiers,
        mark_price: tick?.price ?? null,
        tick: tick ? storedTick(tick) : null,
        funding: 'none',
        balance: {
          available: plainDecimal(balance?.available ?? '0'),
          frozen: plainDecimal(balance?.frozen ?? '0'),
        },
      };
    },

    /** POST lever/submit, checked in the order its call describes. */
    async submit(userId: number, request: ContractSubmitRequest): Promise<Position> {
      const replay = await findByRequest(userId, request.request_id);
      if (replay) return presentOne(replay);

      const terms = await requireTerms(request.symbol);
      if (!terms.leverages.includes(request.leverage))
        throw new AppError('errors.perp_leverage_not_offered', { list: terms.leverages.join(', ') });
      for (const price of [request.price, request.tp_price, request.sl_price])
        if (price && decimalPlaces(price) > terms.priceDecimals)
          throw new AppError('errors.perp_price_precision', { decimals: terms.priceDecimals });
      const tick = freshTick(terms.symbol);
      const limit = request.type === 'limit';
      const price = limit ? request.price! : tick.price;
      const problem = tpSlProblem(request.side, price, request.tp_price, request.sl_price);
      if (problem) throw new AppError(problem);

      const qty = quantityOf(request.lots, terms.contractValue);
      const margin = amount(initialMargin(qty, price, request.leverage));
      const fee = amount(tradeFee(qty, price, terms.feeRate));
      // A position whose margin is already below maintenance would be liquidated on the next tick.
      if (!margin.gt(maintenanceMargin(qty.times(price), terms.tiers)))
        throw new AppError('errors.perp_leverage_too_high', { leverage: request.leverage });
      const owner = { userId, coinId: terms.coinId };
      if ((await contractAvailable(db, userId, terms.coinId)).lt(margin.plus(fee)))
        throw new AppError('errors.insufficient_balance');

      const now = clock();
      const shape = {
        side: request.side,
        qty: qty.toFixed(),
        initialMargin: margin.toFixed(),
        addedMargin: '0',
        tiers: terms.tiers,
      };
      const liquidation =
        request.margin_mode === 'isolated' ? isolatedLiquidation(shape, price, terms.priceDecimals) : null;
      try {
        const row = await db.transaction(async (tx) => {
          const t = tx as Db;
          const [created] = await t
            .insert(contractPositions)
            .values({
              userId,
              pairId: terms.pairId,
              symbol: terms.symbol,
              side: request.side,
              type: request.type,
              lots: request.lots,
              qty: qty.toFixed(),
              contractValue: terms.contractValue,
              leverage: request.leverage,
              marginMode: request.margin_mode,
              status: limit ? CONTRACT_STATUS.pending : CONTRACT_STATUS.holding,
              limitPrice: limit ? price : null,
              entryPrice: limit ? null : price,
              initialMargin: margin.toFixed(),
              feeRate: terms.feeRate,
              tiers: terms.tiers,
              openFee: fee.toFixed(),
              liquidationPrice: liquidation?.toFixed() ?? null,
              tpPrice: request.tp_price ?? null,
              slPrice: request.sl_price ?? null,
              levelsAt: now,
              openTick: limit ? null : storedTick(tick),
              requestId: request.request_id,
              createdAt: now,
              openedAt: limit ? null : now,
            })
            .returning();
          await post(t, {
            reason: limit ? 'perp_reserve' : 'perp_open',
            reference: reference(created!.id),
            entries: limit ? reserveEntries(owner, margin.plus(fee)) : openEntries(owner, margin, fee),
          });
          tellUser(t, userId, { type: 'contract.changed', id: created!.id, what: 'opened' });
          return created!;
        });
        return presentOne(row);
      } catch (err) {
        // The same request id sent twice at once: the first one's position is the answer.
        if (pgErrorCode(err) === UNIQUE_VIOLATION) {
          const first = await findByRequest(userId, request.request_id);
          if (first) return presentOne(first);
        }
        throw err;
      }
    },

    /** POST lever/my_trade: one tab, newest first. */
    async list(userId: number, query: ContractListRequest): Promise<PositionList> {
      const { page, limit } = query;
      const where = and(
        eq(contractPositions.userId, userId),
        inArray(contractPositions.status, [...STATUS_OF_TAB[query.tab]]),
        query.symbol ? eq(contractPositions.symbol, query.symbol) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contractPositions)
          .where(where)
          .orderBy(desc(contractPositions.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(contractPositions).where(where),
      ]);
      return { list: await present(rows, userId), page, limit, total: total?.n ?? 0 };
    },

    /** POST lever/close: at the latest recorded tick. A closed position answers as it is. */
    async close(userId: number, id: number): Promise<Position> {
      const row = await db.transaction(async (tx) => {
        const t = tx as Db;
        const found = await lockOwn(t, userId, id);
        if (found.status === CONTRACT_STATUS.closed) return found;
        if (found.status !== CONTRACT_STATUS.holding) throw new AppError('errors.perp_not_holding');
        const tick = freshTick(found.symbol);
        return closeAt(t, found, {
          price: tick.price,
          reason: 'manual',
          tick: storedTick(tick),
          time: clock(),
        });
      });
      return presentOne(row);
    },

    /** POST lever/cancel: a pending order's margin and fee come back. */
    async cancel(userId: number, id: number): Promise<Position> {
      const row = await db.transaction(async (tx) => {
        const t = tx as Db;
        const found = await lockOwn(t, userId, id);
        if (found.status === CONTRACT_STATUS.cancelled) return found;
        if (found.status !== CONTRACT_STATUS.pending) throw new AppError('errors.perp_not_pending');
        return cancelIn(t, found, clock());
      });
      return presentOne(row);
    },

    /** POST lever/setstop: empty clears; the levels apply from the next tick on. */
    async setStop(userId: number, request: ContractSetStopRequest): Promise<Position> {
      const row = await db.transaction(async (tx) => {
        const t = tx as Db;
        const found = await lockOwn(t, userId, request.id);
        if (found.status !== CONTRACT_STATUS.pending && found.status !== CONTRACT_STATUS.holding)
          throw new AppError('errors.perp_not_open');
        const decimals = (await requireTerms(found.symbol, t)).priceDecimals;
        for (const price of [request.tp_price, request.sl_price])
          if (price && decimalPlaces(price) > decimals)
            throw new AppError('errors.perp_price_precision', { decimals });
        const problem = tpSlProblem(
          found.side,
          found.entryPrice ?? found.limitPrice!,
          request.tp_price,
          request.sl_price,
        );
        if (problem) throw new AppError(problem);
        const [updated] = await t
          .update(contractPositions)
          .set({ tpPrice: request.tp_price ?? null, slPrice: request.sl_price ?? null, levelsAt: clock() })
          .where(eq(contractPositions.id, found.id))
          .returning();
        tellUser(t, userId, { type: 'contract.changed', id: found.id, what: 'stops' });
        return updated!;
      });
      return presentOne(row);
    },

    /** POST lever/add_margin: isolated only; the liquidation price moves away. */
    async addMargin(userId: number, request: { id: number; amount: string }): Promise<Position> {
      const added = new Big(request.amount);
      if (decimalPlaces(request.amount) > AMOUNT_DECIMALS)
        throw new AppError('errors.perp_margin_precision', { decimals: AMOUNT_DECIMALS });
      const row = await db.transaction(async (tx) => {
        const t = tx as Db;
        const found = await lockOwn(t, userId, request.id);
        if (found.status !== CONTRACT_STATUS.holding) throw new AppError('errors.perp_not_holding');
        if (found.marginMode !== 'isolated') throw new AppError('errors.perp_add_margin_isolated');
        const terms = await requireTerms(found.symbol, t);
        if ((await contractAvailable(t, userId, terms.coinId)).lt(added))
          throw new AppError('errors.insufficient_balance');
        await post(t, {
          reason: 'perp_add_margin',
          reference: reference(found.id),
          entries: addMarginEntries({ userId, coinId: terms.coinId }, added),
        });
        const addedMargin = new Big(found.addedMargin).plus(added).toFixed();
        const liquidation = isolatedLiquidation(
          { ...found, addedMargin },
          found.entryPrice!,
          terms.priceDecimals,
        );
        const [updated] = await t
          .update(contractPositions)
          .set({ addedMargin, liquidationPrice: liquidation?.toFixed() ?? null, levelsAt: clock() })
          .where(eq(contractPositions.id, found.id))
          .returning();
        tellUser(t, userId, { type: 'contract.changed', id: found.id, what: 'margin' });
        return updated!;
      });
      return presentOne(row);
    },

    /** The open orders and positions of a pair, for the engine, oldest first. */
    async openOn(symbol: string): Promise<PositionRow[]> {
      return db
        .select()
        .from(contractPositions)
        .where(and(eq(contractPositions.symbol, symbol), inArray(contractPositions.status, [0, 1])))
        .orderBy(asc(contractPositions.id));
    },

    /**
     * What the contract account's available balance must keep for the user's cross positions:
     * their unrealized losses at the marks. Transferring that out would liquidate them.
     */
    async crossLosses(userId: number): Promise<Big> {
      const rows = await db
        .select()
        .from(contractPositions)
        .where(
          and(
            eq(contractPositions.userId, userId),
            eq(contractPositions.status, CONTRACT_STATUS.holding),
            eq(contractPositions.marginMode, 'cross'),
          ),
        );
      return rows.reduce((total, row) => {
        const pnl = unrealizedPnl(row.side, row.qty, row.entryPrice!, markOf(row.symbol) ?? row.entryPrice!);
        return pnl.lt(0) ? total.minus(pnl) : total;
      }, new Big(0));
    },

    /** Cross liquidation prices of one user now, for the engine. */
    async crossPrices(userId: number, coinId: number) {
      return crossLiquidations(db, userId, coinId, markOf, await priceDecimals());
    },

    /**
     * The engine fills a pending order at its limit price on `tick`, if it is still pending with
     * the levels the engine saw. The position's levels apply from the next tick.
     */
    async fill(seen: PositionRow, tick: Tick): Promise<boolean> {
      return db.transaction(async (tx) => {
        const t = tx as Db;
        const [row] = await t
          .select()
          .from(contractPositions)
          .where(eq(contractPositions.id, seen.id))
          .for('update');
        if (
          !row ||
          row.status !== CONTRACT_STATUS.pending ||
          row.levelsAt.getTime() !== seen.levelsAt.getTime()
        )
          return false;
        const terms = await requireTerms(row.symbol, t);
        if (new Big(row.openFee).gt(0))
          await post(t, {
            reason: 'perp_fill',
            reference: reference(row.id),
            entries: fillEntries({ userId: row.userId, coinId: terms.coinId }, new Big(row.openFee)),
          });
        const liquidation =
          row.marginMode === 'isolated'
            ? isolatedLiquidation(row, row.limitPrice!, terms.priceDecimals)
            : null;
        await t
          .update(contractPositions)
          .set({
            status: CONTRACT_STATUS.holding,
            entryPrice: row.limitPrice,
            liquidationPrice: liquidation?.toFixed() ?? null,
            openTick: storedTick(tick),
            openedAt: new Date(tick.ts),
            levelsAt: new Date(tick.ts + 1),
          })
          .where(eq(contractPositions.id, row.id));
        tellUser(t, row.userId, { type: 'contract.changed', id: row.id, what: 'filled' });
        await raise(t, 'contract.triggered', {
          userId: row.userId,
          positionId: row.id,
          what: 'filled',
          symbol: row.symbol,
          price: row.limitPrice!,
        });
        return true;
      });
    },

    /**
     * The engine closes a holding position on `tick`: TP and SL at the tick's price, a
     * liquidation at the liquidation price, after cancelling the user's pending orders on the pair.
     */
    async trigger(
      seen: PositionRow,
      what: Exclude<ContractTrigger, null>,
      tick: Tick,
      liquidation: Big | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const t = tx as Db;
        const [row] = await t
          .select()
          .from(contractPositions)
          .where(eq(contractPositions.id, seen.id))
          .for('update');
        if (
          !row ||
          row.status !== CONTRACT_STATUS.holding ||
          row.levelsAt.getTime() !== seen.levelsAt.getTime()
        )
          return false;
        const time = new Date(tick.ts);
        if (what === 'liquidation') {
          const pending = await t
            .select()
            .from(contractPositions)
            .where(
              and(
                eq(contractPositions.userId, row.userId),
                eq(contractPositions.symbol, row.symbol),
                eq(contractPositions.status, CONTRACT_STATUS.pending),
              ),
            )
            .orderBy(asc(contractPositions.id))
            .for('update');
          for (const order of pending) await cancelIn(t, order, time);
        }
        const price = what === 'liquidation' && liquidation ? liquidation.toFixed() : tick.price;
        await closeAt(t, row, { price, reason: what, tick: storedTick(tick), time });
        await raise(t, 'contract.triggered', {
          userId: row.userId,
          positionId: row.id,
          what,
          symbol: row.symbol,
          price,
        });
        return true;
      });
    },
  };
}
