import type { ServerModule } from '../module';
import { operatorCommands } from './ops';

export { logOperatorAction } from './log';

/** Operators' balance work (manual credits and debits through the ledger) and their action log. */
export const operatorsModule: ServerModule = {
  name: 'operators',
  platformBooks: ['platform:adjustment'],
  ledgerReasons: [
    { code: 'operator_credit', kind: 'capital' },
    { code: 'operator_debit', kind: 'capital' },
  ],
  opsCommands: operatorCommands,
  setup: () => ({}),
};
