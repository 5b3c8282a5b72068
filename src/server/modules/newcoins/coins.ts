import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coinListings, coins } from '../../db/schema';
import type { TextsByLanguage } from '../../db/schema/notices';

/** A new coin as an operator defines it: what it is and the feed symbol it will trade under. */
export type NewCoin = {
  symbol: string;
  name: string;
  decimals: number;
  feedSymbol: string;
  descriptions: TextsByLanguage;
};

/**
 * Adds the coin (the next free id) and its listing. No price anywhere: the coin trades once the
 * market feed has ticks for `feedSymbol`. Answers the coin's id.
 */
export async function defineCoin(tx: Db, coin: NewCoin): Promise<number> {
  const [next] = await tx.select({ id: sql<number>`coalesce(max(${coins.id}), 0) + 1` }).from(coins);
  const id = Number(next!.id);
  await tx
    .insert(coins)
    .values({ id, symbol: coin.symbol, name: coin.name, decimals: coin.decimals, sort: 100 + id });
  await tx
    .insert(coinListings)
    .values({ coinId: id, feedSymbol: coin.feedSymbol, descriptions: coin.descriptions });
  return id;
}
