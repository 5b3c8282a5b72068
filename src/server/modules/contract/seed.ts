import type { Db } from '../../db/client';
import { contractPairs } from '../../db/schema';
import { seededPairs } from '../../db/seed';

/**
 * Perpetual contracts on every pair: contract value per lot and the leverages offered. Taker fee
 * 0.05 %. Maintenance tiers (continuous: each cum = the previous + bound × the rate's step): the
 * majors start at MMR 0.4 %, the rest at 0.5 %, rising with the notional.
 */
const CONTRACT_TERMS: Record<string, [contractValue: string, leverages: number[]]> = {
  BTC: ['0.01', [1, 2, 3, 5, 10, 20, 50, 100]],
  ETH: ['0.1', [1, 2, 3, 5, 10, 20, 50, 100]],
  SOL: ['1', [1, 2, 3, 5, 10, 20, 50]],
  BNB: ['0.1', [1, 2, 3, 5, 10, 20, 50]],
  XRP: ['100', [1, 2, 3, 5, 10, 20]],
  DOGE: ['1000', [1, 2, 3, 5, 10, 20]],
  TRX: ['1000', [1, 2, 3, 5, 10, 20]],
  LTC: ['1', [1, 2, 3, 5, 10, 20]],
};
const CONTRACT_FEE_RATE = '0.0005';
const MAJOR_TIERS = [
  { max_notional: '50000', mmr: '0.004', cum: '0' },
  { max_notional: '250000', mmr: '0.005', cum: '50' },
  { max_notional: '1000000', mmr: '0.01', cum: '1300' },
  { max_notional: '1000000000000000000', mmr: '0.025', cum: '16300' },
];
const MINOR_TIERS = [
  { max_notional: '10000', mmr: '0.005', cum: '0' },
  { max_notional: '100000', mmr: '0.01', cum: '50' },
  { max_notional: '1000000000000000000', mmr: '0.025', cum: '1550' },
];

/** The contract terms of every pair that has them, once (the contract manifest's seed). */
export async function seedContractPairs(tx: Db): Promise<void> {
  for (const pair of await seededPairs(tx)) {
    const terms = CONTRACT_TERMS[pair.base];
    if (!terms) continue;
    const [contractValue, leverages] = terms;
    await tx
      .insert(contractPairs)
      .values({
        pairId: pair.id,
        contractValue,
        leverages,
        feeRate: CONTRACT_FEE_RATE,
        tiers: pair.base === 'BTC' || pair.base === 'ETH' ? MAJOR_TIERS : MINOR_TIERS,
      })
      .onConflictDoNothing();
  }
}
