import { STOCKS } from '../../../core/market/channels';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createSimulatedFeed } from '../../market/feed/simulated';
import { createMassiveFeed, type FeedLog } from '../../market/feed/stockProvider';
import type { MarketFeed } from '../../market/feed/types';
import { createMarket, type MarketDeps } from '../../market/market';
import { lastClose, lastRecordedPrice, resumedInstrument } from '../../market/store';
import { stockInstrument, type StockListing } from './listings';
import { withUsMarketHours } from './marketHoursFeed';

/** Typical dollar turnover of a large US stock per minute, to size simulated volumes. */
const SIMULATED_TURNOVER_PER_MINUTE = 20_000_000;

/** The feed STOCK_FEED names: the simulated walk (held still outside market hours), or Massive. */
export async function stockFeedFromConfig(
  db: Db,
  listings: readonly StockListing[],
  config: Config['stockFeed'],
  log: FeedLog,
): Promise<MarketFeed> {
  if (config.provider === 'massive') {
    const massive = createMassiveFeed({
      apiKey: config.key ?? '',
      restUrl: config.restUrl,
      wsUrl: config.wsUrl,
      log,
    });
    return withTolerantHistory(massive, log);
  }
  const instruments = await Promise.all(
    listings.map((l) => resumedInstrument(db, { ...l, feedSymbol: l.symbol }, SIMULATED_TURNOVER_PER_MINUTE)),
  );
  // A different seed from the spot pairs', so stocks do not walk in step with coins.
  const simulated = createSimulatedFeed({
    instruments,
    seed: 5,
    resumeAt: (symbol) => lastRecordedPrice(db, symbol),
  });
  if (config.simulatedHours === 'always') return simulated;
  return withUsMarketHours(simulated, { heldPrice: (symbol) => lastClose(db, symbol) });
}

/**
 * A provider's refused or rate-limited history call must not stop the server from starting
 * (the market back-fills every period at start): it is logged and the chart starts empty.
 */
function withTolerantHistory(feed: MarketFeed, log: FeedLog): MarketFeed {
  return {
    source: feed.source,
    start: (symbols, sink) => feed.start(symbols, sink),
    stop: () => feed.stop(),
    async history(symbol, period, from, to, limit) {
      try {
        return await feed.history(symbol, period, from, to, limit);
      } catch (err) {
        log.warn(
          { symbol, period, err: err instanceof Error ? err.message : String(err) },
          'stock feed: no history for this period',
        );
        return [];
      }
    },
  };
}

/** US stocks priced by the same market machinery as the spot pairs, on the `stocks` channel. */
export function createStockMarket({ listings, ...deps }: MarketDeps & { listings: readonly StockListing[] }) {
  return createMarket({
    ...deps,
    name: 'stocks',
    tickerChannel: STOCKS,
    day: 'usSession',
    instruments: listings.map(stockInstrument),
  });
}
export type StockMarket = ReturnType<typeof createStockMarket>;
