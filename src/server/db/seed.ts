import type { Db } from './client';
import { coinNetworks, coins } from './schema';

/** Spec §3: base coins with their spec ids, and the networks each can move on. */
// Limits per network: [deposit minimum, withdrawal minimum, withdrawal fee], in the coin.
type Limits = readonly [string, string, string];
const BASE_COINS: readonly {
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
  });
}
