import { mergeCandles } from '../../../../core/market/candles';
import { bucketStart, type Period } from '../../../../core/market/periods';
import type { Candle } from '../../../../core/market/types';
import { decimalText } from './messages';

/**
 * Massive's REST aggregates (custom bars):
 * GET /v2/aggs/ticker/{ticker}/range/{multiplier}/{timespan}/{from}/{to}, from/to in epoch ms,
 * the key in the `Authorization: Bearer` header (documented beside `?apiKey=`; a header keeps it
 * out of URLs and logs). https://massive.com/docs/rest/stocks/aggregates/custom-bars
 */
export type MassiveRest = { restUrl: string; apiKey: string; fetch?: typeof fetch };

/** A refused or failed REST call, with Massive's own explanation when it gave one. */
export class MassiveRequestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`Massive REST ${status}: ${detail}`);
    this.name = 'MassiveRequestError';
  }
}

// Periods Massive aggregates the way we bucket them (minutes and hours align on UTC; a day bar
// opens at midnight New York time, inside the same UTC date). Weeks and months are folded from
// day bars, because Massive's weeks start on Sunday and ours on Monday.
const RANGES: Record<Period, { multiplier: number; timespan: 'minute' | 'hour' | 'day' }> = {
  '1m': { multiplier: 1, timespan: 'minute' },
  '5m': { multiplier: 5, timespan: 'minute' },
  '30m': { multiplier: 30, timespan: 'minute' },
  '1h': { multiplier: 1, timespan: 'hour' },
  '1D': { multiplier: 1, timespan: 'day' },
  '1W': { multiplier: 1, timespan: 'day' },
  '1M': { multiplier: 1, timespan: 'day' },
};
const MAX_PAGES = 20;

type Bar = { t?: unknown; o?: unknown; h?: unknown; l?: unknown; c?: unknown; v?: unknown };
type Page = { results?: Bar[]; next_url?: string; error?: string; message?: string; status?: string };

function candleOf(bar: Bar, period: Period): Candle | null {
  const [o, h, l, c, v] = [bar.o, bar.h, bar.l, bar.c, bar.v ?? 0].map(decimalText);
  if (typeof bar.t !== 'number' || !o || !h || !l || !c || !v) return null;
  return { t: bucketStart(period, bar.t), o, h, l, c, v };
}

async function getPage(rest: MassiveRest, url: string): Promise<Page> {
  const response = await (rest.fetch ?? fetch)(url, {
    headers: { Authorization: `Bearer ${rest.apiKey}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => ({}))) as Page;
  if (!response.ok) {
    throw new MassiveRequestError(response.status, body.error ?? body.message ?? response.statusText);
  }
  return body;
}

/** Candles of one period with open times in [from, to], oldest first, the latest `limit` of them. */
export async function fetchHistory(
  rest: MassiveRest,
  symbol: string,
  period: Period,
  from: number,
  to: number,
  limit: number,
): Promise<Candle[]> {
  const { multiplier, timespan } = RANGES[period];
  const start = bucketStart(period, from);
  const base = rest.restUrl.replace(/\/+$/, '');
  let url: string | undefined =
    `${base}/v2/aggs/ticker/${encodeURIComponent(symbol)}/range/${multiplier}/${timespan}/${start}/${to}` +
    '?adjusted=true&sort=asc&limit=50000';
  const candles: Candle[] = [];
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const body = await getPage(rest, url);
    for (const bar of body.results ?? []) {
      const candle = candleOf(bar, period);
      if (!candle) continue;
      const last = candles.at(-1);
      // Day bars fold into weeks and months; every other period arrives one bar per bucket.
      if (last && last.t === candle.t) candles[candles.length - 1] = mergeCandles(last, candle);
      else candles.push(candle);
    }
    // Only the provider's own host is followed: the key goes with every page.
    url = body.next_url && new URL(body.next_url).origin === new URL(base).origin ? body.next_url : undefined;
  }
  return candles.filter((c) => c.t >= from && c.t <= to).slice(-limit);
}
