import type { ServerModule } from '../module';
import { createNotifier } from '../users';
import { createAddressBook } from './addressBook';
import { withdrawalCommands } from './ops';
import { withdrawalRoutes } from './routes';
import { createWithdrawalService } from './service';

declare module '../../events/events' {
  interface AppEvents {
    /** An operator decided a withdrawal: paid out, or refused with the reason the user reads. */
    'withdrawal.decided': {
      userId: number;
      withdrawalId: number;
      status: 'approved' | 'rejected';
      amount: string;
      coin: string;
      reason: string;
    };
  }
}

/** Withdrawals to a chain address or the bank card, the address book, and operator payouts. */
export const withdrawalsModule: ServerModule = {
  name: 'withdrawals',
  after: ['codes'],
  platformBooks: ['platform:withdrawal', 'platform:fee'],
  ledgerReasons: [
    { code: 'withdrawal_freeze', kind: 'hold' },
    { code: 'withdrawal_paid', kind: 'capital' },
    { code: 'withdrawal_released', kind: 'hold' },
  ],
  opsCommands: withdrawalCommands,
  setup({ db, clock, config, use, sender, t, log }) {
    const codes = use('codes');
    const withdrawals = createWithdrawalService({ db, clock, config, codes });
    const addressBook = createAddressBook({ db, clock, codes, notifier: createNotifier({ sender, t, log }) });
    return { routes: withdrawalRoutes({ db, withdrawals, addressBook }) };
  },
};
