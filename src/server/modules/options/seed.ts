import { Big } from '../../../core/money';
import type { Db } from '../../db/client';
import { optionProducts } from '../../db/schema';
import { seededPairs } from '../../db/seed';

/**
 * Delivery options offered on every pair: [seconds, payout ratio]. Stakes of 10–50,000 USDT; a
 * fee of 2 % of the winnings; "flat" is within 0.01 % of the starting price (rounded to the pair's
 * price places), a band a 30 s move leaves about half the time.
 */
const OPTION_PERIODS: readonly [number, string][] = [
  [30, '0.8'],
  [60, '0.85'],
  [120, '0.88'],
  [300, '0.9'],
];
const OPTION_LIMITS = { minAmount: '10', maxAmount: '50000', feeRate: '0.02' };
const OPTION_FLAT_BAND = '0.0001';

/** The periods on every pair, once (the options manifest's seed). */
export async function seedOptionProducts(tx: Db): Promise<void> {
  for (const pair of await seededPairs(tx)) {
    // A new coin's pair (no seed price) is spot only: options need a market with a history.
    if (pair.simPrice === null) continue;
    const flatBand = new Big(pair.simPrice)
      .times(OPTION_FLAT_BAND)
      .round(pair.priceDecimals, Big.roundUp)
      .toFixed();
    for (const [seconds, payoutRatio] of OPTION_PERIODS) {
      await tx
        .insert(optionProducts)
        .values({ pairId: pair.id, seconds, payoutRatio, flatBand, ...OPTION_LIMITS })
        .onConflictDoNothing();
    }
  }
}
