import { createHash } from 'node:crypto';
import { allot, allotmentTable, receiptOf } from '../../../core/allotment';
import type { Language } from '../../../core/languages';
import { Big, fitsPrecision, plainDecimal } from '../../../core/money';
import type {
  IeoApplication,
  IeoApplicationStatus,
  IeoApplyRequest,
  IeoItem,
  IeoItemStatus,
  IeoPayRequest,
  IeoPayState,
} from '../../../core/schemas/ieo';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../db/paged';
import { submitOnce } from '../../db/submitOnce';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { raise } from '../../events/events';
import { tellUser } from '../../events/private';
import { availableOf, post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { creditLockedEntries, insertLock, paymentFromAvailableEntries } from '../newcoins';
import {
  addApplied,
  allItems,
  applicationById,
  applicationByPayRequest,
  applicationByRequest,
  applicationOf,
  applicationsOf,
  applicationsPage,
  insertApplication,
  itemById,
  lockStatusOf,
  markAllotted,
  moveApplication,
  type ApplicationRow,
  type ItemRow,
} from './repo';

export type IeoService = ReturnType<typeof createIeoService>;

type Deps = {
  db: Db;
  clock: Clock;
  /** The feed's first recorded price of the coin's pair after listing, or null. */
  listingPrice: (coinId: number) => Promise<string | null>;
};

const reference = (id: number) => `ieo_application:${id}`;
export const serialNumberOf = (id: number) => `IEO-${String(id).padStart(6, '0')}`;
const idOfSerial = (serial: string) => Number(serial.slice('IEO-'.length));

/** Where an item is in its timeline, from its dates (and whether the engine has allotted it). */
export function itemStatus(item: ItemRow, now: Date): IeoItemStatus {
  if (now < item.applyStart) return 'upcoming';
  if (now < item.applyEnd) return 'applying';
  if (item.stage === 'applying' || now < item.payStart) return 'allotting';
  if (now < item.payEnd) return 'paying';
  if (now < item.listAt) return 'awaiting_listing';
  return 'listed';
}

/** The spec's status 1–6 from the application's stage (6: its lock-up has ended). */
const STATUS_OF: Record<ApplicationRow['stage'], IeoApplicationStatus> = {
  applied: 1,
  not_allotted: 2,
  lapsed: 2,
  allotted: 3,
  paid: 4,
  listed: 5,
};

function payStateOf(row: ApplicationRow, item: ItemRow, now: Date): IeoPayState | null {
  switch (row.stage) {
    case 'applied':
    case 'not_allotted':
      return null;
    case 'allotted':
      return now < item.payStart ? 'processing' : 'paying';
    case 'lapsed':
      return 'fail';
    default:
      return 'success';
  }
}

/**
 * IEO (domain-rules "New coins"): apply in the window with the balance checked and nothing
 * frozen; the engine allots on the allotment date by the published formula (core/allotment.ts,
 * the per-user cap redistributed in rounds), lapses what was not paid by the pay end, and credits
 * what was paid at the listing, locked until `lock_until` (the new coins' unlock job frees it).
 */
export function createIeoService({ db, clock, listingPrice }: Deps) {
  async function toItem(item: ItemRow, lang: Language, now: Date): Promise<IeoItem> {
    return {
      id: item.id,
      name: item.name,
      symbol: item.symbol,
      decimals: item.decimals,
      description: item.descriptions[lang] ?? item.descriptions.en ?? '',
      listing_price: now >= item.listAt ? await listingPrice(item.coinId) : null,
      listing_date: item.listAt.getTime(),
      ieo_price: plainDecimal(item.ieoPrice),
      pay_currency: item.payCurrency,
      supply: plainDecimal(item.supply),
      user_cap: plainDecimal(item.userCap),
      min_apply: plainDecimal(item.minApply),
      max_apply: plainDecimal(item.maxApply),
      apply_start: item.applyStart.getTime(),
      apply_end: item.applyEnd.getTime(),
      allot_date: item.allotAt.getTime(),
      pay_start: item.payStart.getTime(),
      pay_end: item.payEnd.getTime(),
      lock_until: item.lockUntil.getTime(),
      total_applied: plainDecimal(item.totalApplied),
      applicants: item.applicants,
      factors: item.factors ?? [],
      table_hash: item.tableHash,
      status: itemStatus(item, now),
    };
  }

  function toApplication(row: ApplicationRow, item: ItemRow, lockStatus: string | undefined): IeoApplication {
    const now = clock();
    const allotted = new Big(row.allotted ?? '0');
    const status = row.stage === 'listed' && lockStatus === 'unlocked' ? 6 : STATUS_OF[row.stage];
    return {
      serial_number: serialNumberOf(row.id),
      ieo_id: item.id,
      name: item.name,
      symbol: item.symbol,
      decimals: item.decimals,
      pay_currency: item.payCurrency,
      applied: plainDecimal(row.applied),
      allotted: plainDecimal(allotted),
      pending: row.stage === 'allotted' ? plainDecimal(allotted) : '0',
      pay_amount: plainDecimal(row.payAmount ?? '0'),
      pay_start: item.payStart.getTime(),
      pay_end: item.payEnd.getTime(),
      lock_until: item.lockUntil.getTime(),
      status,
      pay_state: payStateOf(row, item, now),
      reason: row.stage === 'not_allotted' ? 'not_allotted' : row.stage === 'lapsed' ? 'unpaid' : null,
      receipt: row.receipt ?? null,
      created_at: row.createdAt.getTime(),
    };
  }

  async function present(rows: ApplicationRow[]): Promise<IeoApplication[]> {
    const items = new Map((await allItems(db)).map((i) => [i.id, i]));
    const locks = await lockStatusOf(
      db,
      rows.filter((r) => r.stage === 'listed').map((r) => reference(r.id)),
    );
    return rows.map((r) => toApplication(r, items.get(r.itemId)!, locks.get(reference(r.id))));
  }
  const presentOne = async (row: ApplicationRow) => (await present([row]))[0]!;

  async function apply(userId: number, request: IeoApplyRequest): Promise<IeoApplication> {
    const now = clock();
    const item = await itemById(db, request.id);
    if (!item) throw new AppError('errors.ieo_missing');
    const status = itemStatus(item, now);
    if (status === 'upcoming') throw new AppError('errors.ieo_not_open');
    if (status !== 'applying') throw new AppError('errors.ieo_closed');
    if (!fitsPrecision(request.quantity, item.decimals))
      throw new AppError('errors.amount_precision', { decimals: item.decimals });
    const quantity = new Big(request.quantity);
    if (quantity.lt(item.minApply))
      throw new AppError('errors.ieo_quantity_min', {
        min: plainDecimal(item.minApply),
        symbol: item.symbol,
      });
    if (quantity.gt(item.maxApply))
      throw new AppError('errors.ieo_quantity_max', {
        max: plainDecimal(item.maxApply),
        symbol: item.symbol,
      });
    if (await applicationOf(db, item.id, userId)) throw new AppError('errors.ieo_already_applied');
    // Nothing is frozen: the balance only has to cover the most the allotment can ask for.
    const cost = quantity.times(item.ieoPrice);
    if ((await availableOf(db, userId, 'spot', item.payCoinId)).lt(cost))
      throw new AppError('errors.insufficient_balance');

    try {
      const row = await db.transaction(async (tx) => {
        const t = tx as Db;
        if (!(await addApplied(t, item.id, quantity.toFixed(), now))) throw new AppError('errors.ieo_closed');
        const created = await insertApplication(t, {
          itemId: item.id,
          userId,
          applied: quantity.toFixed(),
          stage: 'applied',
          payEnd: item.payEnd,
          listAt: item.listAt,
          requestId: request.request_id,
          createdAt: now,
        });
        tellUser(t, userId, { type: 'ieo.changed', serial_number: serialNumberOf(created.id) });
        return created;
      });
      return toApplication(row, item, undefined);
    } catch (err) {
      // A twin sent with another request id at the same moment: one application per user and item.
      if (
        pgErrorCode(err) === UNIQUE_VIOLATION &&
        !(await applicationByRequest(db, userId, request.request_id))
      )
        throw new AppError('errors.ieo_already_applied');
      throw err;
    }
  }

  async function pay(userId: number, request: IeoPayRequest): Promise<IeoApplication> {
    const now = clock();
    const row = await applicationById(db, idOfSerial(request.serial_number));
    if (!row || row.userId !== userId) throw new AppError('errors.ieo_application_missing');
    // Paid already (a retry with another request id): the paid application is the answer.
    if (row.stage === 'paid' || row.stage === 'listed') return presentOne(row);
    if (row.stage !== 'allotted') throw new AppError('errors.ieo_nothing_to_pay');
    const item = (await itemById(db, row.itemId))!;
    if (now < item.payStart) throw new AppError('errors.ieo_pay_not_open');
    if (now >= item.payEnd) throw new AppError('errors.ieo_pay_closed');
    const amount = new Big(row.payAmount ?? '0');
    const paid = await db.transaction(async (tx) => {
      const t = tx as Db;
      const moved = await moveApplication(t, row.id, 'allotted', {
        stage: 'paid',
        paidAt: now,
        payRequestId: request.request_id,
      });
      if (!moved) return null; // the engine lapsed it, or a twin paid it, a moment before
      if ((await availableOf(t, userId, 'spot', item.payCoinId)).lt(amount))
        throw new AppError('errors.insufficient_balance');
      if (amount.gt(0))
        await post(t, {
          reason: 'ieo_payment',
          reference: reference(row.id),
          entries: paymentFromAvailableEntries({ userId, coinId: item.payCoinId, amount }),
        });
      tellUser(t, userId, { type: 'ieo.changed', serial_number: serialNumberOf(row.id) });
      return true;
    });
    const after = (await applicationById(db, row.id))!;
    if (!paid && after.stage !== 'paid' && after.stage !== 'listed')
      throw new AppError('errors.ieo_pay_closed');
    return presentOne(after);
  }

  /** The allotment date: every application allotted by the published formula, in one transaction. */
  async function allotItem(tx: Db, itemId: number, now: Date): Promise<void> {
    const item = (await itemById(tx, itemId))!;
    const applications = await applicationsOf(tx, item.id);
    const result = allot({
      supply: plainDecimal(item.supply),
      userCap: plainDecimal(item.userCap),
      decimals: item.decimals,
      applications: applications.map((a) => ({ key: a.id, applied: plainDecimal(a.applied) })),
    });
    for (const [i, line] of result.lines.entries()) {
      const application = applications[i]!;
      const allotted = new Big(line.final);
      // What paying takes: cut to the payment coin's places, never more than the price says.
      const payAmount = allotted.times(item.ieoPrice).round(item.payDecimals, Big.roundDown);
      await moveApplication(tx, application.id, 'applied', {
        stage: allotted.gt(0) ? 'allotted' : 'not_allotted',
        allotted: line.final,
        payAmount: payAmount.toFixed(),
        receipt: receiptOf(line),
      });
      tellUser(tx, application.userId, {
        type: 'ieo.changed',
        serial_number: serialNumberOf(application.id),
      });
      await raise(tx, 'ieo.allotted', {
        userId: application.userId,
        applicationId: application.id,
        coinId: item.coinId,
        payCoinId: item.payCoinId,
        allotted: line.final,
        payAmount: plainDecimal(payAmount),
        payEnd: item.payEnd,
      });
    }
    await markAllotted(tx, item.id, {
      allottedAt: now,
      factors: result.factors,
      tableHash: createHash('sha256').update(allotmentTable(result.lines)).digest('hex'),
    });
  }

  /** The pay end passed unpaid: the allotment lapses (status 2, reason unpaid). */
  async function lapse(tx: Db, row: ApplicationRow, now: Date): Promise<void> {
    await moveApplication(tx, row.id, 'allotted', { stage: 'lapsed', lapsedAt: now });
    tellUser(tx, row.userId, { type: 'ieo.changed', serial_number: serialNumberOf(row.id) });
  }

  /** The listing date: the paid coins credited, frozen in spot until the item's lock-up ends. */
  async function list(tx: Db, row: ApplicationRow, now: Date): Promise<void> {
    const item = (await itemById(tx, row.itemId))!;
    const allotted = new Big(row.allotted ?? '0');
    await post(tx, {
      reason: 'ieo_credit',
      reference: reference(row.id),
      entries: creditLockedEntries({ userId: row.userId, coinId: item.coinId, amount: allotted }),
    });
    await insertLock(tx, {
      userId: row.userId,
      coinId: item.coinId,
      amount: allotted.toFixed(),
      unlockAt: item.lockUntil,
      status: 'locked',
      source: reference(row.id),
    });
    await moveApplication(tx, row.id, 'paid', { stage: 'listed', listedAt: now });
    tellUser(tx, row.userId, { type: 'ieo.changed', serial_number: serialNumberOf(row.id) });
  }

  return {
    /** POST ieo/list: newest first, optionally one phase. */
    async list(
      request: PageRequest & { status?: IeoItemStatus },
      lang: Language,
    ): Promise<{ list: IeoItem[]; page: number; limit: number; total: number }> {
      const now = clock();
      const items = (await allItems(db)).filter(
        (i) => !request.status || itemStatus(i, now) === request.status,
      );
      const from = (request.page - 1) * request.limit;
      const page = items.slice(from, from + request.limit);
      return {
        list: await Promise.all(page.map((i) => toItem(i, lang, now))),
        page: request.page,
        limit: request.limit,
        total: items.length,
      };
    },

    /** POST ieo/apply: once per request id. */
    apply: (userId: number, request: IeoApplyRequest) =>
      submitOnce({
        requestId: request.request_id,
        find: (requestId) => applicationByRequest(db, userId, requestId),
        present: presentOne,
        create: () => apply(userId, request),
      }),

    /** POST ieo/myApply: newest first. */
    async mine(userId: number, page: PageRequest) {
      const { rows, ...rest } = await applicationsPage(db, userId, page);
      return { list: await present(rows), ...rest };
    },

    /** POST ieo/pay: once per request id; a paid application answers as paid. */
    pay: (userId: number, request: IeoPayRequest) =>
      submitOnce({
        requestId: request.request_id,
        find: (requestId) => applicationByPayRequest(db, userId, requestId),
        present: presentOne,
        create: () => pay(userId, request),
      }),

    /** The engine's steps, each on one claimed row inside `tx`. */
    allotDue: allotItem,
    lapseDue: lapse,
    listDue: list,
  };
}
