import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Db } from './db/client';
import type { MessageSender } from './delivery/types';
import { createSenderFromConfig } from './delivery';
import { registerSessionLookup } from './http/auth';
import { failure } from './http/envelope';
import { registerErrorHandler } from './http/errorHandler';
import { registerLanguage } from './http/requestContext';
import { createTranslator, type Translate } from './i18n';
import { systemClock, systemTimers, type Clock, type Timers } from './lib/clock';
import { codeRoutes } from './modules/codes/routes';
import { createCodeService } from './modules/codes/service';
import { fundsRoutes } from './modules/funds/routes';
import { marketPrices } from './modules/funds/prices';
import { createFundsService } from './modules/funds/service';
import { configRoutes } from './modules/config/routes';
import { identityRoutes } from './modules/identity/routes';
import { createIdentityService } from './modules/identity/service';
import { createSessionService } from './modules/sessions/service';
import { createAccountService } from './modules/users/account';
import { userRoutes } from './modules/users/routes';
import { createUserService } from './modules/users/service';
import { uploadRoutes } from './modules/uploads/routes';
import { createUploadService } from './modules/uploads/service';
import { walletRoutes } from './modules/wallets/routes';
import { opsRoutes } from './ops/routes';
import { ensureOpsToken } from './ops/token';
import { createWalletService } from './modules/wallets/service';
import { createChainReaders } from './chain';
import { depositRoutes } from './modules/deposits/routes';
import { depositRecheckJob } from './modules/deposits/recheckJob';
import { createDepositService } from './modules/deposits/service';
import { createAddressBook } from './modules/withdrawals/addressBook';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { createWithdrawalService } from './modules/withdrawals/service';
import { createEngine } from './engine/engine';
import type { MarketBus } from './market/bus';
import { soleLeader, type Leader } from './market/leader';
import { openMarketLink } from './market/openBus';
import type { MarketFeed } from './market/feed/types';
import { createBinanceFeed } from './market/feed/binance';
import { createSpotMarket, loadPairs, simulatedSpotFeed } from './market/spotMarket';
import { marketRoutes } from './modules/market/routes';
import { limitFillsJob } from './modules/spot/limitFills';
import { spotRoutes } from './modules/spot/routes';
import { createSpotService } from './modules/spot/service';
import { registerRealtime } from './realtime/plugin';
import { loadStockListings } from './stocks/listings';
import { stockRoutes } from './stocks/routes';
import { createStockMarket, stockFeedFromConfig } from './stocks/stockMarket';

export type AppDeps = {
  config: Config;
  db: Db;
  clock?: Clock;
  /** The engine's timers; real ones reading `clock` by default. */
  timers?: Timers;
  /** Overrides the configured e-mail/SMS delivery. */
  sender?: MessageSender;
  /** Built web app to serve; none in API-only tests. */
  webRoot?: string | null;
  logger?: boolean | { level: string };
  /** How often confirming chain deposits are read again (default DEPOSIT_RECHECK_MS, 15 s). */
  depositRecheckMs?: number;
  /** The spot pairs' price feed; by default the one MARKET_FEED names (simulated). */
  feed?: MarketFeed;
  /** The US stocks' quote feed; by default the one STOCK_FEED names (simulated). */
  stockFeed?: MarketFeed;
  /** How nodes share market messages; in-process unless REDIS_URL is set. */
  bus?: MarketBus;
  /** Whether this node runs the feed, with `bus` (default: it does). */
  leader?: Leader;
};

