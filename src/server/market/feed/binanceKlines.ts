import { z } from 'zod';
import { plainDecimal } from '../../../core/money';
import { bucketStart, nextBucket, type Period } from '../../../core/market/periods';
import type { Candle } from '../../../core/market/types';

/*
 * Binance spot REST klines, public (no key): GET /api/v3/klines. Each row is
 * [openTime, open, high, low, close, volume, closeTime, quoteVolume, trades, takerBuyBase,
 * takerBuyQuote, ignore] with prices and volumes as decimal strings; the last row of a range
 * that reaches the present is the running candle.
 */

/** Our periods → Binance's interval names (case matters: 1m is a minute, 1M a month). */
export const BINANCE_INTERVALS: Record<Period, string> = {
  '1m': '1m',
  '5m': '5m',
  '30m': '30m',
  '1h': '1h',
  '1D': '1d',
  '1W': '1w',
  '1M': '1M',
};

/** Binance answers at most 1000 klines per request. */
export const KLINES_PAGE_MAX = 1000;

/** A cap on one history call (10 requests), so a careless caller cannot spend the IP's weight. */
export const HISTORY_LIMIT_MAX = 10 * KLINES_PAGE_MAX;

/** Binance's decimal text ("66950.01000000"); anything else is refused rather than guessed at. */
export const binanceDecimal = z.string().regex(/^\d{1,20}(\.\d{1,18})?$/);

const klineRow = z.tuple(
  [z.number().int(), binanceDecimal, binanceDecimal, binanceDecimal, binanceDecimal, binanceDecimal],
  z.unknown(),
);

/** One REST row as a Candle; decimals lose their trailing zeros ("66950.01000000" → "66950.01"). */
export function candleFromRow(row: unknown): Candle {
  const [t, o, h, l, c, v] = klineRow.parse(row);
  return {
    t,
    o: plainDecimal(o),
    h: plainDecimal(h),
    l: plainDecimal(l),
    c: plainDecimal(c),
    v: plainDecimal(v),
  };
}

/** A refused REST call; `code` and `msg` are Binance's error body when it sent one. */
export class BinanceHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
    /** From Retry-After on 429 (rate limit) and 418 (IP banned for ignoring 429s). */
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
    this.name = 'BinanceHttpError';
  }
}

const errorBody = z.object({ code: z.number(), msg: z.string() });

/** The open time `n` candles before the one opening at `start` (months vary in length). */
function bucketsBack(period: Period, start: number, n: number): number {
  if (period === '1M') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1);
  }
  return start - n * (nextBucket(period, start) - start);
}

/** The open time `n` candles after the one opening at `start`. */
function bucketsAhead(period: Period, start: number, n: number): number {
  if (period === '1M') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1);
  }
  return start + n * (nextBucket(period, start) - start);
}

export type KlinesClient = ReturnType<typeof createKlinesClient>;

export function createKlinesClient(opts: { restUrl: string; timeoutMs: number }) {
  const base = opts.restUrl.replace(/\/+$/, '');

  async function page(
    symbol: string,
    period: Period,
    startTime: number,
    endTime: number,
    signal?: AbortSignal,
  ): Promise<Candle[]> {
    const url = new URL(`${base}/api/v3/klines`);
    url.searchParams.set('symbol', symbol);
    url.searchParams.set('interval', BINANCE_INTERVALS[period]);
    url.searchParams.set('startTime', String(startTime));
    url.searchParams.set('endTime', String(endTime));
    url.searchParams.set('limit', String(KLINES_PAGE_MAX));
    const timeout = AbortSignal.timeout(opts.timeoutMs);
    const res = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const parsed = errorBody.safeParse(body);
      const retryAfter = Number(res.headers.get('retry-after'));
      throw new BinanceHttpError(
        res.status,
        parsed.data?.code,
        `GET /api/v3/klines ${symbol} ${period}: HTTP ${res.status}${parsed.success ? ` ${parsed.data.code} ${parsed.data.msg}` : ''}`,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
      );
    }
    if (!Array.isArray(body)) throw new Error(`GET /api/v3/klines ${symbol} ${period}: not a list of klines`);
    return body.map(candleFromRow);
  }

  /**
   * Candles of `period` with open times in [from, to], oldest first, the latest `limit` of them.
   * Each request asks for a window that holds at most 1000 candles, so the answer never depends on
   * which end Binance counts `limit` from; windows the exchange has no data for come back empty.
   */
  async function range(
    symbol: string,
    period: Period,
    from: number,
    to: number,
    limit: number,
    signal?: AbortSignal,
  ): Promise<Candle[]> {
    const wanted = Math.min(limit, HISTORY_LIMIT_MAX);
    if (wanted <= 0 || to < from) return [];
    let cursor = Math.max(from, bucketsBack(period, bucketStart(period, to), wanted - 1));
    const candles: Candle[] = [];
    while (cursor <= to) {
      const windowEnd = Math.min(to, bucketsAhead(period, bucketStart(period, cursor), KLINES_PAGE_MAX) - 1);
      for (const candle of await page(symbol, period, cursor, windowEnd, signal)) {
        const last = candles.at(-1);
        if (candle.t >= from && candle.t <= to && (!last || candle.t > last.t)) candles.push(candle);
      }
      cursor = windowEnd + 1;
    }
    return candles.slice(-wanted);
  }

  return { range };
}
