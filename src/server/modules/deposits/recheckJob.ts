import type { PeriodicJob } from '../../engine/types';
import type { DepositService } from './service';

/** Confirming chain deposits are read again every 15 s until final (AppDeps.depositRecheckMs). */
export const DEPOSIT_RECHECK_MS = 15_000;

/**
 * The deposit recheck as an engine job. Each credit locks its deposit and checks it is still
 * confirming (`settle` in the service), so a recheck racing another node's credits once.
 */
export function depositRecheckJob(deposits: DepositService, everyMs = DEPOSIT_RECHECK_MS): PeriodicJob {
  return {
    name: 'deposit-recheck',
    on: 'interval',
    everyMs,
    async run() {
      await deposits.recheckConfirming();
    },
  };
}
