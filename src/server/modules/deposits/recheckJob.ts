import type { PeriodicJob } from '../../engine/types';
import type { DepositService } from './service';

/**
 * The deposit recheck as an engine job, every `DEPOSIT_RECHECK_MS` (15 s) until final. Each
 * credit locks its deposit and checks it is still confirming (`settle` in the service), so a
 * recheck racing another node's credits once.
 */
export function depositRecheckJob(deposits: DepositService, everyMs: number): PeriodicJob {
  return {
    name: 'deposit-recheck',
    on: 'interval',
    everyMs,
    async run() {
      await deposits.recheckConfirming();
    },
  };
}
