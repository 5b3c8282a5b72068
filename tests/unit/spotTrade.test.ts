import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Trade } from '../../src/core/market/types';
import type { SpotOrder } from '../../src/core/schemas/spot';
import { showOrderUpdate, spotKeys } from '../../src/web/features/spot/queries';
import { withTrades } from '../../src/web/features/spot/latestTrades';
import { withOrder, withoutOrder, type OrderPages } from '../../src/web/features/spot/orderLists';
import { coinAmount } from '../../src/web/features/spot/format';
import { matchesPair } from '../../src/web/features/spot/pairSearch';

describe('screen figures', () => {
  it('writes totals at the coin’s places with the coin, cut, never rounded up', () => {
    expect(coinAmount('960.000000', 'USDT', 6, 'en').text).toBe('960.000000 USDT');
    expect(coinAmount('2497.2872319', 'USDT', 6, 'en').text).toBe('2,497.287231 USDT');
    expect(coinAmount('0.0000009', 'USDT', 6, 'en').text).toBe('0.000000 USDT');
  });
});

describe('pair search', () => {
  const pair = { base: 'BTC', quote: 'USDT' };
  it.each(['', 'btc', 'BTC/', 'btcusdt', ' usdt '])('finds BTC/USDT for "%s"', (query) => {
    expect(matchesPair(pair, query)).toBe(true);
  });
  it('leaves out other coins', () => expect(matchesPair(pair, 'eth')).toBe(false));
});

describe('latest trades', () => {
  const trade = (ts: number, price: string): Trade => ({
    symbol: 'BTC/USDT',
    price,
    qty: '1',
    side: 'buy',
    ts,
  });

  it('puts pushed trades (newest last) first in a newest-first list, without repeats', () => {
    const shown = withTrades([trade(2, 'b'), trade(1, 'a')], [trade(2, 'b'), trade(3, 'c'), trade(4, 'd')]);
    expect(shown.map((t) => t.price)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('keeps only the newest', () => {
    const many = Array.from({ length: 40 }, (_, i) => trade(i, String(i)));
    const shown = withTrades([], many, 30);
    expect(shown).toHaveLength(30);
    expect(shown[0]!.price).toBe('39');
  });
});

describe('own orders, live', () => {
  const order = (id: number, status: SpotOrder['status']) => ({ id, status }) as SpotOrder;
  const pages = (...ids: number[][]): OrderPages => ({
    pageParams: ids.map((_, i) => i + 1),
    pages: ids.map((list, i) => ({
      list: list.map((id) => order(id, 'waiting')),
      page: i + 1,
      limit: 2,
      total: ids.flat().length,
    })),
  });

  it('adds a new order first and counts it', () => {
    const next = withOrder(pages([2, 1]), order(3, 'waiting'));
    expect(next.pages[0]!.list.map((o) => o.id)).toEqual([3, 2, 1]);
    expect(next.pages[0]!.total).toBe(3);
  });

  it('replaces an order it already shows, in place', () => {
    const next = withOrder(pages([2], [1]), order(1, 'completed'));
    expect(next.pages.map((p) => p.list.map((o) => `${o.id}:${o.status}`))).toEqual([
      ['2:waiting'],
      ['1:completed'],
    ]);
    expect(next.pages[0]!.total).toBe(2);
  });

  it('takes a filled or cancelled order out of the open list', () => {
    const before = pages([3, 2], [1]);
    const next = withoutOrder(before, 2);
    expect(next.pages.map((p) => p.list.map((o) => o.id))).toEqual([[3], [1]]);
    expect(next.pages[0]!.total).toBe(2);
    expect(withoutOrder(before, 9)).toBe(before);
  });
});

describe('an order update reaching the cached lists', () => {
  const order = (id: number, symbol: string, status: SpotOrder['status']) =>
    ({ id, symbol, status }) as SpotOrder;
  const list = (...orders: SpotOrder[]): OrderPages => ({
    pageParams: [1],
    pages: [{ list: orders, page: 1, limit: 20, total: orders.length }],
  });
  const ids = (client: QueryClient, tab: 'open' | 'history', symbol: string | null) =>
    client.getQueryData<OrderPages>(spotKeys.orders(tab, symbol))?.pages[0]?.list.map((o) => o.id);

  it('enters the all-pairs lists and its own pair’s, never another pair’s', () => {
    const client = new QueryClient();
    client.setQueryData(spotKeys.orders('open', null), list(order(1, 'BTC/USDT', 'waiting')));
    client.setQueryData(spotKeys.orders('open', 'BTC/USDT'), list(order(1, 'BTC/USDT', 'waiting')));
    client.setQueryData(spotKeys.orders('open', 'ETH/USDT'), list());
    client.setQueryData(spotKeys.orders('history', null), list());
    client.setQueryData(spotKeys.orders('history', 'ETH/USDT'), list());

    showOrderUpdate(client, order(2, 'BTC/USDT', 'waiting'));
    expect(ids(client, 'open', null)).toEqual([2, 1]);
    expect(ids(client, 'open', 'BTC/USDT')).toEqual([2, 1]);
    expect(ids(client, 'open', 'ETH/USDT')).toEqual([]);

    // Filled: it leaves every open list and files into the histories that show its pair.
    showOrderUpdate(client, order(1, 'BTC/USDT', 'completed'));
    expect(ids(client, 'open', null)).toEqual([2]);
    expect(ids(client, 'open', 'BTC/USDT')).toEqual([2]);
    expect(ids(client, 'history', null)).toEqual([1]);
    expect(ids(client, 'history', 'ETH/USDT')).toEqual([]);
  });
});
