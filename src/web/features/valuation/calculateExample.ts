import { Big, plainDecimal, sum } from '../../../core/money';
import { isRealAccount, type UserAccount } from '../../../core/schemas/funds';
import { isDollarStablecoin, usdtPriceOf, valuationPair } from '../../../core/valuation';

/** One coin in one account, as `wallet/list` holds it: available and frozen. */
export type Holding = { account: UserAccount; symbol: string; available: string; frozen: string };

export type ValuedHolding = Holding & {
  /** Available plus frozen: what counts. */
  total: string;
  /** The USDT price used ("1" for a dollar stablecoin), or null when the pair has none yet. */
  price: string | null;
  stablecoin: boolean;
  /** Total × price, exact; null without a price. */
  value: string | null;
  /** Whether the total counts it: a real account (not demo) and a price. */
  counted: boolean;
};

/** The example's holdings: one of each case the page explains (frozen, stablecoin, demo). */
export const EXAMPLE_HOLDINGS: readonly Holding[] = [
  // 0.005 BTC frozen by an open sell order
  { account: 'spot', symbol: 'BTC', available: '0.015', frozen: '0.005' },
  { account: 'spot', symbol: 'USDC', available: '120', frozen: '0' },
  // 200 USDT frozen as a position's margin
  { account: 'contract', symbol: 'USDT', available: '50', frozen: '200' },
  // a locked-fund product's principal, frozen for its term
  { account: 'trust', symbol: 'ETH', available: '0', frozen: '0.5' },
  { account: 'demo', symbol: 'USDT', available: '10000', frozen: '0' },
];

/**
 * Values holdings as the assets total does (server funds service, core/valuation.ts): each total
 * (available + frozen) at its USDT pair's latest price (`latest`), stablecoins at 1; the total
 * adds the exact values of real accounts; a coin without a price counts nothing and makes the
 * total partial.
 */
export function calculateExample(
  holdings: readonly Holding[],
  latest: (pair: string) => string | null,
): { lines: ValuedHolding[]; total: string; partial: boolean } {
  const lines = holdings.map((holding): ValuedHolding => {
    const total = new Big(holding.available).plus(holding.frozen);
    const price = usdtPriceOf(holding.symbol, latest);
    return {
      ...holding,
      total: plainDecimal(total),
      price: price ? plainDecimal(price) : null,
      stablecoin: isDollarStablecoin(holding.symbol),
      value: price ? plainDecimal(total.times(price)) : null,
      counted: price !== null && isRealAccount(holding.account),
    };
  });
  const counted = lines.filter((line) => line.counted);
  return {
    lines,
    total: plainDecimal(sum(counted.map((line) => line.value!))),
    partial: lines.some(
      (line) => isRealAccount(line.account) && line.price === null && new Big(line.total).gt(0),
    ),
  };
}

/** The pairs the example reads prices of. */
export const examplePairs = (holdings: readonly Holding[]): string[] => [
  ...new Set(holdings.filter((h) => !isDollarStablecoin(h.symbol)).map((h) => valuationPair(h.symbol))),
];
