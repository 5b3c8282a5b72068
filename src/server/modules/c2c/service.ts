import { eq, sql } from 'drizzle-orm';
import { Big, fitsPrecision, parseMoney, plainDecimal } from '../../../core/money';
import {
  C2C_APPEAL_AFTER_MINUTES,
  C2C_CANCELS_PER_DAY,
  C2C_PAY_MINUTES,
  C2C_PAY_TYPES,
  type C2cAd,
  type C2cAdSaveRequest,
  type C2cMerchantStats,
  type C2cMessage,
  type C2cOrder,
  type C2cOrderRequest,
  type C2cPayInfo,
  type C2cPaymentMethod,
  type C2cSide,
  type C2cStatus,
} from '../../../core/schemas/c2c';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../db/paged';
import { bankCards, c2cAds, c2cMessages, c2cOrders, c2cPaymentMethods, coins, users } from '../../db/schema';
import { submitOnce } from '../../db/submitOnce';
import { raise } from '../../events/events';
import { tellUser } from '../../events/private';
import { availableOf, post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { PlatformDays } from '../../lib/platformDays';
import type { UploadService } from '../uploads';
import { utcMinute, verifyFundPassword } from '../users';
import { escrowEntries, escrowReturnEntries, releaseEntries } from './postings';
import {
  adById,
  adsOf,
  cancellationsSince,
  giveBackToAd,
  lockAd,
  merchantOf,
  merchantRecords,
  merchantsByIds,
  messageById,
  messagesOf,
  moveOrder,
  onlineAds,
  orderById,
  orderByRequest,
  orderOfParty,
  ordersPage,
  paymentMethodsOf,
  takeFromAd,
  tradedMarkets,
  type AdWithCoin,
  type OrderWithCoin,
  type Stage,
} from './repo';

export type C2cService = ReturnType<typeof createC2cService>;

type Deps = { db: Db; clock: Clock; days: PlatformDays; uploads: Pick<UploadService, 'findOwned' | 'open'> };

const MINUTE = 60_000;
/** Taps in flight at the deadline land before the engine cancels: "I have paid" in time always wins. */
export const CANCEL_GRACE_MS = 10_000;
/** How long an operator has to decide an appeal (shown to both sides). */
export const APPEAL_DECISION_MS = 24 * 60 * MINUTE;
const FIAT_PLACES = 2;
/** The coins and fiats a first merchant can choose before any ad exists. */
const C2C_COINS = ['USDT', 'BTC', 'ETH'];
const C2C_FIATS = ['USD', 'CNY', 'EUR'];

const STATUS_OF: Record<Stage, C2cStatus> = { paying: 1, paid: 2, completed: 3, appeal: 4, cancelled: 5 };
const reference = (id: number) => `c2c_order:${id}`;
const adReference = (id: number) => `c2c_ad:${id}`;
export const orderNumber = (o: { id: number; createdAt: Date }) =>
  `P${o.createdAt.toISOString().slice(0, 10).replace(/-/g, '')}${String(o.id).padStart(6, '0')}`;

/** Who pays the fiat: the user buying, or the merchant buying from a user who sells. */
const payerOf = (o: { side: C2cSide; userId: number; merchantId: number }) =>
  o.side === 'buy' ? o.userId : o.merchantId;
/** Who holds the coins and releases them: the other party. */
const sellerOf = (o: { side: C2cSide; userId: number; merchantId: number }) =>
  o.side === 'buy' ? o.merchantId : o.userId;

/**
 * Peer-to-peer orders with merchants (domain-rules "C2C"). Coins are escrowed from the first
 * second (a sell ad's quantity when published, a selling user's when ordering); every step is
 * one conditional status change, so the payment tap and the engine's cancel never both happen,
 * and nothing is released that was not escrowed.
 */
export function createC2cService({ db, clock, days, uploads }: Deps) {
  async function statsOf(merchantIds: number[]): Promise<Map<number, C2cMerchantStats>> {
    const merchants = await merchantsByIds(db, merchantIds);
    const records = await merchantRecords(
      db,
      merchantIds,
      new Date(clock().getTime() - 30 * 24 * 60 * MINUTE),
    );
    return new Map(
      merchantIds.map((id) => {
        const r = records.get(id) ?? { completed: 0, cancelled: 0, releaseSeconds: 0 };
        const decided = r.completed + r.cancelled;
        return [
          id,
          {
            nickname: merchants.get(id)?.nickname ?? '',
            demo: merchants.get(id)?.demo === 1,
            orders_30d: r.completed,
            completion_rate: decided === 0 ? '1' : plainDecimal(new Big(r.completed).div(decided).round(4)),
            avg_release_minutes: Math.round(r.releaseSeconds / 60),
          },
        ];
      }),
    );
  }

  async function toAds(rows: AdWithCoin[], viewerId: number | null): Promise<C2cAd[]> {
    const stats = await statsOf([...new Set(rows.map((r) => r.merchantId))]);
    return rows.map((ad) => ({
      id: ad.id,
      merchant: stats.get(ad.merchantId)!,
      side: ad.side,
      coin: ad.coin,
      coin_decimals: ad.coinDecimals,
      fiat: ad.fiat,
      price: plainDecimal(ad.price),
      available: plainDecimal(ad.available),
      min_amount: plainDecimal(ad.minAmount),
      max_amount: plainDecimal(ad.maxAmount),
      pay_types: ad.payTypes,
      terms: ad.terms,
      online: ad.online === 1,
      mine: ad.merchantId === viewerId,
    }));
  }

  async function toOrders(rows: OrderWithCoin[], viewerId: number): Promise<C2cOrder[]> {
    const merchants = await merchantsByIds(db, [...new Set(rows.map((r) => r.merchantId))]);
    return rows.map((o) => {
      const open = o.stage === 'paying' || o.stage === 'paid' || o.stage === 'appeal';
      return {
        id: o.id,
        number: orderNumber(o),
        side: o.side,
        role: o.merchantId === viewerId ? 'merchant' : 'user',
        coin: o.coin,
        coin_decimals: o.coinDecimals,
        fiat: o.fiat,
        price: plainDecimal(o.price),
        amount: plainDecimal(o.amount),
        quantity: plainDecimal(o.quantity),
        merchant_nickname: merchants.get(o.merchantId)?.nickname ?? '',
        merchant_demo: merchants.get(o.merchantId)?.demo === 1,
        pay_type: o.payType,
        pay_info: open ? o.payInfo : null,
        status: STATUS_OF[o.stage],
        cancel_reason: o.cancelReason ?? null,
        pay_deadline: o.payDeadline.getTime(),
        appeal_from: o.paidAt ? o.paidAt.getTime() + C2C_APPEAL_AFTER_MINUTES * MINUTE : null,
        appeal_deadline: o.appealDeadline?.getTime() ?? null,
        appeal:
          o.appealBy && o.appealedAt && o.appealDeadline
            ? {
                by: o.appealBy,
                reason: o.appealReason ?? '',
                opened_at: o.appealedAt.getTime(),
                deadline: o.appealDeadline.getTime(),
                resolution: o.resolution ?? null,
                resolution_reason: o.resolutionReason ?? null,
                resolved_at: o.resolvedAt?.getTime() ?? null,
              }
            : null,
        created_at: o.createdAt.getTime(),
        paid_at: o.paidAt?.getTime() ?? null,
        released_at: o.releasedAt?.getTime() ?? null,
        cancelled_at: o.cancelledAt?.getTime() ?? null,
        deal_number: o.dealNumber ?? null,
      };
    });
  }
  const toOrder = async (row: OrderWithCoin, viewerId: number) => (await toOrders([row], viewerId))[0]!;

  /** Both parties hear a status change on the private channel, and through a message. */
  async function announce(tx: Db, o: OrderWithCoin, actor: number | null) {
    const status = STATUS_OF[o.stage];
    for (const party of [o.userId, o.merchantId])
      tellUser(tx, party, { type: 'c2c.changed', id: o.id, status });
    await raise(tx, 'c2c.changed', {
      orderId: o.id,
      number: orderNumber(o),
      userId: o.userId,
      merchantId: o.merchantId,
      actorId: actor,
      status,
      coin: o.coin,
      quantity: plainDecimal(o.quantity),
      amount: plainDecimal(o.amount),
      fiat: o.fiat,
    });
  }

  async function reload(tx: Db, id: number) {
    return (await orderById(tx, id))!;
  }

  /** The order's escrow back where it came from: the ad (online) or the seller's free balance. */
  async function returnEscrow(tx: Db, o: OrderWithCoin) {
    const quantity = new Big(o.quantity);
    const ad = await lockAd(tx, o.adId);
    if (o.side === 'buy') {
      // The merchant's coins stayed frozen under the ad: back on it, or freed if it is offline.
      if (ad.online === 1) await giveBackToAd(tx, ad.id, quantity.toFixed());
      else
        await post(tx, {
          reason: 'c2c_ad_release',
          reference: reference(o.id),
          entries: escrowReturnEntries({ userId: o.merchantId, coinId: o.coinId, amount: quantity }),
        });
    } else {
      await post(tx, {
        reason: 'c2c_escrow_return',
        reference: reference(o.id),
        entries: escrowReturnEntries({ userId: o.userId, coinId: o.coinId, amount: quantity }),
      });
      await giveBackToAd(tx, ad.id, quantity.toFixed());
    }
  }

  async function releaseEscrow(tx: Db, o: OrderWithCoin): Promise<string> {
    const buyerId = o.side === 'buy' ? o.userId : o.merchantId;
    const { transactionId } = await post(tx, {
      reason: 'c2c_release',
      reference: reference(o.id),
      entries: releaseEntries({
        sellerId: sellerOf(o),
        buyerId,
        coinId: o.coinId,
        amount: new Big(o.quantity),
      }),
    });
    return String(transactionId);
  }

  async function cancelOrder(
    tx: Db,
    o: OrderWithCoin,
    from: Stage,
    why: 'buyer' | 'timeout' | 'appeal',
    by: number | null,
  ) {
    const now = clock();
    const moved = await moveOrder(tx, o.id, from, {
      stage: 'cancelled',
      cancelReason: why,
      cancelledAt: now,
      cancelledByUser: why === 'buyer' && by === o.userId ? 1 : 0,
    });
    if (!moved) return false;
    await returnEscrow(tx, o);
    await announce(tx, await reload(tx, o.id), by);
    return true;
  }

  /** Where the payer sends the fiat: the merchant's method, or the selling user's bank card. */
  async function payInfoFor(
    ad: AdWithCoin,
    userId: number,
    payType: C2cOrderRequest['pay_type'],
  ): Promise<C2cPayInfo> {
    if (ad.side === 'buy') {
      const method = (await paymentMethodsOf(db, ad.merchantId)).find(
        (m) => m.payType === payType && m.enabled === 1,
      );
      if (!method) throw new AppError('errors.c2c_pay_type_unavailable');
      return { pay_type: payType, name: method.name, account: method.account, bank: method.bank ?? null };
    }
    // A merchant buying pays to the user's own bank card (the one withdrawals use).
    const [card] = await db.select().from(bankCards).where(eq(bankCards.userId, userId));
    if (payType !== 'bank' || !card) throw new AppError('errors.c2c_bank_card_required');
    return { pay_type: 'bank', name: card.holderName, account: card.cardNumber, bank: card.bankName };
  }

  async function place(userId: number, request: C2cOrderRequest): Promise<C2cOrder> {
    const now = clock();
    const ad = await adById(db, request.ad_id);
    if (!ad) throw new AppError('errors.c2c_ad_missing');
    if (ad.online !== 1) throw new AppError('errors.c2c_ad_offline');
    if (ad.merchantId === userId) throw new AppError('errors.c2c_own_ad');
    if (!ad.payTypes.includes(request.pay_type)) throw new AppError('errors.c2c_pay_type_unavailable');
    const price = new Big(ad.price);
    let quantity: Big;
    let amount: Big;
    if (request.amount) {
      const given = parseMoney(request.amount);
      if (!given || given.lte(0)) throw new AppError('errors.c2c_amount_invalid');
      if (!fitsPrecision(request.amount, FIAT_PLACES))
        throw new AppError('errors.amount_precision', { decimals: FIAT_PLACES });
      amount = given;
      quantity = amount.div(price).round(ad.coinDecimals, Big.roundDown);
    } else {
      const given = parseMoney(request.quantity ?? '');
      if (!given || given.lte(0)) throw new AppError('errors.c2c_quantity_invalid');
      if (!fitsPrecision(request.quantity!, ad.coinDecimals))
        throw new AppError('errors.amount_precision', { decimals: ad.coinDecimals });
      quantity = given;
      amount = quantity.times(price).round(FIAT_PLACES, Big.roundUp);
    }
    if (amount.lt(ad.minAmount))
      throw new AppError('errors.c2c_amount_min', { min: plainDecimal(ad.minAmount), fiat: ad.fiat });
    if (amount.gt(ad.maxAmount))
      throw new AppError('errors.c2c_amount_max', { max: plainDecimal(ad.maxAmount), fiat: ad.fiat });
    if (quantity.lte(0)) throw new AppError('errors.c2c_amount_invalid');
    if ((await cancellationsSince(db, userId, days.startOf(now))) >= C2C_CANCELS_PER_DAY)
      throw new AppError('errors.c2c_cancel_limit', { limit: C2C_CANCELS_PER_DAY });
    const payInfo = await payInfoFor(ad, userId, request.pay_type);
    if (ad.side === 'sell' && (await availableOf(db, userId, 'spot', ad.coinId)).lt(quantity))
      throw new AppError('errors.insufficient_balance');

    const id = await db.transaction(async (tx) => {
      const t = tx as Db;
      if (!(await takeFromAd(t, ad.id, quantity.toFixed()))) throw new AppError('errors.c2c_ad_sold_out');
      const payDeadline = new Date(now.getTime() + C2C_PAY_MINUTES * MINUTE);
      const [row] = await t
        .insert(c2cOrders)
        .values({
          adId: ad.id,
          userId,
          merchantId: ad.merchantId,
          side: ad.side,
          coinId: ad.coinId,
          fiat: ad.fiat,
          price: price.toFixed(),
          amount: amount.toFixed(),
          quantity: quantity.toFixed(),
          payType: request.pay_type,
          payInfo,
          stage: 'paying',
          payDeadline,
          cancelAt: new Date(payDeadline.getTime() + CANCEL_GRACE_MS),
          requestId: request.request_id,
          createdAt: now,
        })
        .returning();
      if (ad.side === 'sell')
        await post(t, {
          reason: 'c2c_order_escrow',
          reference: reference(row!.id),
          entries: escrowEntries({ userId, coinId: ad.coinId, amount: quantity }),
        });
      await announce(t, await reload(t, row!.id), userId);
      return row!.id;
    });
    return toOrder((await orderById(db, id))!, userId);
  }

  /** Paid → completed and the escrow to the buyer, in one transaction; refused if no longer paid. */
  async function releaseNow(userId: number, order: OrderWithCoin): Promise<C2cOrder> {
    const released = await db.transaction(async (tx) => {
      const t = tx as Db;
      if (!(await moveOrder(t, order.id, 'paid', { stage: 'completed', releasedAt: clock() }))) return false;
      const deal = await releaseEscrow(t, order);
      await moveOrder(t, order.id, 'completed', { dealNumber: deal });
      await announce(t, await reload(t, order.id), userId);
      return true;
    });
    if (!released) throw new AppError('errors.c2c_not_paid');
    return toOrder(await reload(db, order.id), userId);
  }

  async function partyOrder(userId: number, id: number) {
    const order = await orderOfParty(db, id, userId);
    if (!order) throw new AppError('errors.c2c_order_missing');
    return order;
  }

  async function merchantOnly(userId: number) {
    const merchant = await merchantOf(db, userId);
    if (!merchant || merchant.status !== 'active') throw new AppError('errors.c2c_merchant_only');
    return merchant;
  }

  return {
    /** GET ctc/product/all. */
    async catalog() {
      const markets = await tradedMarkets(db);
      // What merchants may advertise from the start, and whatever they already do.
      return {
        coins: [...new Set([...C2C_COINS, ...markets.map((m) => m.coin)])],
        fiats: [...new Set([...C2C_FIATS, ...markets.map((m) => m.fiat)])],
        pay_types: [...C2C_PAY_TYPES],
      };
    },

    /** GET ctc/product/list. */
    async ads(
      viewerId: number | null,
      request: PageRequest & {
        side: C2cSide;
        coin: string;
        fiat: string;
        pay_type?: string;
        amount?: string;
      },
    ) {
      const amount = request.amount ? parseMoney(request.amount) : null;
      const { rows, ...rest } = await onlineAds(
        db,
        request,
        request,
        sql`${request.pay_type ? sql`${c2cAds.payTypes} ? ${request.pay_type}` : sql`true`} and ${
          amount
            ? sql`${c2cAds.minAmount} <= ${amount.toFixed()}::numeric and ${c2cAds.maxAmount} >= ${amount.toFixed()}::numeric`
            : sql`true`
        }`,
      );
      return { list: await toAds(rows, viewerId), ...rest };
    },

    /** GET ctc/product/info. */
    async ad(viewerId: number | null, id: number): Promise<C2cAd> {
      const ad = await adById(db, id);
      if (!ad) throw new AppError('errors.c2c_ad_missing');
      return (await toAds([ad], viewerId))[0]!;
    },

    /** POST ctc/order/add: once per request id. */
    order: (userId: number, request: C2cOrderRequest) =>
      submitOnce({
        requestId: request.request_id,
        find: (requestId) => orderByRequest(db, userId, requestId),
        present: (row) => toOrder(row, userId),
        create: () => place(userId, request),
      }),

    async orders(
      userId: number,
      party: 'user' | 'merchant',
      status: number | 'active' | undefined,
      page: PageRequest,
    ) {
      if (party === 'merchant') await merchantOnly(userId);
      const { rows, ...rest } = await ordersPage(db, party, userId, status, page);
      return { list: await toOrders(rows, userId), ...rest };
    },

    async orderInfo(userId: number, id: number) {
      return toOrder(await partyOrder(userId, id), userId);
    },

    /** PUT ctc/order/pay: before the deadline, by the payer; the one conditional change decides. */
    async pay(userId: number, id: number): Promise<C2cOrder> {
      const order = await partyOrder(userId, id);
      if (payerOf(order) !== userId) throw new AppError('errors.c2c_not_payer');
      if (order.stage !== 'paying') {
        if (order.stage === 'paid' || order.stage === 'appeal' || order.stage === 'completed')
          return toOrder(order, userId);
        throw new AppError('errors.c2c_pay_expired');
      }
      const now = clock();
      if (now >= order.payDeadline) throw new AppError('errors.c2c_pay_expired');
      const paid = await db.transaction(async (tx) => {
        const t = tx as Db;
        if (!(await moveOrder(t, id, 'paying', { stage: 'paid', paidAt: now }))) return false;
        await announce(t, await reload(t, id), userId);
        return true;
      });
      const after = await reload(db, id);
      if (!paid && after.stage === 'cancelled') throw new AppError('errors.c2c_pay_expired');
      return toOrder(after, userId);
    },

    /** PUT ctc/order/cancel: by the payer while paying; the escrow returns. */
    async cancel(userId: number, id: number): Promise<C2cOrder> {
      const order = await partyOrder(userId, id);
      if (payerOf(order) !== userId) throw new AppError('errors.c2c_not_payer');
      if (order.stage === 'cancelled') return toOrder(order, userId);
      if (order.stage !== 'paying') throw new AppError('errors.c2c_not_paying');
      const done = await db.transaction((tx) => cancelOrder(tx as Db, order, 'paying', 'buyer', userId));
      if (!done) throw new AppError('errors.c2c_not_paying');
      return toOrder(await reload(db, id), userId);
    },

    /** POST ctc/order/release: by the party holding the coins, once paid, with the fund password. */
    async release(userId: number, id: number, payPassword: string): Promise<C2cOrder> {
      const order = await partyOrder(userId, id);
      if (sellerOf(order) !== userId) throw new AppError('errors.c2c_not_releaser');
      if (order.stage === 'completed') return toOrder(order, userId);
      if (order.stage !== 'paid') throw new AppError('errors.c2c_not_paid');
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      await verifyFundPassword(db, clock, user!, payPassword);
      return releaseNow(userId, order);
    },

    /**
     * A local demo's merchant releasing by itself (no fund password: nobody holds its account);
     * refused for any merchant not marked demo.
     */
    async releaseAsDemo(merchantId: number, id: number): Promise<C2cOrder> {
      const merchant = await merchantOf(db, merchantId);
      if (merchant?.demo !== 1) throw new Error(`merchant ${merchantId} is not a demo merchant`);
      const order = await partyOrder(merchantId, id);
      if (sellerOf(order) !== merchantId || order.stage !== 'paid') throw new AppError('errors.c2c_not_paid');
      return releaseNow(merchantId, order);
    },

    /** POST ctc/order/appeal: either party, paid and not released 15 minutes after. */
    async appeal(userId: number, id: number, reason: string): Promise<C2cOrder> {
      const order = await partyOrder(userId, id);
      if (order.stage === 'appeal') throw new AppError('errors.c2c_appeal_closed');
      if (order.stage !== 'paid') throw new AppError('errors.c2c_not_paid');
      const now = clock();
      const from = new Date(order.paidAt!.getTime() + C2C_APPEAL_AFTER_MINUTES * MINUTE);
      if (now < from) throw new AppError('errors.c2c_appeal_too_early', { time: utcMinute(from) });
      await db.transaction(async (tx) => {
        const t = tx as Db;
        const moved = await moveOrder(t, id, 'paid', {
          stage: 'appeal',
          appealBy: order.merchantId === userId ? 'merchant' : 'user',
          appealReason: reason,
          appealedAt: now,
          appealDeadline: new Date(now.getTime() + APPEAL_DECISION_MS),
        });
        if (!moved) throw new AppError('errors.c2c_not_paid');
        await announce(t, await reload(t, id), userId);
      });
      return toOrder(await reload(db, id), userId);
    },

    /** POST ctc/order/messages. */
    async messages(userId: number, id: number, after: number | undefined): Promise<{ list: C2cMessage[] }> {
      await partyOrder(userId, id);
      const rows = await messagesOf(db, id, after);
      return {
        list: rows.map((m) => ({
          id: m.id,
          from: m.senderId === null ? 'operator' : m.senderId === userId ? 'me' : 'counterparty',
          text: m.text,
          image_url: m.uploadId ? `/api/ctc/order/image?id=${m.id}` : null,
          created_at: m.createdAt.getTime(),
        })),
      };
    },

    /** POST ctc/order/message: text or one of the sender's uploads; live to both parties. */
    async say(
      userId: number,
      id: number,
      text: string | undefined,
      image: string | undefined,
    ): Promise<C2cMessage> {
      const order = await partyOrder(userId, id);
      if (order.stage === 'completed' || order.stage === 'cancelled')
        throw new AppError('errors.c2c_message_closed');
      if (image && !(await uploads.findOwned(userId, image))) throw new AppError('errors.upload_not_found');
      const message = await db.transaction(async (tx) => {
        const t = tx as Db;
        const [row] = await t
          .insert(c2cMessages)
          .values({
            orderId: id,
            senderId: userId,
            text: text ?? null,
            uploadId: image ?? null,
            createdAt: clock(),
          })
          .returning();
        for (const party of [order.userId, order.merchantId])
          tellUser(t, party, { type: 'c2c.message', order_id: id, message_id: row!.id });
        return row!;
      });
      return {
        id: message.id,
        from: 'me',
        text: message.text,
        image_url: message.uploadId ? `/api/ctc/order/image?id=${message.id}` : null,
        created_at: message.createdAt.getTime(),
      };
    },

    /** GET ctc/order/image: a chat image, to either party of its order. */
    async image(userId: number, messageId: number) {
      const message = await messageById(db, messageId);
      if (!message?.uploadId || !message.senderId) throw new AppError('errors.not_found', {}, 404);
      if (!(await orderOfParty(db, message.orderId, userId))) throw new AppError('errors.not_found', {}, 404);
      return uploads.open(message.senderId, message.uploadId);
    },

    /** GET ctc/merchant/me. */
    async me(userId: number) {
      const merchant = await merchantOf(db, userId);
      return { merchant: merchant?.status === 'active' ? (await statsOf([userId])).get(userId)! : null };
    },

    async myAds(userId: number) {
      await merchantOnly(userId);
      return { list: await toAds(await adsOf(db, userId), userId) };
    },

    /** POST ctc/merchant/ad_save: a sell ad's escrow follows its quantity. */
    async saveAd(userId: number, input: C2cAdSaveRequest): Promise<C2cAd> {
      await merchantOnly(userId);
      const [coin] = await db.select().from(coins).where(eq(coins.symbol, input.coin));
      if (!coin) throw new AppError('errors.c2c_coin_invalid');
      if (!fitsPrecision(input.quantity, coin.decimals))
        throw new AppError('errors.amount_precision', { decimals: coin.decimals });
      for (const [field, value] of [
        ['price', input.price],
        ['limit', input.min_amount],
        ['limit', input.max_amount],
      ] as const)
        if (!fitsPrecision(value, FIAT_PLACES))
          throw new AppError(`errors.c2c_${field}_precision`, { decimals: FIAT_PLACES });
      if (new Big(input.min_amount).gt(input.max_amount)) throw new AppError('errors.c2c_limit_invalid');
      // A user selling is paid to their bank card: a buy ad must take bank transfers.
      if (input.side === 'sell' && !input.pay_types.includes('bank'))
        throw new AppError('errors.c2c_pay_type_bank_required');
      const quantity = new Big(input.quantity);
      const fields = {
        side: input.side,
        coinId: coin.id,
        fiat: input.fiat.toUpperCase(),
        price: input.price,
        minAmount: input.min_amount,
        maxAmount: input.max_amount,
        payTypes: [...new Set(input.pay_types)],
        terms: input.terms ?? '',
      };
      const methods = await paymentMethodsOf(db, userId);
      if (
        input.side === 'buy' &&
        !fields.payTypes.every((p) => methods.some((m) => m.payType === p && m.enabled === 1))
      )
        throw new AppError('errors.c2c_payment_method_missing');
      const id = await db.transaction(async (tx) => {
        const t = tx as Db;
        if (input.id === undefined) {
          const [row] = await t
            .insert(c2cAds)
            .values({ ...fields, merchantId: userId, available: quantity.toFixed() })
            .returning();
          if (input.side === 'buy') await escrow(t, row!.id, userId, coin.id, quantity);
          return row!.id;
        }
        const ad = await lockAd(t, input.id);
        if (ad.merchantId !== userId) throw new AppError('errors.c2c_ad_missing');
        if (ad.side !== input.side || ad.coinId !== coin.id) throw new AppError('errors.c2c_ad_fixed');
        const change = quantity.minus(ad.available);
        if (ad.side === 'buy' && ad.online === 1) {
          if (change.gt(0)) await escrow(t, ad.id, userId, coin.id, change);
          if (change.lt(0)) await unescrow(t, ad.id, userId, coin.id, change.neg());
        }
        await t
          .update(c2cAds)
          .set({ ...fields, available: quantity.toFixed() })
          .where(eq(c2cAds.id, ad.id));
        return ad.id;
      });
      return (await toAds([(await adById(db, id))!], userId))[0]!;
    },

    /** POST ctc/merchant/ad_pause: offline frees a sell ad's escrow; online escrows it again. */
    async pauseAd(userId: number, id: number, online: boolean): Promise<C2cAd> {
      await merchantOnly(userId);
      await db.transaction(async (tx) => {
        const t = tx as Db;
        const ad = await lockAd(t, id);
        if (ad.merchantId !== userId) throw new AppError('errors.c2c_ad_missing');
        if ((ad.online === 1) === online) return;
        const amount = new Big(ad.available);
        if (ad.side === 'buy' && amount.gt(0)) {
          if (online) await escrow(t, ad.id, userId, ad.coinId, amount);
          else await unescrow(t, ad.id, userId, ad.coinId, amount);
        }
        await t
          .update(c2cAds)
          .set({ online: online ? 1 : 0 })
          .where(eq(c2cAds.id, ad.id));
      });
      return (await toAds([(await adById(db, id))!], userId))[0]!;
    },

    async paymentMethods(userId: number): Promise<{ list: C2cPaymentMethod[] }> {
      await merchantOnly(userId);
      return { list: (await paymentMethodsOf(db, userId)).map(toMethod) };
    },

    async savePaymentMethod(
      userId: number,
      input: {
        id?: number;
        pay_type: C2cPaymentMethod['pay_type'];
        name: string;
        account: string;
        bank?: string;
        enabled: boolean;
      },
    ): Promise<C2cPaymentMethod> {
      await merchantOnly(userId);
      const values = {
        payType: input.pay_type,
        name: input.name,
        account: input.account,
        bank: input.bank ?? null,
        enabled: input.enabled ? 1 : 0,
      };
      if (input.id === undefined) {
        const [row] = await db
          .insert(c2cPaymentMethods)
          .values({ ...values, merchantId: userId })
          .returning();
        return toMethod(row!);
      }
      const [row] = await db
        .update(c2cPaymentMethods)
        .set(values)
        .where(sql`${c2cPaymentMethods.id} = ${input.id} and ${c2cPaymentMethods.merchantId} = ${userId}`)
        .returning();
      if (!row) throw new AppError('errors.c2c_payment_method_missing');
      return toMethod(row);
    },

    /** The engine: still paying at the deadline (plus the grace) → cancelled, the escrow back. */
    async timeoutDue(tx: Db, id: number): Promise<void> {
      const order = (await orderById(tx, id))!;
      await cancelOrder(tx, order, 'paying', 'timeout', null);
    },

    /** An operator's decision on an appeal, with the reason both sides read. */
    async resolve(id: number, decision: 'release' | 'cancel', reason: string): Promise<C2cOrder> {
      const order = await orderById(db, id);
      if (!order) throw new AppError('errors.c2c_order_missing');
      if (order.stage !== 'appeal') throw new AppError('errors.c2c_appeal_closed');
      await db.transaction(async (tx) => {
        const t = tx as Db;
        const now = clock();
        const decided = {
          resolution: decision === 'release' ? ('released' as const) : ('cancelled' as const),
          resolutionReason: reason,
          resolvedAt: now,
        };
        if (decision === 'release') {
          if (!(await moveOrder(t, id, 'appeal', { ...decided, stage: 'completed', releasedAt: now })))
            throw new AppError('errors.c2c_appeal_closed');
          const deal = await releaseEscrow(t, order);
          await moveOrder(t, id, 'completed', { dealNumber: deal });
          await announce(t, await reload(t, id), null);
        } else {
          await t.update(c2cOrders).set(decided).where(eq(c2cOrders.id, id));
          if (!(await cancelOrder(t, order, 'appeal', 'appeal', null)))
            throw new AppError('errors.c2c_appeal_closed');
        }
        await t.insert(c2cMessages).values({ orderId: id, senderId: null, text: reason, createdAt: now });
      });
      return toOrder(await reload(db, id), order.userId);
    },
  };

  async function escrow(t: Db, adId: number, merchantId: number, coinId: number, amount: Big) {
    if ((await availableOf(t, merchantId, 'spot', coinId)).lt(amount))
      throw new AppError('errors.c2c_escrow_short');
    await post(t, {
      reason: 'c2c_ad_escrow',
      reference: adReference(adId),
      entries: escrowEntries({ userId: merchantId, coinId, amount }),
    });
  }

  async function unescrow(t: Db, adId: number, merchantId: number, coinId: number, amount: Big) {
    await post(t, {
      reason: 'c2c_ad_release',
      reference: adReference(adId),
      entries: escrowReturnEntries({ userId: merchantId, coinId, amount }),
    });
  }

  function toMethod(m: typeof c2cPaymentMethods.$inferSelect): C2cPaymentMethod {
    return {
      id: m.id,
      pay_type: m.payType,
      name: m.name,
      account: m.account,
      bank: m.bank ?? null,
      enabled: m.enabled === 1,
    };
  }
}
