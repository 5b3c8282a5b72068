import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stocks } from '../../db/schema';
import type { Instrument } from '../../market/types';

/** A US stock as the stocks table lists it, with what the simulated walk starts from. */
export type StockListing = {
  symbol: string;
  name: string;
  exchange: string;
  priceDecimals: number;
  simPrice: string;
  simVolatility: string;
};

export async function loadStockListings(db: Db): Promise<StockListing[]> {
  const rows = await db.select().from(stocks).orderBy(asc(stocks.sort), asc(stocks.symbol));
  return rows.map((r) => ({
    symbol: r.symbol,
    name: r.name,
    exchange: r.exchange,
    priceDecimals: r.priceDecimals,
    simPrice: r.simPrice,
    simVolatility: r.simVolatility,
  }));
}

/** A stock is priced under its ticker everywhere: on the wire, in the database and at the provider. */
export const stockInstrument = (listing: StockListing): Instrument => ({
  symbol: listing.symbol,
  feedSymbol: listing.symbol,
  priceDecimals: listing.priceDecimals,
});
