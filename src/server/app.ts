import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { settingsOf, type Config } from './config';
import type { Db } from './db/client';
import type { MessageSender } from './delivery/types';
import { createSenderFromConfig } from './delivery';
import { createEngine } from './engine/engine';
import { registerApiDocs } from './http/apiDocs';
import { registerSessionLookup } from './http/auth';
import { registerRoutes } from './http/calls';
import { failure } from './http/envelope';
import { registerErrorHandler } from './http/errorHandler';
import { registerLanguage } from './http/requestContext';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerWebApp } from './http/webApp';
import { pageFirstData } from './http/pageFirstData';
import { createTranslator, type Translate } from './i18n';
import { loggerOptions, type LogDestination } from './lib/logging';
import { systemClock, systemTimers, type Clock, type Timers } from './lib/clock';
import type { MarketBus } from './market/bus';
import type { Leader } from './market/leader';
import type { MarketFeed } from './market/feed/types';
import { eventsFor } from './events/events';
import { tellUsersThrough } from './events/private';
import { SERVER_MODULES } from './modules';
import { declareLedger, opsCommandsOf, setUpModules } from './modules/setUp';
import { openMarkets } from './openMarkets';
import { opsRoutes } from './ops/routes';
import { ensureOpsToken } from './ops/token';
import { registerRealtime } from './realtime/plugin';

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
  /** Off, or the level (and, in tests, where lines go); secrets and personal data are redacted. */
  logger?: false | { level: string; stream?: LogDestination };
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
    logger:
      deps.logger === false
        ? false
        : loggerOptions(deps.logger?.level ?? config.logLevel, deps.logger?.stream),
    trustProxy: config.trustProxy,
    // While shutting down, refuse new requests at once so a load balancer moves them elsewhere.
    return503OnClosing: true,
    // A node restarted on a busy machine (its peer just died, the load moved to it) may take more
    // than Fastify's default 10 s to register its plugins; giving up then would only restart it.
    pluginTimeout: 60_000,
  });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const m of [method].flat()) routes.push({ method: m, url });
  });
  registeredRoutes.set(app, routes);
  const t: Translate = await createTranslator();
  const sender = deps.sender ?? createSenderFromConfig(config, app.log);
  declareLedger(SERVER_MODULES);
  // Every feature's own settings, read once here: a wrong value stops the start with its name.
  for (const feature of SERVER_MODULES) if (feature.settings) settingsOf(feature.settings, config.env);

  const markets = await openMarkets(app, deps);
  marketReadiness.set(app, markets.started);
  // What a transaction tells a user (the private channel) goes out on the market's bus.
  tellUsersThrough(db, markets.bus);
  const events = eventsFor(
    db,
    SERVER_MODULES.map((feature) => feature.hears),
  );
  const features = await setUpModules(SERVER_MODULES, {
    db,
    clock,
    config,
    t,
    log: app.log,
    sender,
    bus: markets.bus,
    events,
    markets,
  });
  // Timed work (limit fills, deposit recheck, …) runs on the lease holder.
  const engine = createEngine({
    leader: markets.leader,
    ticks: markets.spot,
    timers: deps.timers ?? systemTimers(clock),
    onError: (err, job) => app.log.error({ err, job }, 'engine job failed'),
  });
  for (const job of features.jobs) engine.add(job);
  app.addHook('onClose', async () => {
    // Work stops first (the passes under way finish), so nothing runs on a closing market.
    await engine.close();
    await features.close();
    await markets.close();
  });
  const sessions = features.use('sessions');

  registerLanguage(app, config.defaultLanguage);
  registerErrorHandler(app, t);
  await registerSecurityHeaders(app, {
    publicOrigin: config.publicOrigin,
    walletConnect: config.walletConnect,
  });
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(
    async (api) => {
      await api.register(formbody);
      await api.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: 60_000 });
      registerSessionLookup(api, sessions);
      registerRoutes(api, features.routes);
      for (const plugin of features.plugins) await plugin(api);
    },
    { prefix: '/api' },
  );

  // Outside the /api scope: the socket has limits of its own instead of the per-address request limit.
  await registerRealtime(app, {
    bus: markets.bus,
    sessions,
    log: app.log,
    snapshot: (ch) => markets.spot.snapshot(ch) ?? markets.stocks.snapshot(ch),
    isSymbol: (symbol) =>
      markets.spot.instrument(symbol) !== undefined || markets.stocks.instrument(symbol) !== undefined,
  });

  await registerApiDocs(app, config.version);
  opsRoutes(app, {
    deps: { db, clock, config },
    commands: opsCommandsOf(SERVER_MODULES),
    token: ensureOpsToken(config.dataDir),
  });
  // Timed work begins once the whole app is built, so no job runs for an app that failed to start.
  app.addHook('onReady', async () => engine.start());

  const webRoot = deps.webRoot ?? null;
  // The screens are drawn into the page from the same answers their calls give.
  const firstData = pageFirstData(features.routes, clock);
  const web =
    webRoot && existsSync(path.join(webRoot, 'index.html'))
      ? await registerWebApp(app, webRoot, { firstData })
      : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!isApi && !isFile && web && request.method === 'GET') {
      // History-mode routes: every page path is the app's page. A missing script or image stays
      // a 404, so the browser reports it instead of parsing HTML as JavaScript.
      return web.sendPage(request, reply);
    }
    return reply.status(404).send(failure(t(request.lang, 'errors.not_found')));
  });

  return app;
}

export type RegisteredRoute = { method: string; url: string };
const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();
/** Every method and path the server answers (the contract test holds them against the document). */
export const routesOf = (app: FastifyInstance): readonly RegisteredRoute[] => registeredRoutes.get(app) ?? [];

const marketReadiness = new WeakMap<FastifyInstance, Promise<void>>();
/** Resolves once the market has loaded its history and runs (tests wait for it). */
export const marketReady = (app: FastifyInstance) => marketReadiness.get(app) ?? Promise.resolve();
