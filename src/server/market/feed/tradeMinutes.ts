import { Big } from '../../../core/money';
import { candleOf, foldTick } from '../../../core/market/candles';
import { bucketStart } from '../../../core/market/periods';
import type { Candle } from '../../../core/market/types';

/**
 * The running 1m candle of each symbol, built from the source's trades. A trade older than the
 * running minute (a late print) is dropped, so the sink always sees minutes in time order.
 */
export function createTradeMinutes() {
  const minutes = new Map<string, Candle>();
  return {
    /** The running minute of a symbol, if any. */
    running: (symbol: string): Candle | undefined => minutes.get(symbol),
    /** Continues from a minute learnt elsewhere (a gap back-filled from history). */
    restore(symbol: string, candle: Candle): void {
      minutes.set(symbol, candle);
    },
    /**
     * Folds one trade in and returns the running minute after it, or null when nothing changed.
     * `price` null: a trade that counts in the volume but may not set a price (an odd lot).
     */
    add(symbol: string, ts: number, price: string | null, qty: string): Candle | null {
      const t = bucketStart('1m', ts);
      const running = minutes.get(symbol);
      if (running && t < running.t) return null;
      let next: Candle;
      if (running && running.t === t) {
        next = price
          ? foldTick(running, price, qty)
          : { ...running, v: new Big(running.v).plus(qty).toFixed() };
      } else if (price) {
        next = candleOf(t, price, qty);
      } else {
        return null;
      }
      minutes.set(symbol, next);
      return next;
    },
  };
}
