import { createHash } from 'node:crypto';
import { allot, allotmentTable, receiptOf } from '../../../core/allotment';
import type { Language } from '../../../core/languages';
import { atLeastZero, Big, fitsPrecision, plainDecimal } from '../../../core/money';
import type {
  NewCoinOrder,
  NewCoinOrderRequest,
  NewCoinProduct,
  NewCoinProductInfo,
  NewCoinProductStatus,
} from '../../../core/schemas/newcoins';
import type { PageRequest } from '../../db/paged';
import type { Db } from '../../db/client';
import { submitOnce } from '../../db/submitOnce';
import { raise } from '../../events/events';
import { tellUser } from '../../events/private';
import type { Translate } from '../../i18n';
import { availableOf, post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { PlatformDays } from '../../lib/platformDays';
import type { Pair } from '../../market/spotMarket';
import type { Market } from '../../market/types';
import {
  creditLockedEntries,
  freezeEntries,
  paymentEntries,
  releaseEntries,
  unlockEntries,
} from './postings';
import {
  allProducts,
  insertLock,
  insertOrder,
  listingOf,
  markAllotted,
  orderByRequest,
  ordersOf,
  ordersPage,
  paidBy,
  productById,
  takeSupply,
  unlock,
  updateOrder,
  type LockRow,
  type OrderRow,
  type ProductRow,
} from './repo';

export type NewcoinsService = ReturnType<typeof createNewcoinsService>;

type Deps = {
  db: Db;
  clock: Clock;
  days: PlatformDays;
  t: Translate;
  /** The spot market and its pairs: a new coin's value once its pair trades. */
  market: Pick<Market, 'latest'>;
  pairs: () => readonly Pair[];
};

/** The rules a sale states, in this order (locales/newcoins/server: `newcoins.rules.*`). */
export const NEWCOIN_RULES = ['price', 'allotment', 'launch', 'lockup'] as const;

const reference = (id: number) => `newcoin_order:${id}`;

/** Before the window, in it (or sold out), after it until launch, launched. */
export function productStatus(p: ProductRow, now: Date): NewCoinProductStatus {
  if (now < p.startAt) return 'upcoming';
  if (now >= p.launchAt) return 'redeeming';
  if (now >= p.endAt) return 'ended';
  if (p.oversubscribable === 0 && new Big(p.subscribed).gte(p.supply)) return 'sold_out';
  return 'subscribing';
}

/**
 * New-coin subscription (domain-rules "New coins"). Subscribing freezes the payment; the engine
 * allots the window when it ends (core/allotment.ts: one formula, a receipt per order), then
 * credits each order's coins at launch, locked until the lock-up ends, and unlocks them then.
 * Each step is its own transaction, claimed by the database's state, so it happens once.
 */
export function createNewcoinsService({ db, clock, days, t, market, pairs }: Deps) {
  const unlockAtOf = (p: Pick<ProductRow, 'launchAt' | 'lockupDays'>) =>
    days.dayAfter(p.launchAt, p.lockupDays);

  function toProduct(p: ProductRow, now: Date): NewCoinProduct {
    return {
      id: p.id,
      currency: p.currency,
      name: p.name,
      issue_price: plainDecimal(p.issuePrice),
      pay_currency: p.payCurrency,
      lockup_days: p.lockupDays,
      start_time: p.startAt.getTime(),
      end_time: p.endAt.getTime(),
      launch_time: p.launchAt.getTime(),
      supply: plainDecimal(p.supply),
      subscribed: plainDecimal(p.subscribed),
      oversubscribable: p.oversubscribable === 1,
      min_amount: plainDecimal(p.minAmount),
      user_limit: plainDecimal(p.userLimit),
      status: productStatus(p, now),
    };
  }

  /** The coin's value now, at the price its pair last traded at on the feed; null before it trades. */
  function priceOf(coinId: number): Big | null {
    const pair = pairs().find((p) => p.baseCoinId === coinId);
    const tick = pair ? market.latest(pair.symbol) : null;
    return tick ? new Big(tick.price) : null;
  }

  function toOrder(row: OrderRow, p: ProductRow): NewCoinOrder {
    const passed = row.status !== 'under_review';
    const coins = new Big(passed ? (row.allotted ?? '0') : row.quantity);
    const price = passed ? priceOf(p.coinId) : null;
    return {
      id: row.id,
      product_id: row.productId,
      currency: p.currency,
      decimals: p.decimals,
      pay_currency: p.payCurrency,
      pay_decimals: p.payDecimals,
      amount_paid: plainDecimal(row.amountPaid),
      quantity: plainDecimal(coins),
      cost: row.cost === null ? null : plainDecimal(row.cost),
      refund: row.refund === null ? null : plainDecimal(row.refund),
      status: passed ? 'passed' : 'under_review',
      expected_return: plainDecimal(coins),
      accumulated_return:
        price && row.cost !== null ? plainDecimal(coins.times(price).minus(row.cost)) : null,
      completion_time: unlockAtOf(p).getTime(),
      launched: row.status === 'launched',
      unlocked: row.status === 'launched' && clock() >= unlockAtOf(p),
      allotment: row.receipt ?? null,
      created_at: row.createdAt.getTime(),
    };
  }

  async function subscribe(userId: number, request: NewCoinOrderRequest): Promise<NewCoinOrder> {
    const now = clock();
    const product = await productById(db, request.product_id);
    if (!product) throw new AppError('errors.newcoin_product_missing');
    const status = productStatus(product, now);
    if (status !== 'subscribing')
      throw new AppError(status === 'redeeming' ? 'errors.newcoin_ended' : `errors.newcoin_${status}`);
    const amount = new Big(request.amount);
    const currency = product.payCurrency;
    if (!fitsPrecision(request.amount, product.payDecimals))
      throw new AppError('errors.amount_precision', { decimals: product.payDecimals });
    if (amount.lt(product.minAmount))
      throw new AppError('errors.newcoin_amount_min', { min: plainDecimal(product.minAmount), currency });
    const quantity = amount.div(product.issuePrice).round(product.decimals, Big.roundDown);
    if ((await availableOf(db, userId, 'spot', product.payCoinId)).lt(amount))
      throw new AppError('errors.insufficient_balance');

    const row = await db.transaction(async (tx) => {
      const t = tx as Db;
      if (!(await takeSupply(t, product.id, quantity.toFixed())))
        throw new AppError('errors.newcoin_sold_out');
      // The product's row is locked from here: the user's total is read after any other
      // subscription to it has committed.
      const left = new Big(product.userLimit).minus(await paidBy(t, userId, product.id));
      if (amount.gt(left))
        throw new AppError('errors.newcoin_user_limit', { left: plainDecimal(atLeastZero(left)), currency });
      const created = await insertOrder(t, {
        userId,
        productId: product.id,
        amountPaid: amount.toFixed(),
        quantity: quantity.toFixed(),
        status: 'under_review',
        launchAt: product.launchAt,
        requestId: request.request_id,
        createdAt: now,
      });
      await post(t, {
        reason: 'newcoin_subscribe',
        reference: reference(created.id),
        entries: freezeEntries({ userId, coinId: product.payCoinId, amount }),
      });
      tellUser(t, userId, { type: 'newcoin.changed', id: created.id });
      return created;
    });
    return toOrder(row, product);
  }

  /**
   * The window's end: every order allotted by the published formula in one transaction, the
   * cost paid from each frozen payment and the rest released, the factors and the table's hash
   * published on the product.
   */
  async function allotProduct(tx: Db, product: ProductRow, now: Date): Promise<void> {
    const orders = await ordersOf(tx, product.id);
    const result = allot({
      supply: plainDecimal(product.supply),
      // Each order is capped by what it asked for; the user's limit was applied when subscribing.
      userCap: plainDecimal(product.supply),
      decimals: product.decimals,
      applications: orders.map((o) => ({ key: o.id, applied: plainDecimal(o.quantity) })),
    });
    for (const [i, line] of result.lines.entries()) {
      const order = orders[i]!;
      const cost = new Big(line.final).times(product.issuePrice).round(product.payDecimals, Big.roundDown);
      const refund = new Big(order.amountPaid).minus(cost);
      const money = { userId: order.userId, coinId: product.payCoinId };
      if (cost.gt(0))
        await post(tx, {
          reason: 'newcoin_payment',
          reference: reference(order.id),
          entries: paymentEntries({ ...money, amount: cost }),
        });
      if (refund.gt(0))
        await post(tx, {
          reason: 'newcoin_refund',
          reference: reference(order.id),
          entries: releaseEntries({ ...money, amount: refund }),
        });
      await updateOrder(tx, order.id, 'under_review', {
        status: 'passed',
        allotted: line.final,
        cost: cost.toFixed(),
        refund: refund.toFixed(),
        receipt: receiptOf(line),
      });
      tellUser(tx, order.userId, { type: 'newcoin.changed', id: order.id });
      await raise(tx, 'newcoin.allotted', {
        userId: order.userId,
        orderId: order.id,
        coinId: product.coinId,
        payCoinId: product.payCoinId,
        allotted: line.final,
        refund: plainDecimal(refund),
      });
    }
    await markAllotted(tx, product.id, {
      allottedAt: now,
      totalApplied: result.totalApplied,
      factors: result.factors,
      tableHash: createHash('sha256').update(allotmentTable(result.lines)).digest('hex'),
    });
  }

  /** Launch: the order's coins credited, frozen in spot until the lock-up ends. */
  async function launchOrder(tx: Db, order: OrderRow, now: Date): Promise<void> {
    const product = (await productById(tx, order.productId))!;
    const allotted = new Big(order.allotted ?? '0');
    if (allotted.gt(0)) {
      const amount = { userId: order.userId, coinId: product.coinId, amount: allotted };
      await post(tx, {
        reason: 'newcoin_credit',
        reference: reference(order.id),
        entries: creditLockedEntries(amount),
      });
      await insertLock(tx, {
        userId: order.userId,
        coinId: product.coinId,
        amount: allotted.toFixed(),
        unlockAt: unlockAtOf(product),
        status: 'locked',
        source: reference(order.id),
      });
    }
    await updateOrder(tx, order.id, 'passed', { status: 'launched', launchedAt: now });
    tellUser(tx, order.userId, { type: 'newcoin.changed', id: order.id });
  }

  /** The lock-up's end: the coins free to trade, withdraw or transfer. */
  async function unlockCoins(tx: Db, lock: LockRow, now: Date): Promise<void> {
    await post(tx, {
      reason: 'newcoin_unlock',
      reference: lock.source,
      entries: unlockEntries({ userId: lock.userId, coinId: lock.coinId, amount: new Big(lock.amount) }),
    });
    await unlock(tx, lock.id, now);
    tellUser(tx, lock.userId, { type: 'balance', account: 'spot', currency_id: lock.coinId });
  }

  return {
    /** GET lh/send/config. */
    async products(): Promise<{ products: NewCoinProduct[] }> {
      const now = clock();
      return { products: (await allProducts(db)).map((p) => toProduct(p, now)) };
    },

    /** GET lh/send/get_recommend: up to three, those one can subscribe to first, then the soonest. */
    async recommended(): Promise<{ products: NewCoinProduct[] }> {
      const rank: Record<NewCoinProductStatus, number> = {
        subscribing: 0,
        upcoming: 1,
        sold_out: 2,
        ended: 3,
        redeeming: 4,
      };
      const { products } = await this.products();
      return { products: [...products].sort((a, b) => rank[a.status] - rank[b.status]).slice(0, 3) };
    },

    /** GET lh/send/product_info. */
    async productInfo(id: number, userId: number | null, lang: Language): Promise<NewCoinProductInfo> {
      const product = await productById(db, id);
      if (!product) throw new AppError('errors.newcoin_product_missing');
      const listing = await listingOf(db, product.coinId);
      const paid = userId === null ? '0' : await paidBy(db, userId, product.id);
      const figures = {
        currency: product.currency,
        price: plainDecimal(product.issuePrice),
        pay: product.payCurrency,
        days: product.lockupDays,
      };
      return {
        ...toProduct(product, clock()),
        description: listing?.descriptions[lang] ?? listing?.descriptions.en ?? '',
        decimals: product.decimals,
        user_left: plainDecimal(atLeastZero(new Big(product.userLimit).minus(paid))),
        rules: NEWCOIN_RULES.map((rule) => t(lang, `newcoins.rules.${rule}`, figures)),
        allotment:
          product.stage === 'allotted'
            ? {
                total_applied: plainDecimal(product.totalApplied ?? '0'),
                factors: product.factors ?? [],
                table_hash: product.tableHash ?? '',
              }
            : null,
      };
    },

    /** POST lh/send/order: once per request id. */
    async subscribe(userId: number, request: NewCoinOrderRequest): Promise<NewCoinOrder> {
      return submitOnce({
        requestId: request.request_id,
        find: (requestId) => orderByRequest(db, userId, requestId),
        present: async (row) => toOrder(row, (await productById(db, row.productId))!),
        create: () => subscribe(userId, request),
      });
    },

    /** GET lh/send/order_list: newest first. */
    async orders(userId: number, page: PageRequest) {
      const { rows, ...rest } = await ordersPage(db, userId, page);
      const products = new Map((await allProducts(db)).map((p) => [p.id, p]));
      return { list: rows.map((r) => toOrder(r, products.get(r.productId)!)), ...rest };
    },

    /** The engine's steps, each on one claimed row inside `tx`. */
    allotDue: async (tx: Db, productId: number, now: Date) =>
      allotProduct(tx, (await productById(tx, productId))!, now),
    launchDue: launchOrder,
    unlockDue: unlockCoins,
  };
}
