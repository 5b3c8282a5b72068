import { CandleBook } from '../../core/market/candleBook';
import { RollingDay } from '../../core/market/rollingDay';
import { SessionDay } from '../../core/market/sessionDay';
import { PERIODS, isPeriod, type Period } from '../../core/market/periods';
import type { Candle, Tick, Ticker, Trade } from '../../core/market/types';
import { klineChannel, tradesChannel } from '../../core/market/channels';
import type { Db } from '../db/client';
import type { BusMessage, MarketBus } from './bus';
import type { FeedSink, MarketFeed } from './feed/types';
import {
  deleteTicksBefore,
  loadCandles,
  loadCandlesSince,
  saveCandles,
  saveTicks,
  type StoredCandle,
} from './store';
import type { Instrument, Market } from './types';

export type MarketLog = {
  info(message: string): void;
  warn(message: string): void;
  error(obj: unknown, message: string): void;
};

export type MarketOptions = {
  db: Db;
  feed: MarketFeed;
  bus: MarketBus;
  instruments: readonly Instrument[];
  /** Names this market's own bus channels (`spot`, `stocks`) so two markets share one bus. */
  name: string;
  /** Where batched tickers are published: `tickers` for pairs, `stocks` for US stocks. */
  tickerChannel: string;
  /** Whether this node runs the feed (default true: one node, or the lease holder). */
  leader?: boolean;
  now?: () => number;
  log?: MarketLog;
  /** Candles per period fetched on first start (default 500; 1m: 1,500, a full day for 24h figures). */
  backfillLimit?: number;
  /** How often changed candles (and any ticks) are written (default 2 s). */
  flushMs?: number;
  /**
   * How often recorded ticks are written (default 250 ms). Soon after the fact: an option due at
   * a time settles once a later tick is in the database, which proves its window complete.
   */
  tickFlushMs?: number;
  /** How long ticks are kept (default 7 days). */
  tickRetentionMs?: number;
  /** At most one recorded tick per symbol per this interval (default 500 ms). */
  tickIntervalMs?: number;
  /**
   * What a ticker's change, high, low and volume cover: the last 24 hours (coins, which trade
   * around the clock), or the US session against the previous close (stocks).
   */
  day?: 'rolling24h' | 'usSession';
};

/** What every market is built from; each kind adds its name, channel and instruments. */
export type MarketDeps = Pick<MarketOptions, 'db' | 'feed' | 'bus' | 'log' | 'leader'>;

type DayWindow = Pick<RollingDay, 'addClosed' | 'ticker'>;

const DAY_WINDOWS = {
  rolling24h: { create: (): DayWindow => new RollingDay(), historyFrom: (t: number) => t - 86_400_000 },
  usSession: { create: (): DayWindow => new SessionDay(), historyFrom: SessionDay.historyFrom },
} as const;

const TRADES_KEPT = 60;
const quietLog: MarketLog = { info() {}, warn() {}, error() {} };
const APPROX_PERIOD_MS: Record<Period, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '1D': 86_400_000,
  '1W': 7 * 86_400_000,
  '1M': 31 * 86_400_000,
};

/**
 * Prices for a set of instruments. Every node keeps the latest ticks, tickers, open candles and
 * trades it hears on the bus; the leader also runs the feed: it records one tick per symbol per
 * second, builds candles of every period, publishes them, and writes them to the database.
 */
