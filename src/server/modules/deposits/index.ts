import { createChainReaders } from '../../chain';
import type { ServerModule } from '../module';
import { depositCommands } from './ops';
import { depositRecheckJob } from './recheckJob';
import { depositRoutes } from './routes';
import { createDepositService, type DepositService } from './service';

export type { DepositService } from './service';

declare module '../module' {
  interface Services {
    deposits: DepositService;
  }
}

/** Deposits: chain transfers proven by hash and verified on chain, bank and quick deposits reviewed by operators. */
export const depositsModule: ServerModule = {
  name: 'deposits',
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
