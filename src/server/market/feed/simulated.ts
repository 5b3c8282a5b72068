import { Big } from '../../../core/money';
import type { Period } from '../../../core/market/periods';
import type { Candle } from '../../../core/market/types';
import type { FeedSink, MarketFeed } from './types';
import { hashSeed, normal, seededRandom } from './random';
import { foldIntoMinute, simulateHistory } from './simulatedHistory';

export type SimulatedInstrument = {
  feedSymbol: string;
  /** Where the walk starts: the last recorded price, or the seed's starting price. */
  startPrice: string;
  /** Per-second volatility, a fraction of the price. */
  volatility: string;
  priceDecimals: number;
  /** Typical quote turnover per minute (sizes volumes and trades). */
  turnoverPerMinute?: number;
};

export type SimulatedFeedOptions = {
  instruments: readonly SimulatedInstrument[];
  /** Same seed, same walk (default 1). */
  seed?: number;
  tickMs?: number;
  now?: () => number;
  /**
   * The newest recorded price of a walked symbol, read at each start: where the walk goes on. A
   * node that takes the lead over from one that stopped or died continues that node's prices,
   * not those of its own start (a jump that would cross stop levels nobody's price crossed).
   */
  resumeAt?: (feedSymbol: string) => Promise<string | null>;
};

/**
 * The default, offline feed: a seeded random walk per symbol (log-normal steps), two ticks a
 * second, a trade per tick, and back-filled history so charts are full on first start. Two a
 * second, as a live market gives at least: an option settles once a tick after its time is
 * recorded. Steps and trade sizes scale with the interval, so a second moves as much as before.
 * Generated with floats and rounded to the pair's precision: these prices are invented data,
 * and every screen that shows them says so.
 */
export function createSimulatedFeed(
  options: SimulatedFeedOptions,
): MarketFeed & { add(instrument: SimulatedInstrument): void } {
  const tickMs = options.tickMs ?? 500;
  // Volatility is per second: a step of a shorter interval moves by √(interval) of it.
  const stepScale = Math.sqrt(tickMs / 1000);
  const now = options.now ?? Date.now;
  const seed = options.seed ?? 1;
  const walkOf = (i: SimulatedInstrument) => ({
    instrument: i,
    price: Number(i.startPrice),
    random: seededRandom(hashSeed(i.feedSymbol, seed)),
    minute: null as Candle | null,
  });
  const state = new Map(options.instruments.map((i) => [i.feedSymbol, walkOf(i)]));
  const histories = new Map<string, Record<Period, Candle[]>>();
  let timer: NodeJS.Timeout | null = null;

  function step(sink: FeedSink) {
    const ts = now();
    for (const [symbol, s] of state) {
      const { instrument } = s;
      const move = instrument.volatility ? Number(instrument.volatility) * stepScale * normal(s.random) : 0;
      s.price = Math.max(s.price * Math.exp(move), 10 ** -instrument.priceDecimals);
      const price = new Big(s.price.toFixed(instrument.priceDecimals)).toFixed();
      const turnover = instrument.turnoverPerMinute ?? 200_000;
      const qty = ((turnover / 60) * (tickMs / 1000) * Math.exp(0.8 * normal(s.random))) / s.price;
      const qtyText = new Big(qty.toFixed(6)).toFixed();
      s.minute = foldIntoMinute(s.minute, ts, price, qtyText);
      sink.price(symbol, price, ts);
      sink.minute(symbol, s.minute);
      sink.trade?.({ symbol, price, qty: qtyText, side: move >= 0 ? 'buy' : 'sell', ts });
    }
  }

  return {
    source: 'simulated',
    /** A symbol listed while running (a new coin's pair): walked from the next step on. */
    add(instrument: SimulatedInstrument) {
      if (!state.has(instrument.feedSymbol)) state.set(instrument.feedSymbol, walkOf(instrument));
    },
    async start(_symbols, sink) {
      if (options.resumeAt)
        for (const [symbol, s] of state) {
          const last = await options.resumeAt(symbol);
          if (last) s.price = Number(last);
          s.minute = null;
        }
      sink.connected?.();
      step(sink);
      timer = setInterval(() => step(sink), tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    async history(symbol, period, from, to, limit) {
      const s = state.get(symbol);
      if (!s) return [];
      let history = histories.get(symbol);
      if (!history) {
        const { instrument } = s;
        history = simulateHistory(
          now(),
          {
            endPrice: Number(instrument.startPrice),
            volatility: Number(instrument.volatility),
            priceDecimals: instrument.priceDecimals,
            turnoverPerMinute: instrument.turnoverPerMinute ?? 200_000,
          },
          seededRandom(hashSeed(symbol, seed + 1)),
        );
        histories.set(symbol, history);
      }
      return history[period].filter((c) => c.t >= from && c.t <= to).slice(-limit);
    },
  };
}

/**
 * Where the walk of a symbol nobody priced starts (a new coin's pair): somewhere between 0.01 and
 * 10, fixed by the symbol's name, so every run invents the same start. Invented like every
 * simulated price, and labelled as such on screen.
 */
export function inventedStartPrice(feedSymbol: string, priceDecimals: number): string {
  const u = seededRandom(hashSeed(feedSymbol, 7))();
  return new Big((10 ** (-2 + 3 * u)).toFixed(priceDecimals)).toFixed();
}
