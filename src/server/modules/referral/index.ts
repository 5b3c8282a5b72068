import { referralRebates } from '../../db/schema';
import { dueItemsJob } from '../../engine/dueItems';
import type { ServerModule } from '../module';
import { bindOnce } from './repo';
import { referralCommands } from './ops';
import { posterRoute, referralRoutes } from './routes';
import { FEE_BOOK, createReferralService, payLine, writeRebateLines, type ReferralService } from './service';

declare module '../module' {
  interface Services {
    referral: ReferralService;
  }
}

/** How often due rebate lines are looked for: an hour's lines are paid within seconds of it. */
const PAYOUT_EVERY_MS = 5_000;

/**
 * Referral: bindings made at sign-up, one rebate line per trading fee an invited user pays
 * (heard in the fee's transaction), paid hourly from the platform's fee book.
 */
export const referralModule: ServerModule = {
  name: 'referral',
  after: ['users'],
  platformBooks: [FEE_BOOK],
  ledgerReasons: [
    /** An inviter's share of an invited user's trading fee, from the fee book to spot. */
    { code: 'referral_rebate', kind: 'profit' },
    /** The part of their own fee an invited user gets back, from the fee book to spot. */
    { code: 'referral_kickback', kind: 'profit' },
  ],
  hears: {
    'user.created': (tx, { userId }) => bindOnce(tx, userId),
    'trade.fee_charged': writeRebateLines,
  },
  opsCommands: referralCommands,
  setup({ db, clock, config, t, log }) {
    const referral = createReferralService({ db, clock, t, publicOrigin: config.publicOrigin });
    const payouts = dueItemsJob(db, {
      name: 'referral-payout',
      table: referralRebates,
      columns: { id: referralRebates.id, dueAt: referralRebates.payoutAt, status: referralRebates.status },
      waiting: 'pending',
      everyMs: PAYOUT_EVERY_MS,
      settle: (tx, line, ctx) => payLine(tx, line, ctx.now),
      onItemError: (err, line) => log.error({ err, rebateId: line.id }, 'paying a referral rebate failed'),
    });
    return {
      services: { referral },
      routes: referralRoutes({ referral }),
      plugins: [async (api) => posterRoute(api, { referral })],
      jobs: [payouts],
    };
  },
};
