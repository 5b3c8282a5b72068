import type { Db } from '../../db/client';
import { stocks } from '../../db/schema';

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

/** The listed stocks, once (the stocks manifest's seed). */
export async function seedStocks(tx: Db): Promise<void> {
  for (const [sort, [symbol, name, exchange, simPrice]] of STOCKS.entries()) {
    await tx
      .insert(stocks)
      .values({ symbol, name, exchange, simPrice, simVolatility: '0.0001', sort })
      .onConflictDoNothing();
  }
}
