import { Big, decimalPlaces, plainDecimal } from '../../../core/money';
import { tpSlProblem, unrealizedPnl, type ContractTrigger } from '../../../core/contractMath';
import {
  MAX_LOTS,
  CONTRACT_STATUS,
  type ContractDeal,
  type ContractListRequest,
  type ContractSetStopRequest,
  type ContractSubmitRequest,
  type Position,
  type PositionList,
} from '../../../core/schemas/contract';
import type { Tick } from '../../../core/market/types';
import type { Db } from '../../db/client';
import { submitOnce } from '../../db/submitOnce';
import { tellUser } from '../../events/private';
import { balanceOf, post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { requireFreshTick } from '../../market/freshTick';
import type { Market } from '../../market/types';
import { cancelIn, closeAt } from './closing';
import { contractAvailable, crossLiquidations, isolatedLiquidation } from './levels';
import { openPosition } from './opening';
import { addMarginEntries } from './postings';
import { toPosition, type PositionRow } from './present';
import {
  crossHoldings,
  type EngineRow,
  lockOwnPosition,
  openOnPair,
  pairTerms,
  positionByRequest,
  positionsPage,
  priceDecimalsBySymbol,
  updatePosition,
} from './repo';
import { AMOUNT_DECIMALS, CONTRACT_TICK_MAX_AGE_MS, reference, requireTerms, storedTick } from './terms';
import { fill, trigger, type SeenRow } from './triggers';

export type ContractService = ReturnType<typeof createContractService>;

type Deps = { db: Db; clock: Clock; market: Market };

const STATUS_OF_TAB = {
  holding: [CONTRACT_STATUS.holding, CONTRACT_STATUS.closing],
  pending: [CONTRACT_STATUS.pending],
  history: [CONTRACT_STATUS.closed, CONTRACT_STATUS.cancelled],
} as const;

/**
 * Perpetual contracts (domain-rules "Perpetual contracts"). Each change of a position is one
 * transaction with its ledger posting, on a locked row whose status is read again inside it; the
 * engine (`./engine.ts`) fills, triggers and liquidates through `fill` and `trigger`
 * (`./triggers.ts`) on recorded ticks. No call takes a fill price or an outcome from anyone.
 * Opening is in `./opening.ts`, closing and cancelling in `./closing.ts`, the SQL in `./repo.ts`.
 */
export function createContractService({ db, clock, market }: Deps) {
  /** The pair's terms; `t` inside a transaction (PGlite has one connection). */
  const termsOf = (symbol: string, t: Db = db) => pairTerms(t, symbol);

  const markOf = (symbol: string) => market.latest(symbol)?.price ?? null;

  /** Every pair's price places, for rounding liquidation prices across a user's pairs. */
  async function priceDecimals(): Promise<(symbol: string) => number> {
    const bySymbol = await priceDecimalsBySymbol(db);
    return (symbol) => bySymbol.get(symbol) ?? 8;
  }

  /** Locks the user's position in `t`; another user's, or none, is "not found". */
  async function lockOwn(t: Db, userId: number, id: number): Promise<PositionRow> {
    const row = await lockOwnPosition(t, userId, id);
    if (!row) throw new AppError('errors.contract_not_found');
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

  /** One change of the caller's position, in one transaction on its locked row. */
  async function change(userId: number, id: number, rule: (t: Db, row: PositionRow) => Promise<PositionRow>) {
    const row = await db.transaction(async (tx) => rule(tx as Db, await lockOwn(tx as Db, userId, id)));
    return presentOne(row);
  }

  return {
    termsOf,

    /** POST lever/deal. */
    async deal(symbol: string, userId: number | null): Promise<ContractDeal> {
      const terms = await requireTerms(db, symbol);
      const tick = market.latest(terms.symbol);
      const balance = userId ? await balanceOf(db, userId, 'contract', terms.coinId) : undefined;
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

    /** POST lever/submit: once per request id; a retry answers with the first position. */
    submit(userId: number, request: ContractSubmitRequest): Promise<Position> {
      return submitOnce({
        requestId: request.request_id,
        find: (requestId) => positionByRequest(db, userId, requestId),
        present: presentOne,
        create: async () => presentOne(await openPosition({ db, clock, market }, userId, request)),
      });
    },

    /** POST lever/my_trade: one tab, newest first. */
    async list(userId: number, query: ContractListRequest): Promise<PositionList> {
      const { page, limit } = query;
      const { rows, total } = await positionsPage(
        db,
        userId,
        { statuses: STATUS_OF_TAB[query.tab], symbol: query.symbol },
        query,
      );
      return { list: await present(rows, userId), page, limit, total };
    },

    /** POST lever/close: at the latest recorded tick. A closed position answers as it is. */
    close: (userId: number, id: number): Promise<Position> =>
      change(userId, id, async (t, found) => {
        if (found.status === CONTRACT_STATUS.closed) return found;
        if (found.status !== CONTRACT_STATUS.holding) throw new AppError('errors.contract_not_holding');
        const tick = requireFreshTick(
          market,
          found.symbol,
          clock(),
          CONTRACT_TICK_MAX_AGE_MS,
          'errors.contract_price_stale',
        );
        return closeAt(t, found, {
          price: tick.price,
          reason: 'manual',
          tick: storedTick(tick),
          time: clock(),
        });
      }),

    /** POST lever/cancel: a pending order's margin and fee come back. */
    cancel: (userId: number, id: number): Promise<Position> =>
      change(userId, id, async (t, found) => {
        if (found.status === CONTRACT_STATUS.cancelled) return found;
        if (found.status !== CONTRACT_STATUS.pending) throw new AppError('errors.contract_not_pending');
        return cancelIn(t, found, clock());
      }),

    /** POST lever/setstop: empty clears; the levels apply from the next tick on. */
    setStop: (userId: number, request: ContractSetStopRequest): Promise<Position> =>
      change(userId, request.id, async (t, found) => {
        if (found.status !== CONTRACT_STATUS.pending && found.status !== CONTRACT_STATUS.holding)
          throw new AppError('errors.contract_not_open');
        const decimals = (await requireTerms(t, found.symbol)).priceDecimals;
        for (const price of [request.tp_price, request.sl_price])
          if (price && decimalPlaces(price) > decimals)
            throw new AppError('errors.contract_price_precision', { decimals });
        const problem = tpSlProblem(
          found.side,
          found.entryPrice ?? found.limitPrice!,
          request.tp_price,
          request.sl_price,
        );
        if (problem) throw new AppError(problem);
        const updated = await updatePosition(t, found.id, {
          tpPrice: request.tp_price ?? null,
          slPrice: request.sl_price ?? null,
          levelsAt: clock(),
        });
        tellUser(t, userId, { type: 'contract.changed', id: found.id, what: 'stops' });
        return updated;
      }),

    /** POST lever/add_margin: isolated only; the liquidation price moves away. */
    async addMargin(userId: number, request: { id: number; amount: string }): Promise<Position> {
      const added = new Big(request.amount);
      if (decimalPlaces(request.amount) > AMOUNT_DECIMALS)
        throw new AppError('errors.contract_margin_precision', { decimals: AMOUNT_DECIMALS });
      return change(userId, request.id, async (t, found) => {
        if (found.status !== CONTRACT_STATUS.holding) throw new AppError('errors.contract_not_holding');
        if (found.marginMode !== 'isolated') throw new AppError('errors.contract_add_margin_isolated');
        const terms = await requireTerms(t, found.symbol);
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
        const updated = await updatePosition(t, found.id, {
          addedMargin,
          liquidationPrice: liquidation?.toFixed() ?? null,
          levelsAt: clock(),
        });
        tellUser(t, userId, { type: 'contract.changed', id: found.id, what: 'margin' });
        return updated;
      });
    },

    /** The open orders and positions of a pair, for the engine, oldest first. */
    openOn: (symbol: string): Promise<EngineRow[]> => openOnPair(db, symbol),

    /**
     * What the contract account's available balance must keep for the user's cross positions:
     * their unrealized losses at the marks. Transferring that out would liquidate them.
     */
    async crossLosses(userId: number): Promise<Big> {
      const rows = await crossHoldings(db, userId);
      return rows.reduce((total, row) => {
        const pnl = unrealizedPnl(row.side, row.qty, row.entryPrice!, markOf(row.symbol) ?? row.entryPrice!);
        return pnl.lt(0) ? total.minus(pnl) : total;
      }, new Big(0));
    },

    /** Cross liquidation prices of one user now, for the engine. */
    async crossPrices(userId: number, coinId: number) {
      return crossLiquidations(db, userId, coinId, markOf, await priceDecimals());
    },

    /** The engine fills a pending order (`./triggers.ts`). */
    fill: (seen: SeenRow, tick: Tick): Promise<boolean> => fill(db, seen, tick),

    /** The engine closes a holding position: take-profit, stop-loss or liquidation (`./triggers.ts`). */
    trigger: (seen: SeenRow, what: Exclude<ContractTrigger, null>, tick: Tick, liquidation: Big | null) =>
      trigger(db, seen, what, tick, liquidation),
  };
}
