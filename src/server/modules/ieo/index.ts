import { dueItemsJob } from '../../engine/dueItems';
import { ieoApplications, ieoItems } from '../../db/schema';
import type { ServerModule } from '../module';
import { ieoCommands } from './ops';
import { firstRecordedPrice } from './repo';
import { ieoRoutes } from './routes';
import { seedIeo } from './seed';
import { createIeoService, type IeoService } from './service';

declare module '../../events/events' {
  interface AppEvents {
    /** An application was allotted (`allotted` may be 0): what to pay, and by when. */
    'ieo.allotted': {
      userId: number;
      applicationId: number;
      coinId: number;
      payCoinId: number;
      allotted: string;
      payAmount: string;
      payEnd: Date;
    };
  }
}

declare module '../module' {
  interface Services {
    ieo: IeoService;
  }
}

/** How often the engine looks for an allotment date, a pay end or a listing that came. */
const STEP_EVERY_MS = 1_000;

/** IEO: apply, a published allotment, pay, then the coins listed and locked (the new coins' unlock frees them). */
export const ieoModule: ServerModule = {
  name: 'ieo',
  after: ['newcoins'],
  seed: seedIeo,
  ledgerReasons: [
    /** Paying for the coins allotted: buying them, not a gain or loss. */
    { code: 'ieo_payment', kind: 'capital' },
    /** The coins at listing, frozen until the lock-up ends. */
    { code: 'ieo_credit', kind: 'capital' },
  ],
  opsCommands: ieoCommands,
  setup({ db, clock, log }) {
    const ieo = createIeoService({ db, clock, listingPrice: (coinId) => firstRecordedPrice(db, coinId) });
    const onError = (what: string) => (err: unknown, row: { id: number }) =>
      log.error({ err, id: row.id }, `IEO: ${what} failed`);
    const allotment = dueItemsJob(db, {
      name: 'ieo-allotment',
      table: ieoItems,
      columns: { id: ieoItems.id, dueAt: ieoItems.allotAt, status: ieoItems.stage },
      waiting: 'applying',
      everyMs: STEP_EVERY_MS,
      settle: (tx, row, ctx) => ieo.allotDue(tx, row.id, ctx.now),
      onItemError: onError('an allotment'),
    });
    const lapse = dueItemsJob(db, {
      name: 'ieo-lapse',
      table: ieoApplications,
      columns: { id: ieoApplications.id, dueAt: ieoApplications.payEnd, status: ieoApplications.stage },
      waiting: 'allotted',
      everyMs: STEP_EVERY_MS,
      settle: (tx, row, ctx) => ieo.lapseDue(tx, row, ctx.now),
      onItemError: onError('a lapse'),
    });
    const listing = dueItemsJob(db, {
      name: 'ieo-listing',
      table: ieoApplications,
      columns: { id: ieoApplications.id, dueAt: ieoApplications.listAt, status: ieoApplications.stage },
      waiting: 'paid',
      everyMs: STEP_EVERY_MS,
      settle: (tx, row, ctx) => ieo.listDue(tx, row, ctx.now),
      onItemError: onError('a listing'),
    });
    return {
      services: { ieo },
      routes: ieoRoutes({ ieo }),
      jobs: [allotment, lapse, listing],
    };
  },
};
