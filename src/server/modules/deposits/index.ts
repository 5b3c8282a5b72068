import { createChainReaders } from '../../chain';
import type { ServerModule } from '../module';
import { depositCommands } from './ops';
import { depositRecheckJob } from './recheckJob';
import { depositRoutes } from './routes';
import { createDepositService, type DepositService } from './service';

declare module '../../events/events' {
  interface AppEvents {
    /** An operator credited a deposit, or refused it with the reason the user reads. */
    'deposit.decided': {
      userId: number;
      depositId: number;
      status: 'credited' | 'rejected';
      amount: string | null;
      coinId: number;
      /** The operator's reason for a rejection; none for a credit. */
      reason: string | null;
    };
  }
}

export type { DepositService } from './service';

declare module '../module' {
  interface Services {
    deposits: DepositService;
  }
}

/** Deposits: chain transfers proven by hash and verified on chain, bank and quick deposits reviewed by operators. */
export const depositsModule: ServerModule = {
  name: 'deposits',
  platformBooks: ['platform:deposit'],
  ledgerReasons: [{ code: 'deposit', kind: 'capital' }],
  opsCommands: depositCommands,
  setup({ db, config, clock, t }) {
    const deposits = createDepositService({ db, config, clock, readers: createChainReaders(config) });
    return {
      services: { deposits },
      routes: depositRoutes({ deposits, t }),
      // Chain deposits are read again until final, where a chain reader is configured.
      jobs: deposits.hasReaders ? [depositRecheckJob(deposits, config.depositRecheckMs)] : [],
    };
  },
};
