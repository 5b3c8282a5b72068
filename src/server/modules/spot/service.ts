import { userOrdersChannel, userPrivateChannel } from '../../../core/market/channels';
import type { PrivateEvent } from '../../../core/schemas/realtime';
import type { Tick } from '../../../core/market/types';
import { Big } from '../../../core/money';
import type { SpotOrder, SpotOrderList, SpotOrderRequest, SpotStatus } from '../../../core/schemas/spot';
import {
  SPOT_MAX_QUOTE,
  fillAmounts,
  limitCrossed,
  limitFrozen,
  spotOrderProblem,
  type SpotSide,
} from '../../../core/spot';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { feeCharged } from '../../events/tradeFees';
import { post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import type { MarketBus } from '../../market/bus';
import type { Market } from '../../market/types';
import { submitOnce } from '../../db/submitOnce';
import { freshTick } from '../../market/freshTick';
import { createPairCatalog, type SpotPair } from './pairs';
import { fillEntries, holdEntries } from './postings';
import { toSpotOrder, type SpotOrderRow } from './present';
import {
  insertOrderOnce,
  lockOrder,
  lockOwnOrder,
  orderByRequestQuery,
  ordersPage,
  ownOrderPairId,
  updateOrder,
} from './repo';

export type SpotService = ReturnType<typeof createSpotService>;

type Deps = { db: Db; clock: Clock; market: Market; bus: MarketBus };

export type SpotListQuery = { status: 'open' | 'history'; symbol?: string; page: number; limit: number };

const LIST_STATUSES: Record<SpotListQuery['status'], SpotStatus[]> = {
  open: ['waiting'],
  history: ['completed', 'cancelled'],
};

/** The ledger refuses an overdraft as "insufficient balance"; a sell says which balance (spec §8). */
function refusalFor(side: SpotSide, err: unknown): unknown {
  if (side === 'sell' && err instanceof AppError && err.key === 'errors.insufficient_balance')
    return new AppError('errors.insufficient_sellable_balance');
  return err;
}

/** The columns a fill writes: price, amounts, and the index tick it used. */
function filledColumns(amounts: ReturnType<typeof fillAmounts>, price: Big, tick: Tick, now: Date) {
  return {
    status: 'completed' as const,
    fillPrice: price.toFixed(),
    quoteAmount: amounts.quote.toFixed(),
    fee: amounts.fee.toFixed(),
    frozen: '0',
    tickPrice: tick.price,
    tickTime: new Date(tick.ts),
    tickSource: tick.source,
    filledAt: now,
  };
}

const reference = (id: number) => `spot_order:${id}`;

/** A fill's fee, paid in the quote coin whichever the side. */
const spotFee = (userId: number, orderId: number, pair: SpotPair, fee: Big, at: Date) => ({
  userId,
  product: 'spot' as const,
  tradeId: orderId,
  feeKind: 'fill' as const,
  coinId: pair.quoteCoinId,
  fee: fee.toFixed(),
  at,
});

/**
 * A tick older than this is no price to fill at: the feed is down (its own watchdog gives up on a
 * silent stream after 30 s), and a fill at a stale price is a free option for whoever knows better.
 */
export const SPOT_TICK_MAX_AGE_MS = 30_000;

/**
 * Spot orders against the index (broker model, domain-rules "Spot"). Every order change is one
 * transaction — the order row and its ledger posting together — and is published on the user's
 * order channel once committed. The SQL is in `./repo.ts`, the pair cache in `./pairs.ts`.
 */
export function createSpotService({ db, clock, market, bus }: Deps) {
  const pairs = createPairCatalog(db, () => clock().getTime());
  const orderByRequest = orderByRequestQuery(db);

  async function tradablePair(symbol: string): Promise<SpotPair> {
    const pair = await pairs.bySymbol(symbol);
    if (!pair || !pair.enabled) throw new AppError('errors.spot_pair_unavailable');
    return pair;
  }

  async function present(row: SpotOrderRow): Promise<SpotOrder> {
    const pair = await pairs.byId(row.pairId);
    if (!pair) throw new Error(`spot order ${row.id} has no pair ${row.pairId}`);
    return toSpotOrder(row, pair);
  }

  function publish(order: SpotOrder, userId: number) {
    bus.publish(userOrdersChannel(userId), order);
    bus.publish(userPrivateChannel(userId), { type: 'spot.order', id: order.id } satisfies PrivateEvent);
  }

  /**
   * Fills a resting limit order (its row locked by the caller) at its limit price: all it froze
   * is used, and the tick that crossed it is recorded.
   */
  async function fillResting(t: Db, row: SpotOrderRow, pair: SpotPair, tick: Tick): Promise<SpotOrderRow> {
    const price = new Big(row.limitPrice ?? '0');
    const quantity = new Big(row.quantity);
    const amounts = fillAmounts(row.side, quantity, price, row.feeRate);
    const filledAt = clock();
    const filled = await updateOrder(t, row.id, filledColumns(amounts, price, tick, filledAt));
    // The fee's hearers first: the posting locks the platform's rows until the commit.
    await feeCharged(t, spotFee(row.userId, row.id, pair, amounts.fee, filledAt));
    await post(t, {
      reason: 'spot_trade',
      reference: reference(row.id),
      entries: fillEntries(
        { userId: row.userId, pair, side: row.side },
        { ...amounts, quantity, frozen: new Big(row.frozen) },
      ),
    });
    return filled;
  }

  /** The new order's row and money, in one transaction; null when a concurrent retry won. */
  async function open(userId: number, input: SpotOrderRequest, pair: SpotPair, tick: Tick | null) {
    const side = input.side;
    const quantity = new Big(input.quantity);
    const owner = { userId, pair, side };
    const now = clock();
    const common = {
      userId,
      pairId: pair.id,
      side,
      type: input.type,
      quantity: quantity.toFixed(),
      feeRate: pair.feeRate,
      requestId: input.request_id ?? null,
      createdAt: now,
    };

    return db.transaction(async (tx) => {
      const t = tx as Db;
      if (input.type === 'market') {
        // Filled at once at the latest index tick, straight from available.
        const price = new Big(tick!.price);
        const amounts = fillAmounts(side, quantity, price, pair.feeRate);
        const row = await insertOrderOnce(t, {
          ...common,
          limitPrice: null,
          ...filledColumns(amounts, price, tick!, now),
        });
        if (!row) return null;
        // The fee's hearers first: the posting locks the platform's rows until the commit.
        await feeCharged(t, spotFee(userId, row.id, pair, amounts.fee, now));
        await post(t, {
          reason: 'spot_trade',
          reference: reference(row.id),
          entries: fillEntries(owner, { ...amounts, quantity, frozen: null }),
        });
        return row;
      }

      const limit = new Big(input.price!);
      const frozen = limitFrozen(side, quantity, limit, pair.feeRate);
      const row = await insertOrderOnce(t, {
        ...common,
        limitPrice: limit.toFixed(),
        status: 'waiting',
        frozen: frozen.toFixed(),
      });
      if (!row) return null;
      await post(t, {
        reason: 'spot_freeze',
        reference: reference(row.id),
        entries: holdEntries(owner, frozen, 'freeze'),
      });
      // Already crossed when placed: it fills now, at its limit price (the domain rule), like any
      // other crossing; the tick that crossed it is recorded.
      if (tick && limitCrossed(side, limit, tick.price)) return fillResting(t, row, pair, tick);
      return row;
    });
  }

  return {
    /** A pair by its product symbol (`BTC/USDT`), for the limit-fill engine. */
    pair: (symbol: string) => pairs.bySymbol(symbol),

    /** POST coin/trade. A retry with the same request id returns the first order. */
    async place(userId: number, input: SpotOrderRequest): Promise<SpotOrder> {
      return submitOnce({
        requestId: input.request_id,
        find: (requestId) => orderByRequest(userId, requestId),
        present,
        // The order's insert (`on conflict do nothing`) is the transaction's first write, and
        // nothing before it writes: a retry finds its first order there, or when it is refused.
        lookFirst: false,
        create: async () => {
          const pair = await tradablePair(input.symbol);
          const problem = spotOrderProblem(input, pair);
          if (problem) throw new AppError(problem.key, problem.params);

          const tick = freshTick(market, pair.symbol, clock(), SPOT_TICK_MAX_AGE_MS);
          if (input.type === 'market' && !tick) throw new AppError('errors.spot_price_unavailable');
          const price = input.type === 'limit' ? input.price! : tick!.price;
          if (new Big(input.quantity).times(price).gte(SPOT_MAX_QUOTE))
            throw refusalFor(input.side, new AppError('errors.insufficient_balance'));

          let row: SpotOrderRow | null;
          try {
            row = await open(userId, input, pair, tick);
          } catch (err) {
            throw refusalFor(input.side, err);
          }
          // Null: the same request id committed first, in parallel; submitOnce answers with it.
          if (!row) return null;
          const order = toSpotOrder(row, pair);
          publish(order, userId);
          return order;
        },
      });
    },

    /**
     * PUT coin/trade/cancel: only the owner's waiting order; everything it froze is released.
     * Cancelling an already-cancelled order answers with it unchanged (a retried cancel).
     */
    async cancel(userId: number, id: number): Promise<SpotOrder> {
      const pairId = await ownOrderPairId(db, userId, id);
      if (pairId === undefined) throw new AppError('errors.order_not_found', {}, 404);
      // Read before the transaction: the catalog reloads through `db`, which inside it would wait
      // for the transaction's own connection (forever, on the embedded database's single one).
      const pair = await pairs.byId(pairId);
      if (!pair) throw new Error(`spot order ${id} has no pair ${pairId}`);
      const { row, changed } = await db.transaction(async (tx) => {
        const t = tx as Db;
        const locked = await lockOwnOrder(t, userId, id);
        if (!locked) throw new AppError('errors.order_not_found', {}, 404);
        if (locked.status === 'completed') throw new AppError('errors.spot_order_filled');
        if (locked.status === 'cancelled') return { row: locked, changed: false };
        const cancelled = await updateOrder(t, id, {
          status: 'cancelled',
          frozen: '0',
          cancelledAt: clock(),
        });
        const frozen = new Big(locked.frozen);
        if (frozen.gt(0))
          await post(t, {
            reason: 'spot_release',
            reference: reference(id),
            entries: holdEntries({ userId, pair, side: locked.side }, frozen, 'release'),
          });
        return { row: cancelled, changed: true };
      });
      const order = await present(row);
      if (changed) publish(order, userId);
      return order;
    },

    /**
     * Fills one waiting limit order of `pair` that `tick` crosses. The row is locked and its
     * status read again, so two engines (or a cancel) racing for the same order change it exactly
     * once. The caller has the pair already: the catalog is never read inside the transaction.
     */
    async fillWaiting(orderId: number, pair: SpotPair, tick: Tick): Promise<boolean> {
      const row = await db.transaction(async (tx) => {
        const t = tx as Db;
        const locked = await lockOrder(t, orderId);
        if (!locked || locked.status !== 'waiting' || locked.limitPrice === null) return null;
        if (locked.pairId !== pair.id) return null;
        if (!limitCrossed(locked.side, locked.limitPrice, tick.price)) return null;
        return fillResting(t, locked, pair, tick);
      });
      if (row) publish(await present(row), row.userId);
      return row !== null;
    },

    /** GET coin/list: open (waiting) or history (completed + cancelled), newest first. */
    async list(userId: number, query: SpotListQuery): Promise<SpotOrderList> {
      const { page, limit } = query;
      let pairId: number | undefined;
      if (query.symbol) {
        const pair = await pairs.bySymbol(query.symbol);
        if (!pair) return { list: [], page, limit, total: 0 };
        pairId = pair.id;
      }
      const { rows, total } = await ordersPage(
        db,
        userId,
        { statuses: LIST_STATUSES[query.status], pairId },
        query,
      );
      return { list: await Promise.all(rows.map(present)), page, limit, total };
    },
  };
}