export function createMarket(options: MarketOptions): Market & {
  setLeader(leader: boolean): Promise<void>;
  /**
   * Instruments listed while running (a new coin's pair). They get no back-filled history: their
   * chart starts at the listing. The leader restarts the feed with them.
   */
  addInstruments(added: readonly Instrument[]): Promise<void>;
  snapshot(ch: string): unknown;
  /** Writes what is pending now (tests and shutdown). */
  flush(): Promise<void>;
} {
  const { db, feed, bus, name } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? quietLog;
  const tickInterval = options.tickIntervalMs ?? 500;
  const instruments = [...options.instruments];
  const bySymbol = new Map(instruments.map((i) => [i.symbol, i]));
  const byFeedSymbol = new Map(instruments.map((i) => [i.feedSymbol, i]));
  const tickChannel = `tick:${name}`;
  const dayWindow = DAY_WINDOWS[options.day ?? 'rolling24h'];

  // What every node knows, learnt from the bus.
  const latestTicks = new Map<string, Tick>();
  const tickers = new Map<string, Ticker>();
  const openCandles = new Map<string, Map<Period, Candle>>();
  const recentTrades = new Map<string, Trade[]>();
  const tickHandlers = new Set<(tick: Tick) => void>();

  function hear({ ch, data }: BusMessage) {
    if (ch === tickChannel) {
      const tick = data as Tick;
      latestTicks.set(tick.symbol, tick);
      for (const handler of tickHandlers) handler(tick);
    } else if (ch === options.tickerChannel) {
      for (const ticker of data as Ticker[])
        if (bySymbol.has(ticker.symbol)) tickers.set(ticker.symbol, ticker);
    } else if (ch.startsWith('kline:')) {
      const [, symbol, period] = splitKline(ch);
      if (!bySymbol.has(symbol) || !isPeriod(period)) return;
      openCandlesOf(symbol).set(period, data as Candle);
    } else if (ch.startsWith('trades:')) {
      const symbol = ch.slice('trades:'.length);
      if (!bySymbol.has(symbol)) return;
      const list = [...(data as Trade[])].reverse().concat(recentTrades.get(symbol) ?? []);
      recentTrades.set(symbol, list.slice(0, TRADES_KEPT));
    }
  }

  const openCandlesOf = (symbol: string) => {
    let map = openCandles.get(symbol);
    if (!map) openCandles.set(symbol, (map = new Map()));
    return map;
  };

  // The leader's side: the feed, candle books, 24h windows and the write-behind buffers.
  const books = new Map<string, CandleBook>();
  const days = new Map<string, DayWindow>();
  const rolledUntil = new Map<string, number>();
  const lastRecorded = new Map<string, number>();
  const pendingPrice = new Map<string, { price: string; ts: number; timer: NodeJS.Timeout }>();
  let ticksToSave: Tick[] = [];
  let candlesToSave = new Map<string, StoredCandle>();
  let tradesToPublish = new Map<string, Trade[]>();
  let timers: NodeJS.Timeout[] = [];
  let leading = false;
  let flushing: Promise<void> = Promise.resolve();
  let unsubscribe: (() => void) | null = null;

  function recordTick(symbol: string, price: string, ts: number) {
    lastRecorded.set(symbol, ts);
    const tick: Tick = { symbol, price, ts, source: feed.source };
    ticksToSave.push(tick);
    bus.publish(tickChannel, tick);
  }

  const sink: FeedSink = {
    price(feedSymbol, price, ts) {
      const instrument = byFeedSymbol.get(feedSymbol);
      if (!instrument || !leading) return;
      const { symbol } = instrument;
      const last = lastRecorded.get(symbol);
      if (last === undefined || ts - last >= tickInterval) {
        clearTimeout(pendingPrice.get(symbol)?.timer);
        pendingPrice.delete(symbol);
        recordTick(symbol, price, ts);
        return;
      }
      // Within the interval: keep the newest price and record it when the interval ends.
      const pending = pendingPrice.get(symbol);
      const timer =
        pending?.timer ??
        setTimeout(
          () => {
            const p = pendingPrice.get(symbol);
            pendingPrice.delete(symbol);
            if (p && leading) recordTick(symbol, p.price, p.ts);
          },
          last + tickInterval - ts,
        );
      pendingPrice.set(symbol, { price, ts, timer });
    },
    minute(feedSymbol, candle) {
      const instrument = byFeedSymbol.get(feedSymbol);
      if (!instrument || !leading) return;
      const { symbol } = instrument;
      const book = books.get(symbol)!;
      const previous = book.lastMinute;
      const updated = book.apply(candle);
      if (!updated) return;
      if (previous && previous.t < candle.t && previous.t > (rolledUntil.get(symbol) ?? 0)) {
        days.get(symbol)!.addClosed(previous, now());
        rolledUntil.set(symbol, previous.t);
      }
      for (const period of PERIODS) {
        const c = updated[period];
        candlesToSave.set(`${symbol}|${period}|${c.t}`, { symbol, period, candle: c });
        bus.publish(klineChannel(symbol, period), c);
      }
    },
    trade(trade) {
      const instrument = byFeedSymbol.get(trade.symbol);
      if (!instrument || !leading) return;
      const list = tradesToPublish.get(instrument.symbol) ?? [];
      list.push({ ...trade, symbol: instrument.symbol });
      tradesToPublish.set(instrument.symbol, list);
    },
    disconnected(reason) {
      log.warn(`market feed ${feed.source} disconnected: ${reason}`);
    },
    connected() {
      log.info(`market feed ${feed.source} connected`);
    },
  };

  function publishTickers() {
    const list: Ticker[] = [];
    for (const { symbol } of instruments) {
      const tick = latestTicks.get(symbol);
      if (!tick) continue;
      list.push(
        days.get(symbol)!.ticker(symbol, books.get(symbol)!.lastMinute, tick.price, tick.ts, feed.source),
      );
    }
    if (list.length > 0) bus.publish(options.tickerChannel, list);
  }

  function publishTrades() {
    const batch = tradesToPublish;
    tradesToPublish = new Map();
    for (const [symbol, trades] of batch) bus.publish(tradesChannel(symbol), trades.slice(-TRADES_KEPT));
  }

  /** Writes in the order recorded: a tick in the database means every earlier one is there too. */
  function flush(what: 'ticks' | 'all' = 'all'): Promise<void> {
    const ticks = ticksToSave;
    const candles = what === 'all' ? [...candlesToSave.values()] : [];
    ticksToSave = [];
    if (what === 'all') candlesToSave = new Map();
    flushing = flushing
      .then(async () => {
        if (ticks.length > 0) await saveTicks(db, ticks);
        if (candles.length > 0) await saveCandles(db, candles);
      })
      .catch((err: unknown) => log.error({ err }, 'market data write failed'));
    return flushing;
  }

  /** First start: history for every period; after a pause, the missed candles (live feeds). */
  async function backfill(instrument: Instrument) {
    const t = now();
    for (const period of PERIODS) {
      let limit = options.backfillLimit ?? (period === '1m' ? 1500 : 500);
      // Enough minutes for the tickers' window (a stock's previous session may be days back).
      if (period === '1m' && !options.backfillLimit)
        limit = Math.max(limit, Math.ceil((t - dayWindow.historyFrom(t)) / 60_000));
      const [latest] = await loadCandles(db, instrument.symbol, period, 1);
      // The simulated market did not run while the server was down: a pause stays a pause.
      if (latest && feed.source === 'simulated') continue;
      const from = latest ? latest.t : t - limit * APPROX_PERIOD_MS[period];
      const history = await feed.history(instrument.feedSymbol, period, from, t, limit);
      await saveCandles(
        db,
        history.map((candle) => ({ symbol: instrument.symbol, period, candle })),
      );
    }
  }

  /** Open candles and the 24h window from what is stored, so the running candle continues. */
  async function loadState(instrument: Instrument, forLeader: boolean) {
    const { symbol } = instrument;
    const open: Partial<Record<Period, Candle>> = {};
    for (const period of PERIODS) {
      const [candle] = await loadCandles(db, symbol, period, 1);
      if (candle) {
        open[period] = candle;
        if (!openCandlesOf(symbol).has(period)) openCandlesOf(symbol).set(period, candle);
      }
    }
    if (!forLeader) return;
    const book = new CandleBook();
    const day = dayWindow.create();
    const t = now();
    const lastMinute = open['1m'];
    if (lastMinute) book.seed(open, lastMinute);
    for (const minute of await loadCandlesSince(db, symbol, '1m', dayWindow.historyFrom(t))) {
      if (minute.t === lastMinute?.t) continue; // the running minute, closed by the next update
      day.addClosed(minute, t);
      rolledUntil.set(symbol, minute.t);
    }
    books.set(symbol, book);
    days.set(symbol, day);
  }

  /** Instruments added while running: no invented past for a pair that has just opened. */
  const listedWhileRunning = new Set<string>();

  async function startLeading() {
    if (leading) return;
    // Every instrument at once: each is a dozen reads, and a node taking over from one that died
    // starts the feed that much sooner (one after the other took seconds on a busy machine).
    await Promise.all(
      instruments.map(async (instrument) => {
        if (!listedWhileRunning.has(instrument.symbol)) {
          // An unreachable feed must not keep the market down: it runs on without the history,
          // and the feed's own reconnects bring prices once the source is back.
          await backfill(instrument).catch((err: unknown) =>
            log.warn(`no history for ${instrument.symbol} from ${feed.source}: ${String(err)}`),
          );
        }
        await loadState(instrument, true);
      }),
    );
    leading = true;
    await feed.start(
      instruments.map((i) => i.feedSymbol),
      sink,
    );
    const retention = options.tickRetentionMs ?? 7 * 86_400_000;
    timers = [
      setInterval(publishTickers, 1000),
      setInterval(publishTrades, 500),
      setInterval(() => void flush(), options.flushMs ?? 2000),
      setInterval(() => void flush('ticks'), options.tickFlushMs ?? 250),
      setInterval(() => {
        deleteTicksBefore(db, now() - retention).catch((err: unknown) =>
          log.error({ err }, 'tick pruning failed'),
        );
      }, 3_600_000),
    ];
    for (const timer of timers) timer.unref();
    publishTickers();
  }

  async function stopLeading() {
    if (!leading) return;
    leading = false;
    await feed.stop();
    for (const timer of timers) clearInterval(timer);
    for (const pending of pendingPrice.values()) clearTimeout(pending.timer);
    pendingPrice.clear();
    timers = [];
    publishTrades();
    await flush();
  }

  return {
    source: feed.source,
    get isLeader() {
      return leading;
    },
    instruments: () => instruments,
    instrument: (symbol) => bySymbol.get(symbol),
    latest: (symbol) => latestTicks.get(symbol) ?? null,
    ticker: (symbol) => tickers.get(symbol) ?? null,
    tickers: () => instruments.flatMap((i) => tickers.get(i.symbol) ?? []),
    trades: (symbol, limit) => (recentTrades.get(symbol) ?? []).slice(0, limit),
    async candles(symbol, period, { limit, before }) {
      const stored = await loadCandles(db, symbol, period, limit, before);
      if (before !== undefined) return stored;
      // The open candle is newer in memory than in the database (written every few seconds).
      const open = openCandles.get(symbol)?.get(period);
      if (!open) return stored;
      const last = stored[stored.length - 1];
      if (last && last.t === open.t) stored[stored.length - 1] = open;
      else if (!last || open.t > last.t) stored.push(open);
      return stored.slice(-limit);
    },
    onTick(handler) {
      tickHandlers.add(handler);
      return () => tickHandlers.delete(handler);
    },
    snapshot(ch) {
      if (ch === options.tickerChannel) return instruments.flatMap((i) => tickers.get(i.symbol) ?? []);
      if (ch.startsWith('kline:')) {
        const [, symbol, period] = splitKline(ch);
        return isPeriod(period) ? openCandles.get(symbol)?.get(period) : undefined;
      }
      if (ch.startsWith('trades:')) {
        const list = recentTrades.get(ch.slice('trades:'.length));
        return list ? [...list].reverse() : undefined;
      }
      return undefined;
    },
    async start() {
      unsubscribe = bus.subscribe(hear);
      if (options.leader ?? true) await startLeading();
      else for (const instrument of instruments) await loadState(instrument, false);
    },
    async addInstruments(added) {
      const fresh = added.filter((i) => !bySymbol.has(i.symbol));
      if (fresh.length === 0) return;
      for (const instrument of fresh) {
        listedWhileRunning.add(instrument.symbol);
        await loadState(instrument, leading);
        instruments.push(instrument);
        bySymbol.set(instrument.symbol, instrument);
        byFeedSymbol.set(instrument.feedSymbol, instrument);
      }
      if (!leading) return;
      await feed.stop();
      await feed.start(
        instruments.map((i) => i.feedSymbol),
        sink,
      );
    },
    async setLeader(leader) {
      if (leader) await startLeading();
      else await stopLeading();
    },
    flush,
    async close() {
      await stopLeading();
      unsubscribe?.();
      await flushing;
    },
  };
}

/** `kline:BTC/USDT:1m` → ['kline', 'BTC/USDT', '1m'] */
function splitKline(ch: string): [string, string, string] {
  const last = ch.lastIndexOf(':');
  return ['kline', ch.slice('kline:'.length, last), ch.slice(last + 1)];
}
