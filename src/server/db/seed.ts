import type { Db } from './client';
import { Big } from '../../core/money';
import { coinNetworks, coins, optionProducts, pairs, contractPairs, stocks } from './schema';

/** Spec §3: base coins with their spec ids, and the networks each can move on. */
// Limits per network: [deposit minimum, withdrawal minimum, withdrawal fee], in the coin.
type Limits = readonly [string, string, string];
export const BASE_COINS: readonly {
  id: number;
  symbol: string;
  name: string;
  decimals: number;
  networks: readonly (readonly [string, Limits])[];
}[] = [
  { id: 1, symbol: 'BTC', name: 'Bitcoin', decimals: 8, networks: [['OMNI', ['0.0005', '0.001', '0.0002']]] },
  { id: 2, symbol: 'ETH', name: 'Ethereum', decimals: 8, networks: [['ERC20', ['0.005', '0.01', '0.002']]] },
  {
    id: 3,
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
    networks: [
      ['TRC20', ['10', '10', '1']],
      ['ERC20', ['10', '20', '5']],
      ['OMNI', ['10', '50', '10']],
    ],
  },
  {
    id: 4,
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    networks: [
      ['ERC20', ['10', '20', '5']],
      ['TRC20', ['10', '10', '1']],
    ],
  },
  { id: 5, symbol: 'DOGE', name: 'Dogecoin', decimals: 8, networks: [] },
  { id: 6, symbol: 'SOL', name: 'Solana', decimals: 8, networks: [] },
  { id: 7, symbol: 'BNB', name: 'BNB', decimals: 8, networks: [] },
  { id: 8, symbol: 'XRP', name: 'XRP', decimals: 8, networks: [] },
  { id: 9, symbol: 'TRX', name: 'TRON', decimals: 8, networks: [] },
  { id: 10, symbol: 'LTC', name: 'Litecoin', decimals: 8, networks: [] },
];

/**
 * Spot pairs against USDT (coin 3): [id, base coin id, symbol, price decimals, quantity decimals,
 * minimum quantity, simulated starting price, recommended on home, per-second volatility].
 */
const PAIRS: readonly [number, number, string, number, number, string, string, number, string][] = [
  [1, 1, 'BTC', 2, 5, '0.00001', '96000', 1, '0.00015'],
  [2, 2, 'ETH', 2, 4, '0.0001', '3400', 1, '0.0002'],
  [3, 6, 'SOL', 2, 3, '0.001', '190', 1, '0.00025'],
  [4, 7, 'BNB', 2, 3, '0.001', '680', 0, '0.0002'],
  [5, 8, 'XRP', 4, 1, '0.1', '2.3', 0, '0.00025'],
  [6, 5, 'DOGE', 5, 0, '1', '0.32', 1, '0.0003'],
  [7, 9, 'TRX', 5, 0, '1', '0.25', 0, '0.0002'],
  [8, 10, 'LTC', 2, 3, '0.001', '105', 0, '0.00025'],
];

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

/** US stocks for the quotes screen: [symbol, name, exchange, simulated starting price]. */
const STOCKS: readonly [string, string, string, string][] = [
  ['AAPL', 'Apple Inc.', 'NASDAQ', '230'],
  ['MSFT', 'Microsoft Corporation', 'NASDAQ', '420'],
  ['NVDA', 'NVIDIA Corporation', 'NASDAQ', '140'],
  ['TSLA', 'Tesla, Inc.', 'NASDAQ', '250'],
  ['AMZN', 'Amazon.com, Inc.', 'NASDAQ', '200'],
  ['GOOGL', 'Alphabet Inc.', 'NASDAQ', '175'],
  ['META', 'Meta Platforms, Inc.', 'NASDAQ', '580'],
  ['JPM', 'JPMorgan Chase & Co.', 'NYSE', '240'],
];

/** Idempotent: safe to run on every start; it only fills what is missing. */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [sort, c] of BASE_COINS.entries()) {
      await tx
        .insert(coins)
        .values({ id: c.id, symbol: c.symbol, name: c.name, decimals: c.decimals, sort })
        .onConflictDoNothing();
      for (const [nSort, [network, [depositMin, withdrawMin, withdrawFee]]] of c.networks.entries()) {
        await tx
          .insert(coinNetworks)
          .values({ coinId: c.id, network, sort: nSort, depositMin, withdrawMin, withdrawFee })
          .onConflictDoNothing();
      }
    }
    for (const [
      sort,
      [id, baseCoinId, base, priceDecimals, qtyDecimals, minQty, simPrice, recommended, simVolatility],
    ] of PAIRS.entries()) {
      await tx
        .insert(pairs)
        .values({
          id,
          symbol: `${base}/USDT`,
          baseCoinId,
          quoteCoinId: 3,
          priceDecimals,
          qtyDecimals,
          minQty,
          feedSymbol: `${base}USDT`,
          simPrice,
          simVolatility,
          recommended,
          sort,
        })
        .onConflictDoNothing();
      const flatBand = new Big(simPrice).times(OPTION_FLAT_BAND).round(priceDecimals, Big.roundUp).toFixed();
      const [contractValue, leverages] = CONTRACT_TERMS[base]!;
      await tx
        .insert(contractPairs)
        .values({
          pairId: id,
          contractValue,
          leverages,
          feeRate: CONTRACT_FEE_RATE,
          tiers: base === 'BTC' || base === 'ETH' ? MAJOR_TIERS : MINOR_TIERS,
        })
        .onConflictDoNothing();
      for (const [seconds, payoutRatio] of OPTION_PERIODS) {
        await tx
          .insert(optionProducts)
          .values({ pairId: id, seconds, payoutRatio, flatBand, ...OPTION_LIMITS })
          .onConflictDoNothing();
      }
    }
    for (const [sort, [symbol, name, exchange, simPrice]] of STOCKS.entries()) {
      await tx
        .insert(stocks)
        .values({ symbol, name, exchange, simPrice, simVolatility: '0.0001', sort })
        .onConflictDoNothing();
    }
  });
}
