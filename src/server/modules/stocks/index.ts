import type { ServerModule } from '../module';
import { stockRoutes } from './routes';
import { seedStocks } from './seed';

export { loadStockListings, type StockListing } from './listings';
export { createStockMarket, stockFeedFromConfig } from './stockMarket';

/** US stock quotes (quotes only: never traded), from their own recorded feed. */
export const stocksModule: ServerModule = {
  name: 'stocks',
  seed: seedStocks,
  setup: ({ markets }) => ({ routes: stockRoutes({ stocks: markets.stocks, listings: markets.listings }) }),
};
