import { dueItemsJob } from '../../engine/dueItems';
import { financeOrders } from '../../db/schema';
import { platformDays } from '../../lib/platformDays';
import type { ServerModule } from '../module';
import { financeCommands } from './ops';
import { FINANCE_BOOK } from './postings';
import { financeRoutes } from './routes';
import { seedFinanceProducts } from './seed';
import { createFinanceService, type FinanceService } from './service';

declare module '../../events/events' {
  interface AppEvents {
    /** An order reached its completion day: the last interest paid, the principal released. */
    'finance.completed': {
      userId: number;
      orderId: number;
      coinId: number;
      amount: string;
      interest: string;
    };
  }
}

declare module '../module' {
  interface Services {
    finance: FinanceService;
  }
}

/** How often due interest is looked for: a day's interest lands within seconds of midnight. */
const PAYOUT_EVERY_MS = 1_000;

/** Locked funds (trust / hosting): a principal held for a term, a daily interest, early redemption. */
export const financeModule: ServerModule = {
  name: 'finance',
  seed: seedFinanceProducts,
  platformBooks: [FINANCE_BOOK],
  ledgerReasons: [
    /** The principal, from spot available into trust frozen for the term. */
    { code: 'finance_subscribe', kind: 'capital' },
    /** A day's interest into trust available. */
    { code: 'finance_interest', kind: 'profit' },
    /** Maturity: the principal from trust frozen to trust available. */
    { code: 'finance_release', kind: 'hold' },
    /** Early redemption: the refund to trust available, the penalty to the finance book. */
    { code: 'finance_redeem', kind: 'profit' },
  ],
  opsCommands: financeCommands,
  setup({ db, clock, config, t, log }) {
    const finance = createFinanceService({ db, clock, days: platformDays(config.timeZone), t });
    const payouts = dueItemsJob(db, {
      name: 'finance-interest',
      table: financeOrders,
      columns: { id: financeOrders.id, dueAt: financeOrders.nextPayoutAt, status: financeOrders.status },
      waiting: 'hosting',
      everyMs: PAYOUT_EVERY_MS,
      settle: (tx, row, ctx) => finance.payDue(tx, row, ctx.now),
      onItemError: (err, row) =>
        log.error({ err, financeOrderId: row.id }, 'paying locked-fund interest failed'),
    });
    return { services: { finance }, routes: financeRoutes({ finance }), jobs: [payouts] };
  },
};
