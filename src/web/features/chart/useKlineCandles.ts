import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { klineChannel } from '../../../core/market/channels';
import type { ChartPeriod } from '../../../core/market/periods';
import type { Candle } from '../../../core/market/types';
import type { KlineResponse } from '../../../core/schemas/market';
import { useChannel } from '../../app/realtime/useChannel';
import { api } from '../../api';
import type { Endpoint } from '../../api/endpoint';
import { withLiveCandles } from './candleUpdates';

/** Candles per request (the call allows up to 1,000). */
export const KLINE_PAGE = 500;

const isCandle = (value: unknown): value is Candle =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Candle).t === 'number' &&
  ['o', 'h', 'l', 'c', 'v'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

/** Pages arrive newest first; the chart wants one ascending list without repeats. */
function joinPages(pages: readonly KlineResponse[]): Candle[] {
  const out: Candle[] = [];
  for (let p = pages.length - 1; p >= 0; p--)
    for (const candle of pages[p]!.candles)
      if (out.length === 0 || candle.t > out[out.length - 1]!.t) out.push(candle);
  return out;
}

/**
 * A symbol's candles for a period: history from `path` (paged back with `before`), with the
 * realtime channel's open candle laid over it — the same open time replaces the last candle, a
 * newer one is appended.
 */
export function useKlineCandles(
  symbol: string,
  period: ChartPeriod,
  endpoint: Endpoint<'market.kline' | 'stocks.kline'>,
  /** Candles per page: a compact chart asks for the few it draws. */
  pageSize = KLINE_PAGE,
) {
  // The query key names the call by its path, as it did when callers passed paths.
  const path = endpoint.slice(endpoint.indexOf('/') + 1);
  const history = useInfiniteQuery({
    queryKey: ['kline', path, symbol, period, pageSize],
    queryFn: ({ pageParam }) =>
      api.call(
        endpoint,
        { symbol, period, limit: pageSize, before: pageParam },
        { quiet: true, noToast: true },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.candles.length < pageSize ? undefined : last.candles[0]?.t),
    // The channel keeps the chart current while it is open; a refetch would redraw it all.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

  const stream = `${symbol}|${period}`;
  const [live, setLive] = useState<{ stream: string; candles: readonly Candle[] }>({ stream, candles: [] });
  useChannel<unknown>(klineChannel(symbol, period), (data) => {
    if (!isCandle(data)) return;
    setLive((current) => ({
      stream,
      candles: withLiveCandles(current.stream === stream ? current.candles : [], [data]),
    }));
  });

  const pages = history.data?.pages;
  const past = useMemo(() => (pages ? joinPages(pages) : []), [pages]);
  const liveCandles = live.stream === stream ? live.candles : null;
  const candles = useMemo(
    () => (liveCandles ? withLiveCandles(past, liveCandles) : past),
    [past, liveCandles],
  );

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    candles: candles as Candle[],
    loading: history.isPending,
    failed: history.isError && !history.data,
    retry: () => void history.refetch(),
    loadOlder,
  };
}
