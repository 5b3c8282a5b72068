import { c2cOrders } from '../../db/schema';
import { dueItemsJob } from '../../engine/dueItems';
import { platformDays } from '../../lib/platformDays';
import type { ServerModule } from '../module';
import { demoMerchantJob } from './demo';
import { c2cCommands } from './ops';
import { c2cImageRoute, c2cRoutes } from './routes';
import { createC2cService, type C2cService } from './service';

declare module '../../events/events' {
  interface AppEvents {
    /** A peer-to-peer order changed status; `actorId` made it (null: the engine or an operator). */
    'c2c.changed': {
      orderId: number;
      number: string;
      userId: number;
      merchantId: number;
      actorId: number | null;
      status: number;
      coin: string;
      quantity: string;
      amount: string;
      fiat: string;
    };
  }
}

declare module '../module' {
  interface Services {
    c2c: C2cService;
  }
}

/** How often the engine looks for orders past their pay deadline. */
const STEP_EVERY_MS = 1_000;

/** Peer-to-peer orders with merchants: escrow, a payment countdown, chat, appeals. */
export const c2cModule: ServerModule = {
  name: 'c2c',
  after: ['uploads'],
  ledgerReasons: [
    /** A sell ad's coins set aside, and given back (paused, edited down, an order cancelled while the ad is offline). */
    { code: 'c2c_ad_escrow', kind: 'hold' },
    { code: 'c2c_ad_release', kind: 'hold' },
    /** A selling user's coins set aside for the order, and given back when it is cancelled. */
    { code: 'c2c_order_escrow', kind: 'hold' },
    { code: 'c2c_escrow_return', kind: 'hold' },
    /** The escrow to the buyer: coins bought for fiat paid off the platform. */
    { code: 'c2c_release', kind: 'capital' },
  ],
  opsCommands: c2cCommands,
  setup({ db, clock, config, log, use }) {
    const c2c = createC2cService({ db, clock, days: platformDays(config.timeZone), uploads: use('uploads') });
    const timeout = dueItemsJob(db, {
      name: 'c2c-pay-timeout',
      table: c2cOrders,
      columns: { id: c2cOrders.id, dueAt: c2cOrders.cancelAt, status: c2cOrders.stage },
      waiting: 'paying',
      everyMs: STEP_EVERY_MS,
      settle: (tx, row) => c2c.timeoutDue(tx, row.id),
      onItemError: (err, row) => log.error({ err, id: row.id }, 'c2c: a pay timeout failed'),
    });
    return {
      services: { c2c },
      routes: c2cRoutes({ c2c }),
      plugins: [async (api) => c2cImageRoute(api, { c2c })],
      // A local demo's merchants act by themselves, so a newcomer can try a whole order.
      jobs: config.localDemo ? [timeout, demoMerchantJob(db, clock, c2c, log)] : [timeout],
    };
  },
};
