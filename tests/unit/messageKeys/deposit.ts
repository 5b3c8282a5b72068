import { TRON_NETWORKS } from '../../../src/core/schemas/deposit';

/** The cases of the deposit template keys (messageKeys.test.ts reads every file here). */
export const templateCases: Record<string, readonly (readonly string[])[]> = {
  // The TRON network TronLink is on, and the one the deposit address is on.
  'deposit.page.tron_network.{}': TRON_NETWORKS.map((network) => [network]),
};
