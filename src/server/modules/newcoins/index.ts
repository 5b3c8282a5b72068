import { dueItemsJob } from '../../engine/dueItems';
import { coinListings, coinLocks, newcoinOrders, newcoinProducts } from '../../db/schema';
import { listCoin } from './coins';
import { platformDays } from '../../lib/platformDays';
import type { ServerModule } from '../module';
import { newcoinCommands } from './ops';
import { NEWCOIN_BOOK } from './postings';
import { newcoinsRoutes } from './routes';
import { locksOf } from './repo';
import { seedNewcoins } from './seed';
import { createNewcoinsService, type NewcoinsService } from './service';

declare module '../../events/events' {
  interface AppEvents {
    /** A subscription's window was allotted: the coins it gets and the payment that came back. */
    'newcoin.allotted': {
      userId: number;
      orderId: number;
      coinId: number;
      payCoinId: number;
      allotted: string;
      refund: string;
    };
  }
}

declare module '../module' {
  interface Services {
    newcoins: NewcoinsService;
  }
}

/** How often the engine looks for a window that ended, a launch or an unlock that came. */
const STEP_EVERY_MS = 1_000;

/** New coins: operators define them, sell them at a fixed price, and the engine allots, launches and unlocks. */
export const newcoinsModule: ServerModule = {
  name: 'newcoins',
  seed: seedNewcoins,
  platformBooks: [NEWCOIN_BOOK],
  ledgerReasons: [
    /** The payment, frozen in spot while the window runs. */
    { code: 'newcoin_subscribe', kind: 'hold' },
    /** What the allotment did not spend, released. */
    { code: 'newcoin_refund', kind: 'hold' },
    /** The cost of the coins allotted, and the coins at launch: buying them, not a gain or loss. */
    { code: 'newcoin_payment', kind: 'capital' },
    { code: 'newcoin_credit', kind: 'capital' },
    /** The lock-up's end: the coins free. */
    { code: 'newcoin_unlock', kind: 'hold' },
  ],
  opsCommands: newcoinCommands,
  setup({ db, clock, config, t, log, markets }) {
    const newcoins = createNewcoinsService({
      db,
      clock,
      days: platformDays(config.timeZone),
      t,
      market: markets.spot,
      pairs: markets.pairs,
    });
    const onError = (what: string) => (err: unknown, row: { id: number }) =>
      log.error({ err, id: row.id }, `new coins: ${what} failed`);
    const allotment = dueItemsJob(db, {
      name: 'newcoin-allotment',
      table: newcoinProducts,
      columns: { id: newcoinProducts.id, dueAt: newcoinProducts.endAt, status: newcoinProducts.stage },
      waiting: 'selling',
      everyMs: STEP_EVERY_MS,
      settle: (tx, row, ctx) => newcoins.allotDue(tx, row.id, ctx.now),
      onItemError: onError('an allotment'),
    });
    const launch = dueItemsJob(db, {
      name: 'newcoin-launch',
      table: newcoinOrders,
      columns: { id: newcoinOrders.id, dueAt: newcoinOrders.launchAt, status: newcoinOrders.status },
      waiting: 'passed',
      everyMs: STEP_EVERY_MS,
      settle: (tx, row, ctx) => newcoins.launchDue(tx, row, ctx.now),
      onItemError: onError('a launch'),
    });
    const unlocks = dueItemsJob(db, {
      name: 'coin-unlock',
      table: coinLocks,
      columns: { id: coinLocks.id, dueAt: coinLocks.unlockAt, status: coinLocks.status },
      waiting: 'locked',
      everyMs: STEP_EVERY_MS,
      settle: (tx, row, ctx) => newcoins.unlockDue(tx, row, ctx.now),
      onItemError: onError('an unlock'),
    });
    const listing = dueItemsJob(db, {
      name: 'coin-listing',
      table: coinListings,
      columns: { id: coinListings.coinId, dueAt: coinListings.listAt, status: coinListings.stage },
      waiting: 'scheduled',
      everyMs: STEP_EVERY_MS,
      settle: (tx, row, ctx) => listCoin(tx, row.coinId, ctx.now),
      onItemError: (err, row) => log.error({ err, coinId: row.coinId }, 'new coins: a listing failed'),
    });
    return {
      services: { newcoins },
      routes: newcoinsRoutes({ newcoins }),
      jobs: [allotment, listing, launch, unlocks],
      locks: async (userId) =>
        (await locksOf(db, userId)).map(({ lock }) => ({
          account: 'spot' as const,
          coinId: lock.coinId,
          amount: lock.amount,
          unlockAt: lock.unlockAt,
        })),
    };
  },
};

/* What the IEO shares with the new-coin sale: the coins, their listing, the book and the lock-ups. */
export { defineCoin, scheduleListing } from './coins';
export { creditLockedEntries, NEWCOIN_BOOK, paymentFromAvailableEntries } from './postings';
export { coinBySymbol, insertLock } from './repo';
export { positive as positiveOption, text as textOption, time as timeOption } from './ops';
