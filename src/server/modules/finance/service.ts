import {
  earlyRedemption,
  interestOfDay,
  interestOfDays,
  termInterest,
  termProgress,
} from '../../../core/finance';
import type { Language } from '../../../core/languages';
import { atLeastZero, Big, fitsPrecision, plainDecimal } from '../../../core/money';
import type {
  FinanceReport,
  HostedOrder,
  OrderListRequest,
  RedeemRequest,
  RedemptionQuote,
  SubscribeRequest,
  TrustProduct,
  TrustProductInfo,
} from '../../../core/schemas/finance';
import type { Db } from '../../db/client';
import { submitOnce } from '../../db/submitOnce';
import { raise } from '../../events/events';
import { tellUser } from '../../events/private';
import type { Translate } from '../../i18n';
import { availableOf, post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { PlatformDays } from '../../lib/platformDays';
import { interestEntries, redeemEntries, releaseEntries, subscribeEntries } from './postings';
import { productStatus, quotaLeft, toHostedOrder, toTrustProducts } from './present';
import {
  advanceOrder,
  allProducts,
  giveBackQuota,
  hostingByProduct,
  insertOrder,
  namesOf,
  orderByRequest,
  ordersPage,
  ownOrder,
  paidSince,
  paidSinceByCoin,
  productById,
  recordPayout,
  reportRows,
  takeQuota,
  type OrderRow,
  type ProductRow,
} from './repo';

export type FinanceService = ReturnType<typeof createFinanceService>;

type Deps = { db: Db; clock: Clock; days: PlatformDays; t: Translate };

const reference = (id: number) => `finance_order:${id}`;
const percent = (rate: Big | string) => plainDecimal(new Big(rate).times(100));

/** The rules every product states, in this order (locales/finance/server: `finance.rules.*`). */
export const FINANCE_RULES = ['start', 'daily', 'zone', 'maturity', 'early', 'limits'] as const;

/** A quote names its order and the platform day it was made on: the figures change only with the day. */
const quoteIdOf = (orderId: number, dayStart: Date) => `${orderId}.${dayStart.getTime()}`;

/**
 * Locked funds (domain-rules "Locked funds"). Subscribing is one transaction (quota, order,
 * principal into trust frozen); each day's interest is another, on the engine, claimed by the
 * order's due time and recorded once per (order, day); an early redemption pays the interest
 * already due, then applies the quote the user read, in one transaction.
 */
export function createFinanceService({ db, clock, days, t }: Deps) {
  async function userHosting(
    userId: number | null,
    productId?: number,
    t: Db = db,
  ): Promise<Map<number, Big>> {
    if (userId === null) return new Map();
    const rows = await hostingByProduct(t, userId, productId);
    return new Map(rows.map((r) => [r.productId, new Big(r.amount)]));
  }

  async function present(rows: OrderRow[], userId: number, now = clock()): Promise<HostedOrder[]> {
    const names = await namesOf(db, [...new Set(rows.map((r) => r.productId))]);
    const today = await paidSince(
      db,
      userId,
      days.startOf(now),
      rows.map((r) => r.id),
    );
    const income = new Map(today.map((r) => [r.orderId, r.amount]));
    return rows.map((r) => toHostedOrder(r, names.get(r.productId)!, days, now, income.get(r.id) ?? '0'));
  }
  const presentOne = async (row: OrderRow, now = clock()) => (await present([row], row.userId, now))[0]!;

  /** The rules of a product, in the reader's language, with its own figures. */
  function rulesOf(p: ProductRow, lang: Language): string[] {
    const figures = {
      currency: p.currency,
      days: p.days,
      daily: percent(p.dailyRate),
      total: percent(new Big(p.dailyRate).times(p.days)),
      per1000: plainDecimal(termInterest('1000', p.dailyRate, p.days)),
      penalty: percent(p.penaltyRate),
      min: plainDecimal(p.minAmount),
      max: plainDecimal(p.maxAmount),
      limit: plainDecimal(p.userLimit),
      zone: days.zone,
    };
    return FINANCE_RULES.map((rule) => t(lang, `finance.rules.${rule}`, figures));
  }

  /** Checks and writes a new subscription (the call's description gives the order of checks). */
  async function subscribe(userId: number, request: SubscribeRequest): Promise<HostedOrder> {
    const now = clock();
    const product = await productById(db, request.product_id);
    if (!product) throw new AppError('errors.finance_product_missing');
    const status = productStatus(product, now);
    if (status !== 'open') throw new AppError(`errors.finance_${status}`);
    const amount = new Big(request.amount);
    const currency = product.currency;
    if (!fitsPrecision(request.amount, product.decimals))
      throw new AppError('errors.amount_precision', { decimals: product.decimals });
    if (amount.lt(product.minAmount))
      throw new AppError('errors.finance_amount_min', { min: plainDecimal(product.minAmount), currency });
    if (amount.gt(product.maxAmount))
      throw new AppError('errors.finance_amount_max', { max: plainDecimal(product.maxAmount), currency });
    if ((await availableOf(db, userId, 'spot', product.coinId)).lt(amount))
      throw new AppError('errors.insufficient_balance');

    const row = await db.transaction(async (tx) => {
      const t = tx as Db;
      // The product's row stays locked from here: the user's limit below is read after any
      // other subscription to the product has committed.
      if (!(await takeQuota(t, product.id, amount.toFixed()))) {
        const fresh = await productById(t, product.id);
        throw new AppError('errors.finance_quota_reached', {
          left: plainDecimal(fresh ? quotaLeft(fresh) : '0'),
          currency,
        });
      }
      const held = (await userHosting(userId, product.id, t)).get(product.id) ?? new Big(0);
      if (held.plus(amount).gt(product.userLimit)) {
        const left = new Big(product.userLimit).minus(held);
        throw new AppError('errors.finance_user_limit', { left: plainDecimal(atLeastZero(left)), currency });
      }
      const created = await insertOrder(t, {
        userId,
        productId: product.id,
        coinId: product.coinId,
        amount: amount.toFixed(),
        dailyRate: product.dailyRate,
        penaltyRate: product.penaltyRate,
        days: product.days,
        interestStart: days.dayAfter(now, 1),
        completionAt: days.dayAfter(now, 1 + product.days),
        nextPayoutAt: days.dayAfter(now, 2),
        status: 'hosting',
        requestId: request.request_id,
        createdAt: now,
      });
      await post(t, {
        reason: 'finance_subscribe',
        reference: reference(created.id),
        entries: subscribeEntries({ userId, coinId: product.coinId, amount }),
      });
      tellUser(t, userId, { type: 'finance.changed', id: created.id, status: 'hosting' });
      return created;
    });
    return presentOne(row, now);
  }

  /**
   * Pays day `paid_days + 1` of a hosting order inside `t`, and with the last day releases the
   * principal and ends the order. Recorded once per (order, day): a second payer fails and rolls
   * back. Answers the order as it now stands.
   */
  async function payNextDay(t: Db, row: OrderRow, now: Date): Promise<OrderRow> {
    const day = row.paidDays + 1;
    const amount = interestOfDay(row.amount, row.dailyRate, row.days, day);
    const principal = { userId: row.userId, coinId: row.coinId };
    const paid = await recordPayout(t, {
      orderId: row.id,
      userId: row.userId,
      day,
      amount: amount.toFixed(),
      dayStart: days.dayAfter(row.interestStart, day - 1),
      paidAt: now,
    });
    if (!paid) throw new Error(`finance order ${row.id}: day ${day} is already paid`);
    if (amount.gt(0))
      await post(t, {
        reason: 'finance_interest',
        requestId: `finance-interest:${row.id}:${day}`,
        reference: reference(row.id),
        entries: interestEntries({ ...principal, amount }),
      });
    const last = day === row.days;
    const next: Partial<OrderRow> = {
      paidDays: day,
      earned: new Big(row.earned).plus(amount).toFixed(),
      ...(last
        ? { status: 'completed' as const, completedAt: now }
        : { nextPayoutAt: days.dayAfter(row.interestStart, day + 1) }),
    };
    if (!(await advanceOrder(t, row.id, row.paidDays, next)))
      throw new Error(`finance order ${row.id} moved while day ${day} was paid`);
    if (last) {
      await post(t, {
        reason: 'finance_release',
        reference: reference(row.id),
        entries: releaseEntries({ ...principal, amount: new Big(row.amount) }),
      });
      await giveBackQuota(t, row.productId, row.amount);
      await raise(t, 'finance.completed', {
        userId: row.userId,
        orderId: row.id,
        coinId: row.coinId,
        amount: plainDecimal(row.amount),
        interest: plainDecimal(next.earned!),
      });
    }
    tellUser(t, row.userId, { type: 'finance.changed', id: row.id, status: next.status ?? 'hosting' });
    return { ...row, ...next };
  }

  /** Early redemption as of `now`, for an order whose due days are paid: the function the redemption applies. */
  function quoteOf(row: OrderRow, currency: string, now: Date): RedemptionQuote {
    const { earnedDays, remainingDays } = termProgress(row.days, days.between(row.interestStart, now));
    const { penalty, refund } = earlyRedemption(row.amount, row.penaltyRate, remainingDays);
    const today = days.startOf(now);
    return {
      quote_id: quoteIdOf(row.id, today),
      id: row.id,
      currency,
      amount: plainDecimal(row.amount),
      penalty: plainDecimal(penalty),
      refund: plainDecimal(refund),
      remaining_days: remainingDays,
      penalty_rate: plainDecimal(row.penaltyRate),
      interest_paid: plainDecimal(interestOfDays(row.amount, row.dailyRate, row.days, earnedDays)),
      valid_until: days.dayAfter(now, 1).getTime(),
    };
  }

  async function currencyOf(t: Db, row: OrderRow): Promise<string> {
    return (await namesOf(t, [row.productId])).get(row.productId)!.currency;
  }

  return {
    /** GET lh/deposit/config. */
    async products(userId: number | null): Promise<{ products: TrustProduct[] }> {
      const now = clock();
      return { products: toTrustProducts(await allProducts(db), now, await userHosting(userId)) };
    },

    /** GET lh/deposit/product_info: the product with a subscription's dates if made now. */
    async productInfo(id: number, userId: number | null, lang: Language): Promise<TrustProductInfo> {
      const now = clock();
      const all = await allProducts(db);
      const product = all.find((p) => p.id === id);
      if (!product) throw new AppError('errors.finance_product_missing');
      const listed = toTrustProducts(all, now, await userHosting(userId)).find((p) => p.id === id)!;
      return {
        ...listed,
        interest_start: days.dayAfter(now, 1).getTime(),
        first_payout: days.dayAfter(now, 2).getTime(),
        completion_date: days.dayAfter(now, 1 + product.days).getTime(),
        expected_interest_per_1000: plainDecimal(termInterest('1000', product.dailyRate, product.days)),
        time_zone: days.zone,
        rules: rulesOf(product, lang),
      };
    },

    /** POST lh/deposit: once per request id. */
    async subscribe(userId: number, request: SubscribeRequest): Promise<HostedOrder> {
      return submitOnce({
        requestId: request.request_id,
        find: (requestId) => orderByRequest(db, userId, requestId),
        present: (row) => presentOne(row),
        create: () => subscribe(userId, request),
      });
    },

    /** GET lh/deposit/order: one tab, newest first. */
    async orders(userId: number, query: OrderListRequest) {
      const { rows, page, limit, total } = await ordersPage(db, userId, query.tab, query);
      return { list: await present(rows, userId), page, limit, total };
    },

    /** POST lh/deposit/order/quote: what redeeming now would do (nothing is written). */
    async quote(userId: number, id: number): Promise<RedemptionQuote> {
      const row = await ownOrder(db, userId, id);
      if (!row) throw new AppError('errors.finance_order_missing');
      if (row.status !== 'hosting') throw new AppError('errors.finance_not_hosting');
      return quoteOf(row, await currencyOf(db, row), clock());
    },

    /** POST lh/deposit/order/cancel: the quote read, applied; refused with the new figures if it changed. */
    async redeem(userId: number, request: RedeemRequest): Promise<HostedOrder> {
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const t = tx as Db;
        let order = await ownOrder(t, userId, request.id, true);
        if (!order) throw new AppError('errors.finance_order_missing');
        if (order.status !== 'hosting') throw new AppError('errors.finance_not_hosting');
        // Days that ended are paid before anything else: a redemption never loses earned interest.
        while (order.status === 'hosting' && order.nextPayoutAt <= now)
          order = await payNextDay(t, order, now);
        if (order.status !== 'hosting') return order; // it matured meanwhile: all of it came back
        const currency = await currencyOf(t, order);
        const quote = quoteOf(order, currency, now);
        if (quote.quote_id !== request.quote_id)
          throw new AppError('errors.finance_quote_stale', {
            penalty: quote.penalty,
            refund: quote.refund,
            currency,
          });
        const penalty = new Big(quote.penalty);
        await post(t, {
          reason: 'finance_redeem',
          reference: reference(order.id),
          entries: redeemEntries({ userId, coinId: order.coinId, amount: new Big(order.amount) }, penalty),
        });
        await giveBackQuota(t, order.productId, order.amount);
        const redeemed = {
          status: 'redeemed' as const,
          penalty: quote.penalty,
          refund: quote.refund,
          redeemedAt: now,
        };
        if (!(await advanceOrder(t, order.id, order.paidDays, redeemed)))
          throw new Error(`finance order ${order.id} moved during its redemption`);
        tellUser(t, userId, { type: 'finance.changed', id: order.id, status: 'redeemed' });
        return { ...order, ...redeemed };
      });
      return presentOne(row, now);
    },

    /** GET lh/deposit/report: per coin. */
    async report(userId: number): Promise<FinanceReport> {
      const now = clock();
      const [rows, today] = await Promise.all([
        reportRows(db, userId),
        paidSinceByCoin(db, userId, days.startOf(now)),
      ]);
      const todayByCoin = new Map(today.map((r) => [r.coinId, r.amount]));
      return rows.map((r) => ({
        currency: r.currency,
        hosting_amount: plainDecimal(r.hosting),
        earned_total: plainDecimal(r.earned),
        today_income: plainDecimal(todayByCoin.get(r.coinId) ?? '0'),
        orders_hosting: Number(r.ordersHosting),
      }));
    },

    /** The engine's daily pass: one day of one due order, claimed by the caller inside `t`. */
    payDue: (t: Db, row: OrderRow, now: Date) => payNextDay(t, row, now).then(() => undefined),
  };
}
