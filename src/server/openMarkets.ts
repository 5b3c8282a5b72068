import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { MarketFeed } from './market/feed/types';
import { createBinanceFeed } from './market/feed/binance';
import { soleLeader, type Leader } from './market/leader';
import type { MarketBus } from './market/bus';
import { openMarketLink } from './market/openBus';
import { createSpotMarket, instrumentOf, loadPairs, simulatedSpotFeed } from './market/spotMarket';

/** How often each node looks for pairs listed since it started. */
const PAIRS_REFRESH_MS = 3_000;
import { createStockMarket, loadStockListings, stockFeedFromConfig } from './modules/stocks';

/**
 * The recorded markets (spot pairs and US stocks) and how nodes share them: over Redis with
 * REDIS_URL, where the lease holder runs the feeds. Closing stops the feeds and only then gives
 * the lease up, so another node takes over feeds this one has stopped.
 */
/** What the markets need of the app's dependencies (tests pass their own feeds, bus and leader). */
export type MarketsDeps = {
  config: Config;
  db: Db;
  feed?: MarketFeed;
  stockFeed?: MarketFeed;
  bus?: MarketBus;
  leader?: Leader;
};

export async function openMarkets(app: FastifyInstance, deps: MarketsDeps) {
  const { config, db } = deps;
  const link = deps.bus
    ? { bus: deps.bus, leader: deps.leader ?? soleLeader(), close: () => deps.bus!.close() }
    : await openMarketLink(config.redisUrl, app.log, config.redisPrefix);
  const { bus, leader }: { bus: MarketBus; leader: Leader } = link;
  const log = {
    info: (message: string) => app.log.info(message),
    warn: (message: string) => app.log.warn(message),
    error: (obj: unknown, message: string) => app.log.error(obj, message),
  };
  let pairs = await loadPairs(db);
  const simulated = deps.feed || config.marketFeed === 'binance' ? null : await simulatedSpotFeed(db);
  const spot = createSpotMarket({
    db,
    bus,
    pairs,
    feed:
      deps.feed ??
      simulated?.feed ??
      createBinanceFeed({ restUrl: config.binanceRestUrl, wsUrl: config.binanceWsUrl, log: app.log }),
    log,
    leader: leader.isLeader,
  });
  const listings = await loadStockListings(db);
  const stocks = createStockMarket({
    db,
    bus,
    listings,
    feed: deps.stockFeed ?? (await stockFeedFromConfig(db, listings, config.stockFeed, app.log)),
    log,
    leader: leader.isLeader,
  });
  // The first start back-fills history (seconds); the server listens meanwhile.
  const started = Promise.all([
    spot.start().catch((err: unknown) => app.log.error({ err }, 'market did not start')),
    stocks.start().catch((err: unknown) => app.log.error({ err }, 'stock market did not start')),
  ]).then(() => undefined);
  // Gaining or losing the lease starts or stops the feeds: one change at a time, after the start,
  // each applying the lease as it is then (the first catches up with a change during the build).
  let leadership: Promise<void> = started;
  const follow = () => {
    leadership = leadership
      .then(() => Promise.all([spot.setLeader(leader.isLeader), stocks.setLeader(leader.isLeader)]))
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, 'market leadership change failed'));
  };
  follow();
  const stopFollowing = leader.onChange(follow);

  /**
   * A new coin's pair, added by the engine at its launch, joins the market on every node here:
   * each looks for new pairs every few seconds (one small query), in line with the lease changes.
   */
  const refreshPairs = (): Promise<void> => {
    leadership = leadership
      .then(async () => {
        const fresh = await loadPairs(db);
        const known = new Set(pairs.map((p) => p.id));
        const added = fresh.filter((p) => !known.has(p.id));
        if (added.length === 0) return;
        await simulated?.add(added.map((p) => p.id));
        await spot.addInstruments(added.map(instrumentOf));
        pairs = fresh;
        app.log.info(`spot pairs listed: ${added.map((p) => p.symbol).join(', ')}`);
      })
      .catch((err: unknown) => app.log.error({ err }, 'spot pairs refresh failed'));
    return leadership;
  };
  const pairsTimer = setInterval(() => void refreshPairs(), PAIRS_REFRESH_MS);
  pairsTimer.unref();

  return {
    bus,
    leader,
    spot,
    /** The spot pairs now: a new coin's pair joins at its listing. */
    pairs: () => pairs,
    refreshPairs,
    stocks,
    listings,
    started,
    async close() {
      stopFollowing();
      clearInterval(pairsTimer);
      await started;
      await leadership;
      await stocks.close();
      await spot.close();
      await link.close();
    },
  };
}
