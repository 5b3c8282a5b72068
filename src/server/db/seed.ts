import type { Db } from './client';
import { coinNetworks, coins, pairs } from './schema';

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

/** What a feature seeds on top of the coins and pairs (its products on each pair, its listings). */
export type FeatureSeed = { readonly seed?: (tx: Db) => Promise<void> };

/**
 * Idempotent: safe to run on every start; it only fills what is missing. The coins and pairs
 * first, then each feature's own data (`seed` in its manifest), all in one transaction.
 */
export async function seed(db: Db, features: readonly FeatureSeed[]): Promise<void> {
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
    }
    for (const feature of features) await feature.seed?.(tx);
  });
}

/** The pairs a feature seeds its products on: id, base coin, starting price and places. */
export async function seededPairs(tx: Db) {
  const rows = await tx
    .select({
      id: pairs.id,
      symbol: pairs.symbol,
      simPrice: pairs.simPrice,
      priceDecimals: pairs.priceDecimals,
    })
    .from(pairs)
    .orderBy(pairs.sort);
  return rows.map((row) => ({ ...row, base: row.symbol.split('/')[0]! }));
}
