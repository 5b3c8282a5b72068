import type { Db } from './client';
import { coinNetworks, coins } from './schema';

/** Spec §3: base coins with their spec ids, and the networks each can move on. */
const BASE_COINS = [
  { id: 1, symbol: 'BTC', name: 'Bitcoin', decimals: 8, networks: ['OMNI'] },
  { id: 2, symbol: 'ETH', name: 'Ethereum', decimals: 8, networks: ['ERC20'] },
  { id: 3, symbol: 'USDT', name: 'Tether USD', decimals: 6, networks: ['TRC20', 'ERC20', 'OMNI'] },
  { id: 4, symbol: 'USDC', name: 'USD Coin', decimals: 6, networks: ['ERC20', 'TRC20'] },
  { id: 5, symbol: 'DOGE', name: 'Dogecoin', decimals: 8, networks: [] },
] as const;

/** Idempotent: safe to run on every start; it only fills what is missing. */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [sort, c] of BASE_COINS.entries()) {
      await tx
        .insert(coins)
        .values({ id: c.id, symbol: c.symbol, name: c.name, decimals: c.decimals, sort })
        .onConflictDoNothing();
      for (const [nSort, network] of c.networks.entries()) {
        await tx.insert(coinNetworks).values({ coinId: c.id, network, sort: nSort }).onConflictDoNothing();
      }
    }
  });
}
