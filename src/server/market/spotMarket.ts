import { asc, eq, inArray } from 'drizzle-orm';
import { plainDecimal } from '../../core/money';
import { TICKERS } from '../../core/market/channels';
import type { Db } from '../db/client';
import { coinListings, coins, pairs } from '../db/schema';
import { createSimulatedFeed } from './feed/simulated';
import { createMarket, type MarketDeps } from './market';
import { lastRecordedPrice, resumedInstrument } from './store';

/** A spot pair as the market, the quotation calls and the spot engine see it. */
export type Pair = {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  baseCoinId: number;
  quoteCoinId: number;
  priceDecimals: number;
  qtyDecimals: number;
  minQty: string;
  feeRate: string;
  feedSymbol: string;
  recommended: boolean;
  /** A new coin's pair: listed in quotations from the feed's first tick for it ("awaiting listing" before). */
  newListing: boolean;
};

export async function loadPairs(db: Db): Promise<Pair[]> {
  const rows = await db
    .select()
    .from(pairs)
    .where(eq(pairs.enabled, 1))
    .orderBy(asc(pairs.sort), asc(pairs.id));
  const coinRows = await db.select({ id: coins.id, symbol: coins.symbol }).from(coins);
  const coinSymbol = new Map(coinRows.map((c) => [c.id, c.symbol]));
  const listed = new Set(
    (await db.select({ coinId: coinListings.coinId }).from(coinListings)).map((l) => l.coinId),
  );
  return rows.map((r) => ({
    id: r.id,
    symbol: r.symbol,
    base: coinSymbol.get(r.baseCoinId) ?? '',
    quote: coinSymbol.get(r.quoteCoinId) ?? '',
    baseCoinId: r.baseCoinId,
    quoteCoinId: r.quoteCoinId,
    priceDecimals: r.priceDecimals,
    qtyDecimals: r.qtyDecimals,
    minQty: plainDecimal(r.minQty),
    feeRate: plainDecimal(r.feeRate),
    feedSymbol: r.feedSymbol,
    recommended: r.recommended === 1,
    newListing: listed.has(r.baseCoinId),
  }));
}

/** Typical turnover per minute in USDT, so simulated volumes rank the pairs as real ones do. */
const SIMULATED_TURNOVER: Record<string, number> = {
  BTCUSDT: 1_500_000,
  ETHUSDT: 700_000,
  SOLUSDT: 250_000,
  XRPUSDT: 200_000,
  DOGEUSDT: 150_000,
  BNBUSDT: 120_000,
  TRXUSDT: 50_000,
  LTCUSDT: 40_000,
};

/**
 * The simulated feed for the spot pairs, resuming each walk at the last recorded close so a
 * restart does not jump back to the seed's starting price.
 */
export async function simulatedSpotFeed(db: Db) {
  const rows = await db.select().from(pairs).where(eq(pairs.enabled, 1));
  const instruments = await Promise.all(
    rows.map((r) => resumedInstrument(db, r, SIMULATED_TURNOVER[r.feedSymbol])),
  );
  const symbolOf = new Map(rows.map((r) => [r.feedSymbol, r.symbol]));
  const feed = createSimulatedFeed({
    instruments,
    resumeAt: async (feedSymbol) => {
      const symbol = symbolOf.get(feedSymbol);
      return symbol ? lastRecordedPrice(db, symbol) : null;
    },
  });
  return {
    feed,
    /** A pair listed while running: its walk starts where the feed invents it (or resumes). */
    async add(pairIds: readonly number[]) {
      const rows = await db
        .select()
        .from(pairs)
        .where(inArray(pairs.id, [...pairIds]));
      for (const row of rows) {
        symbolOf.set(row.feedSymbol, row.symbol);
        feed.add(await resumedInstrument(db, row, undefined));
      }
    },
  };
}

export const instrumentOf = (p: Pair) => ({
  symbol: p.symbol,
  feedSymbol: p.feedSymbol,
  priceDecimals: p.priceDecimals,
});

export function createSpotMarket({ pairs, ...deps }: MarketDeps & { pairs: Pair[] }) {
  return createMarket({
    ...deps,
    name: 'spot',
    tickerChannel: TICKERS,
    instruments: pairs.map(instrumentOf),
  });
}
export type SpotMarket = ReturnType<typeof createSpotMarket>;
