import { Big } from '../money';
import { mergeCandles } from './candles';
import { PERIODS, bucketStart, type Period } from './periods';
import type { Candle } from './types';

type Slot = { bucket: number; closed: Candle | null };

/**
 * One symbol's open candle for every period, built from 1m candle updates. The feed sends the
 * running minute again and again; each longer period is "its closed minutes" merged with the
 * running minute, so a repeated update never counts twice.
 */
export class CandleBook {
  private minute: Candle | null = null;
  private readonly slots = new Map<Period, Slot>();

  /**
   * Starts from stored candles: `open` holds each period's latest candle, which already
   * includes `lastMinute` (the latest stored 1m candle).
   */
  seed(open: Partial<Record<Period, Candle>>, lastMinute: Candle): void {
    this.minute = lastMinute;
    for (const period of PERIODS) {
      if (period === '1m') continue;
      const bucket = bucketStart(period, lastMinute.t);
      const candle = open[period];
      // The stored candle already counts the last minute's volume; the running minute adds it back.
      const closed =
        candle && candle.t === bucket
          ? { ...candle, v: new Big(candle.v).minus(lastMinute.v).toFixed() }
          : null;
      this.slots.set(period, { bucket, closed });
    }
  }

  /** The running 1m candle, or null before the first update. */
  get lastMinute(): Candle | null {
    return this.minute;
  }

  /**
   * Applies one 1m candle update and returns every period's open candle after it, or null when
   * the update is older than the running minute (a late message after a reconnect).
   */
  apply(update: Candle): Record<Period, Candle> | null {
    const previous = this.minute;
    if (previous && update.t < previous.t) return null;
    if (previous && update.t > previous.t) this.closeMinute(previous);
    this.minute = update;
    const result = { '1m': update } as Record<Period, Candle>;
    for (const period of PERIODS) {
      if (period === '1m') continue;
      const bucket = bucketStart(period, update.t);
      let slot = this.slots.get(period);
      if (!slot || slot.bucket !== bucket) {
        slot = { bucket, closed: null };
        this.slots.set(period, slot);
      }
      result[period] = slot.closed ? mergeCandles(slot.closed, update) : { ...update, t: bucket };
    }
    return result;
  }

  private closeMinute(minute: Candle): void {
    for (const period of PERIODS) {
      if (period === '1m') continue;
      const slot = this.slots.get(period);
      if (!slot || slot.bucket !== bucketStart(period, minute.t)) continue;
      slot.closed = slot.closed ? mergeCandles(slot.closed, minute) : { ...minute, t: slot.bucket };
    }
  }
}