/** Builds the whole server from its dependencies; `main.ts` and the tests both start here. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // While shutting down, refuse new requests at once so a load balancer moves them elsewhere.
    return503OnClosing: true,
  });
  const t: Translate = await createTranslator();
  const sender = deps.sender ?? createSenderFromConfig(config, app.log);

  const sessions = createSessionService({ db, clock, ttlMs: config.sessionTtlMs });
  const codes = createCodeService({ db, clock, sender, t });
  const users = createUserService({ db, clock, config, codes, sessions });
  const account = createAccountService({ db, sessions });
  const wallets = createWalletService({ db, clock, config, sessions });
  // Nodes share the market over Redis with REDIS_URL, and the lease holder runs the feed.
  const link = deps.bus
    ? { bus: deps.bus, leader: deps.leader ?? soleLeader(), close: () => deps.bus!.close() }
    : await openMarketLink(config.redisUrl, app.log);
  const { bus, leader } = link;
  const pairs = await loadPairs(db);
  const market = createSpotMarket({
    db,
    bus,
    pairs,
    feed:
      deps.feed ??
      (config.marketFeed === 'binance'
        ? createBinanceFeed({ restUrl: config.binanceRestUrl, wsUrl: config.binanceWsUrl, log: app.log })
        : await simulatedSpotFeed(db)),
    log: marketLog(app),
    leader: leader.isLeader,
  });
  const listings = await loadStockListings(db);
  const stockMarket = createStockMarket({
    db,
    bus,
    listings,
    feed: deps.stockFeed ?? (await stockFeedFromConfig(db, listings, config.stockFeed, app.log)),
    log: marketLog(app),
    leader: leader.isLeader,
  });
  // The first start back-fills history (seconds); the server listens meanwhile.
  const marketStarted = Promise.all([
    market.start().catch((err: unknown) => app.log.error({ err }, 'market did not start')),
    stockMarket.start().catch((err: unknown) => app.log.error({ err }, 'stock market did not start')),
  ]).then(() => undefined);
  marketReadiness.set(app, marketStarted);
  // Gaining or losing the lease starts or stops the feed: one change at a time, after the start,
  // each applying the lease as it is then (the first catches up with a change during the build).
  let leadership: Promise<void> = marketStarted;
  const follow = () => {
    leadership = leadership
      .then(() => Promise.all([market.setLeader(leader.isLeader), stockMarket.setLeader(leader.isLeader)]))
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, 'market leadership change failed'));
  };
  follow();
  const stopFollowing = leader.onChange(follow);
  // Timed work (limit fills, deposit recheck, …) runs on the lease holder; its jobs are added below.
  const engine = createEngine({
    leader,
    ticks: market,
    timers: deps.timers ?? systemTimers(clock),
    onError: (err, job) => app.log.error({ err, job }, 'engine job failed'),
  });
  app.addHook('onClose', async () => {
    stopFollowing();
    // Work stops first (the passes under way finish), so nothing runs on a closing market.
    await engine.close();
    await marketStarted;
    await leadership;
    await stockMarket.close();
    await market.close();
    // Only now give the lease up: another node takes over the feed this one has stopped.
    await link.close();
  });
  const spot = createSpotService({ db, clock, market, bus });
  engine.add(limitFillsJob({ db, spot }));
  const funds = createFundsService({ db, clock, prices: marketPrices(market) });
  const deposits = createDepositService({ db, config, clock, readers: createChainReaders(config) });
  const uploads = createUploadService({ db, config });
  const identity = createIdentityService({ db, clock, uploads });
  const withdrawals = createWithdrawalService({ db, clock, config, codes });
  const addressBook = createAddressBook({ db, clock, codes });

  registerLanguage(app, config.defaultLanguage);
  registerErrorHandler(app, t);
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(
    async (api) => {
      await api.register(formbody);
      await api.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: 60_000 });
      registerSessionLookup(api, sessions);
      configRoutes(api, { config, account });
      codeRoutes(api, { db, codes });
      userRoutes(api, { db, users, account, sessions });
      walletRoutes(api, { wallets });
      fundsRoutes(api, { funds });
      depositRoutes(api, { deposits, t });
      identityRoutes(api, { identity, account, wallets });
      // Its own scope: multipart parsing exists only for the upload call.
      await api.register(uploadRoutes, { uploads, maxBytes: config.uploadMaxBytes });
      withdrawalRoutes(api, { db, withdrawals, addressBook });
      marketRoutes(api, { market, pairs });
      spotRoutes(api, { spot });
      stockRoutes(api, { stocks: stockMarket, listings });
    },
    { prefix: '/api' },
  );

  // Outside the /api scope: the socket has limits of its own instead of the per-address request limit.
  await registerRealtime(app, {
    bus,
    sessions,
    log: app.log,
    snapshot: (ch) => market.snapshot(ch) ?? stockMarket.snapshot(ch),
    isSymbol: (symbol) =>
      market.instrument(symbol) !== undefined || stockMarket.instrument(symbol) !== undefined,
  });

  opsRoutes(app, { deps: { db, clock, uploadDir: config.uploadDir }, token: ensureOpsToken(config.dataDir) });
  if (deposits.hasReaders) engine.add(depositRecheckJob(deposits, deps.depositRecheckMs));
  // Timed work begins once the whole app is built, so no job runs for an app that failed to start.
  app.addHook('onReady', async () => engine.start());

  const webRoot = deps.webRoot ?? null;
  if (webRoot && existsSync(path.join(webRoot, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webRoot,
      setHeaders(res, filePath) {
        // Hashed build assets never change; index.html must always be fresh.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!isApi && !isFile && webRoot && request.method === 'GET') {
      // History-mode routes: every page path is the SPA's index.html. A missing script or
      // image stays a 404, so the browser reports it instead of parsing HTML as JavaScript.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(failure(t(request.lang, 'errors.not_found')));
  });

  return app;
}

const marketReadiness = new WeakMap<FastifyInstance, Promise<void>>();
/** Resolves once the market has loaded its history and runs (tests wait for it). */
export const marketReady = (app: FastifyInstance) => marketReadiness.get(app) ?? Promise.resolve();

const marketLog = (app: FastifyInstance) => ({
  info: (message: string) => app.log.info(message),
  warn: (message: string) => app.log.warn(message),
  error: (obj: unknown, message: string) => app.log.error(obj, message),
});
