import {
  DEMO_BALANCE,
  DEMO_TOPUP_EVERY_MS,
  OPEN_TICK_MAX_AGE_MS,
  SETTLEMENT_WINDOW_MS,
  medianPrice,
  medianTick,
  optionOutcome,
  optionSettlement,
} from '../../../core/options';
import { Big, plainDecimal } from '../../../core/money';
import type {
  OptionListRequest,
  OptionOrder,
  OptionOrderList,
  OptionProduct,
  OptionSubmitRequest,
  PayableCurrency,
} from '../../../core/schemas/options';
import type { Db } from '../../db/client';
import { submitOnce } from '../../db/submitOnce';
import type { StoredTick } from '../../db/schema/options';
import { availableOf, balanceOf, post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { PRICE_AT_MAX_AGE_MS, priceAt, ticksBetween, type RecordedTick } from '../../market/store';
import { requireFreshTick } from '../../market/freshTick';
import type { Market } from '../../market/types';
import { isVerified } from '../identity';
import { toOptionOrder, type OptionOrderRow } from './present';
import {
  claimDemoTopup,
  enabledProducts,
  insertOrder,
  orderByRequest,
  ordersPage,
  productFor,
  quoteCoin,
  settleOrder,
  tickRecordedAfter,
  usdtCoinId,
} from './repo';
import { demoTopupEntries, settlementEntries, stakeEntries, userAccountOf } from './postings';
import { tellUser } from '../../events/private';
import { feeCharged } from '../../events/tradeFees';

export type OptionsService = ReturnType<typeof createOptionsService>;

type Deps = { db: Db; clock: Clock; market: Market; enabled: boolean };

const reference = (id: number) => `option_order:${id}`;
const stored = (t: RecordedTick): StoredTick => ({
  price: t.price,
  time: t.time.getTime(),
  source: t.source,
});

/** Settling one due option: done, or `'later'` for the next pass (its ticks not recorded yet). */
export type SettleResult = void | 'later';

/**
 * Delivery options (domain-rules "Delivery options"). Opening is one transaction (the order with
 * its open tick and terms, and the frozen stake); settling is another, on the engine, from the
 * recorded ticks of the 2 s before `settle_at`. No call takes a price or an outcome from anyone.
 */
export function createOptionsService({ db, clock, market, enabled }: Deps) {
  function guard() {
    if (!enabled) throw new AppError('errors.options_unavailable');
  }

  /** The recorded ticks that decide an option due at `settleAt`, or null when none exist yet. */
  async function settlementTicks(t: Db, row: OptionOrderRow): Promise<RecordedTick[] | null> {
    const window = await ticksBetween(
      t,
      row.symbol,
      new Date(row.settleAt.getTime() - SETTLEMENT_WINDOW_MS),
      row.settleAt,
    );
    if (window.length > 0) return window;
    // No tick in the window (a slow feed): the last price at settle_at, if recent enough.
    const last = await priceAt(t, row.symbol, row.settleAt);
    return last ? [last] : null;
  }

  /**
   * The window is complete once a tick after `settle_at` is recorded: ticks are written in time
   * order, in batches. Until then the option waits, unless the feed has been silent for longer
   * than a price stays valid, when it settles on what was recorded (or is refunded).
   */
  async function windowClosed(t: Db, row: OptionOrderRow, now: Date): Promise<boolean> {
    if (now.getTime() - row.settleAt.getTime() > PRICE_AT_MAX_AGE_MS) return true;
    return tickRecordedAfter(t, row.symbol, row.settleAt);
  }

  /** A new order after the spec's checks: the order with its open tick, and the stake frozen. */
  async function open(userId: number, request: OptionSubmitRequest): Promise<OptionOrder> {
    const found = await productFor(db, request.symbol, request.seconds);
    if (!found) throw new AppError('errors.options_seconds_required');
    const { product, pair } = found;
    const amount = new Big(request.amount);
    if (amount.lt(product.minAmount))
      throw new AppError('errors.options_amount_min', { min: plainDecimal(product.minAmount) });
    if (amount.gt(product.maxAmount))
      throw new AppError('errors.options_amount_max', { max: plainDecimal(product.maxAmount) });
    if ((await availableOf(db, userId, userAccountOf(request.account), pair.quoteCoinId)).lt(amount))
      throw new AppError('errors.insufficient_balance');
    if (request.account === 'real' && !(await isVerified(db, userId)))
      throw new AppError('errors.options_not_verified');

    const now = clock();
    const tick = requireFreshTick(
      market,
      pair.symbol,
      now,
      OPEN_TICK_MAX_AGE_MS,
      'errors.options_price_stale',
    );

    const row = await db.transaction(async (tx) => {
      const t = tx as Db;
      const created = await insertOrder(t, {
        userId,
        pairId: pair.id,
        symbol: pair.symbol,
        direction: request.direction,
        seconds: product.seconds,
        amount: amount.toFixed(),
        account: request.account,
        status: 'open',
        payoutRatio: product.payoutRatio,
        flatBand: product.flatBand,
        feeRate: product.feeRate,
        openTick: { price: tick.price, time: tick.ts, source: tick.source },
        settleAt: new Date(now.getTime() + product.seconds * 1000),
        requestId: request.request_id,
        createdAt: now,
      });
      await post(t, {
        reason: 'option_open',
        reference: reference(created.id),
        entries: stakeEntries({ userId, account: request.account, coinId: pair.quoteCoinId, amount }),
      });
      tellUser(t, userId, { type: 'options.opened', id: created.id, account: request.account });
      return created;
    });
    return toOptionOrder(row);
  }

  return {
    /** GET microtrade/seconds: the enabled periods of enabled pairs. */
    async products(symbol?: string): Promise<OptionProduct[]> {
      guard();
      const rows = await enabledProducts(db, symbol);
      return rows.map(({ product: p, symbol: s }) => ({
        symbol: s,
        seconds: p.seconds,
        payout_ratio: plainDecimal(p.payoutRatio),
        min_amount: plainDecimal(p.minAmount),
        max_amount: plainDecimal(p.maxAmount),
        flat_band: plainDecimal(p.flatBand),
        fee_rate: plainDecimal(p.feeRate),
      }));
    },

    /** GET microtrade/payable_currencies: USDT in the real options account and in the demo one. */
    async payable(userId: number): Promise<PayableCurrency[]> {
      guard();
      const coinId = await usdtCoinId(db);
      const of = async (account: string) =>
        plainDecimal((await balanceOf(db, userId, account, coinId)).available);
      return [
        { currency: 'USDT', account: 'real', available: await of('options') },
        { currency: 'USDT', account: 'simulation', available: await of('demo') },
      ];
    },

    /** POST microtrade/submit, checked in the spec's order (see the call's description). */
    async submit(userId: number, request: OptionSubmitRequest): Promise<OptionOrder> {
      guard();
      return submitOnce({
        requestId: request.request_id,
        find: (requestId) => orderByRequest(db, userId, requestId),
        present: toOptionOrder,
        create: () => open(userId, request),
      });
    },

    /** GET microtrade/lists: open, or settled (won, lost, refunded), newest first. */
    async list(userId: number, query: OptionListRequest): Promise<OptionOrderList> {
      guard();
      const { page, limit } = query;
      const { rows, total } = await ordersPage(db, userId, query);
      return { list: rows.map(toOptionOrder), page, limit, total };
    },

    /**
     * A new account's demo balance: 10,000 USDT to try options with, from its first visit. A first
     * funding, not a refill: the hourly refill stays open for later.
     */
    async fundNewDemo(tx: Db, userId: number): Promise<void> {
      await post(tx, {
        reason: 'option_demo_topup',
        reference: `demo-start:${userId}`,
        entries: demoTopupEntries(userId, await usdtCoinId(tx), new Big(DEMO_BALANCE)),
      });
    },

    /**
     * POST microtrade/demo_topup: back to 10,000 USDT, when below it, at most once an hour. The
     * hour is claimed by a conditional write, so two taps at once refill once.
     */
    async demoTopup(userId: number): Promise<{ available: string; next_topup_at: number }> {
      guard();
      const now = clock();
      const coinId = await usdtCoinId(db);
      const target = new Big(DEMO_BALANCE);
      return db.transaction(async (tx) => {
        const t = tx as Db;
        const current = await availableOf(t, userId, userAccountOf('simulation'), coinId);
        if (current.gte(target)) throw new AppError('errors.options_demo_full', { amount: DEMO_BALANCE });
        const cutoff = new Date(now.getTime() - DEMO_TOPUP_EVERY_MS);
        if (!(await claimDemoTopup(t, userId, now, cutoff))) throw new AppError('errors.options_demo_wait');
        await post(t, {
          reason: 'option_demo_topup',
          entries: demoTopupEntries(userId, coinId, target.minus(current)),
        });
        return { available: DEMO_BALANCE, next_topup_at: now.getTime() + DEMO_TOPUP_EVERY_MS };
      });
    },

    /**
     * Settles one due option, claimed by the engine inside `t`: the median of the window's
     * recorded ticks against the open price, the terms stored on the order, one posting.
     * With no recorded price at all (the feed was down throughout), the stake is refunded.
     */
    async settle(t: Db, row: OptionOrderRow, now: Date): Promise<SettleResult> {
      if (!(await windowClosed(t, row, now))) return 'later';
      const ticks = await settlementTicks(t, row);
      const close = ticks ? medianPrice(ticks.map((x) => x.price)) : null;
      const status = close
        ? optionOutcome(row.direction, row.openTick.price, close, row.flatBand)
        : 'refunded';
      const amounts = optionSettlement(status, row.amount, row.payoutRatio, row.feeRate);
      const coinId = await quoteCoin(t, row.pairId);
      await settleOrder(t, row.id, {
        status,
        closePrice: close?.toFixed() ?? null,
        closeTick: ticks ? (medianTick(ticks.map(stored)) ?? null) : null,
        settlementTicks: (ticks ?? []).map(stored),
        fee: amounts.fee.toFixed(),
        payout: amounts.payout.toFixed(),
        profitLoss: amounts.profitLoss.toFixed(),
        settledAt: now,
      });
      await post(t, {
        reason: status === 'won' ? 'option_win' : status === 'lost' ? 'option_loss' : 'option_refund',
        reference: reference(row.id),
        entries: settlementEntries(
          {
            userId: row.userId,
            account: row.account,
            coinId,
            amount: new Big(row.amount),
          },
          status,
          amounts,
        ),
      });
      // Demo stakes pay their fee to the demo book: no real fee, no rebate.
      if (row.account === 'real')
        await feeCharged(t, {
          userId: row.userId,
          product: 'options',
          tradeId: row.id,
          feeKind: 'settle',
          coinId,
          fee: amounts.fee.toFixed(),
          at: now,
        });
      tellUser(t, row.userId, { type: 'options.settled', id: row.id, account: row.account, status });
    },
  };
}
