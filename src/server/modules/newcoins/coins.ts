import { and, eq, ne, sql } from 'drizzle-orm';
import { Big } from '../../../core/money';
import type { Db } from '../../db/client';
import { coinListings, coins, pairs } from '../../db/schema';
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

/**
 * A sale names when the coin launches: its pair is listed then (the earliest launch of its sales).
 * Nothing changes once listed.
 */
export async function scheduleListing(tx: Db, coinId: number, at: Date): Promise<void> {
  await tx
    .update(coinListings)
    .set({
      stage: 'scheduled',
      listAt: sql`least(coalesce(${coinListings.listAt}, ${at}), ${at})`,
    })
    .where(and(eq(coinListings.coinId, coinId), ne(coinListings.stage, 'listed')));
}

/** The quote every new coin's pair trades against, as its feed symbol (`NOVAUSDT`) says. */
const LISTING_QUOTE = 'USDT';
/** Prices of a new pair to 6 places: room for a coin worth cents. */
const LISTING_PRICE_DECIMALS = 6;
const LISTING_QTY_DECIMALS_MAX = 4;

/**
 * The launch: the coin's spot pair added (trading from the feed's first tick for its feed
 * symbol; every node's market picks it up within seconds), and the listing marked listed.
 */
export async function listCoin(tx: Db, coinId: number, now: Date): Promise<void> {
  const [coin] = await tx.select().from(coins).where(eq(coins.id, coinId));
  const [quote] = await tx.select().from(coins).where(eq(coins.symbol, LISTING_QUOTE));
  const [listing] = await tx.select().from(coinListings).where(eq(coinListings.coinId, coinId));
  if (!coin || !quote || !listing) throw new Error(`coin ${coinId} cannot be listed`);
  const qtyDecimals = Math.min(coin.decimals, LISTING_QTY_DECIMALS_MAX);
  const [next] = await tx.select({ id: sql<number>`coalesce(max(${pairs.id}), 0) + 1` }).from(pairs);
  const id = Number(next!.id);
  await tx
    .insert(pairs)
    .values({
      id,
      symbol: `${coin.symbol}/${quote.symbol}`,
      baseCoinId: coin.id,
      quoteCoinId: quote.id,
      priceDecimals: LISTING_PRICE_DECIMALS,
      qtyDecimals,
      minQty: new Big(1).div(new Big(10).pow(qtyDecimals)).toFixed(),
      feedSymbol: listing.feedSymbol,
      sort: 100 + id,
    })
    .onConflictDoNothing();
  await tx
    .update(coinListings)
    .set({ stage: 'listed', listedAt: now })
    .where(eq(coinListings.coinId, coinId));
}
