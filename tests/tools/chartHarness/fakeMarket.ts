import type { Page, WebSocketRoute } from 'playwright-core';
import { CHART_PERIODS, type ChartPeriod } from '../../../src/core/market/periods';
import type { Candle } from '../../../src/core/market/types';
import type { KlineResponse } from '../../../src/core/schemas/market';
import { candleSeries } from '../../fixtures/candleSeries';

/**
 * A stand-in for the market API and the realtime socket, for the chart panel in the harness:
 * the kline call answers pages of a fixed random walk (with `before` and `limit` as the server
 * reads them), and the socket speaks the frame protocol of core/market/channels.ts.
 */
export type FakeMarket = {
  /** Every kline request's query, as the panel sent it. */
  requests: URLSearchParams[];
  /** The path of every kline request (currency/new_timeshar or usstock/kline). */
  paths: string[];
  /** Channels currently subscribed. */
  subscribed: Set<string>;
  /** The full history of a period (what the pages are cut from). */
  history(period: ChartPeriod): Candle[];
  /** Sends a candle on a channel, as the server does for the open candle. */
  push(ch: string, candle: Candle): void;
  /** The next kline requests fail (an error envelope) while this is true. */
  failing: boolean;
};

export const MARKET_NOW = Date.UTC(2026, 5, 1, 12, 0);

export async function fakeMarket(
  page: Page,
  options: { total?: number } = {},
): Promise<{
  market: FakeMarket;
  api: (url: URL) => unknown;
}> {
  const total = options.total ?? 1500;
  const series = new Map<ChartPeriod, Candle[]>();
  const history = (period: ChartPeriod) => {
    let list = series.get(period);
    if (!list) {
      const seed = CHART_PERIODS.indexOf(period === 'timeshare' ? '1m' : period) + 3;
      list = candleSeries({
        period,
        count: total,
        end: MARKET_NOW,
        startSteps: 6_512_345,
        decimals: 2,
        seed,
      });
      series.set(period, list);
    }
    return list;
  };
  const sockets: WebSocketRoute[] = [];
  const market: FakeMarket = {
    requests: [],
    paths: [],
    subscribed: new Set(),
    history,
    failing: false,
    push(ch, candle) {
      for (const ws of sockets) ws.send(JSON.stringify({ ch, data: candle }));
    },
  };
  await page.routeWebSocket(/\/api\/ws$/, (ws) => {
    sockets.push(ws);
    ws.onMessage((message) => {
      const frame = JSON.parse(String(message)) as { op: string; ch?: string };
      if (frame.op === 'sub' && frame.ch) {
        market.subscribed.add(frame.ch);
        ws.send(JSON.stringify({ op: 'subbed', ch: frame.ch }));
      } else if (frame.op === 'unsub' && frame.ch) market.subscribed.delete(frame.ch);
      else if (frame.op === 'ping') ws.send(JSON.stringify({ op: 'pong' }));
    });
  });
  const api = (url: URL): unknown => {
    if (!url.pathname.endsWith('/currency/new_timeshar') && !url.pathname.endsWith('/usstock/kline'))
      return undefined;
    market.requests.push(url.searchParams);
    market.paths.push(url.pathname);
    if (market.failing) return undefined;
    const period = (url.searchParams.get('period') ?? '1m') as ChartPeriod;
    const limit = Number(url.searchParams.get('limit') ?? 300);
    const before = url.searchParams.get('before');
    const all = history(period);
    const end = before ? all.findIndex((c) => c.t >= Number(before)) : all.length;
    const upTo = end === -1 ? all.length : end;
    const response: KlineResponse = {
      symbol: url.searchParams.get('symbol') ?? '',
      period,
      source: 'simulated',
      candles: all.slice(Math.max(0, upTo - limit), upTo),
    };
    return response;
  };
  return { market, api };
}
