import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Trade } from '../../src/core/market/types';
import type { SpotOrder } from '../../src/core/schemas/spot';
import { showOrderUpdate, spotKeys } from '../../src/web/features/spot/queries';
import { withTrades } from '../../src/web/features/spot/latestTrades';
import { withOrder, withoutOrder, type OrderPages } from '../../src/web/features/spot/orderLists';
import { formatTrimmed } from '../../src/web/features/spot/format';
import {
  estimate,
  matchingPercent,
  maxQuantity,
  quantityForPercent,
  stepPrice,
} from '../../src/web/features/spot/orderMath';
import { matchesPair } from '../../src/web/features/spot/pairSearch';

const btc = { qtyDecimals: 5, feeRate: '0.001' };

describe('maxQuantity', () => {
  it('buys what the quote balance pays for, fee included, truncated to the pair precision', () => {
    // 1000 / (60000 × 1.001) = 0.016650016… → 0.01665
    const max = maxQuantity({
      side: 'buy',
      price: '60000',
      availableQuote: '1000',
      availableBase: '9',
      ...btc,
    });
    expect(max).toBe('0.01665');
    // The most it allows, with its fee, never costs more than what is available.
    const cost = estimate('buy', max, '60000', btc.feeRate)!;
    expect(cost.total.plus(cost.fee).lte(1000)).toBe(true);
  });

  it('steps down one unit when the server would round the fee past the balance', () => {
    // 0.00003 × 60000.01 = 1.8000003; its fee 0.0018000003 rounds up to 0.00180001 (core/spot),
    // so 0.00003 costs 1.80180031 — more than 1.801800305, though the plain division allows it.
    const input = { side: 'buy' as const, price: '60000.01', availableBase: '0', ...btc };
    expect(maxQuantity({ ...input, availableQuote: '1.801800305' })).toBe('0.00002');
    expect(maxQuantity({ ...input, availableQuote: '1.80180031' })).toBe('0.00003');
  });

  it('sells the available base coin, truncated, whatever the price', () => {
    const max = maxQuantity({
      side: 'sell',
      price: '',
      availableQuote: '0',
      availableBase: '0.123456789',
      ...btc,
    });
    expect(max).toBe('0.12345');
  });

  it('offers nothing to buy before there is a price', () => {
    expect(maxQuantity({ side: 'buy', price: '', availableQuote: '1000', availableBase: '0', ...btc })).toBe(
      '0',
    );
    expect(maxQuantity({ side: 'buy', price: '0', availableQuote: '1000', availableBase: '0', ...btc })).toBe(
      '0',
    );
  });

  it('gives whole coins on a pair without decimals', () => {
    const max = maxQuantity({
      side: 'buy',
      price: '0.32',
      availableQuote: '100',
      availableBase: '0',
      qtyDecimals: 0,
      feeRate: '0.001',
    });
    expect(max).toBe('312'); // 100 / 0.32032 = 312.18…
  });
});

describe('percent of the available balance', () => {
  it('truncates each share to the pair precision', () => {
    expect(quantityForPercent('0.01665', 25, 5)).toBe('0.00416');
    expect(quantityForPercent('0.01665', 50, 5)).toBe('0.00832');
    expect(quantityForPercent('0.01665', 100, 5)).toBe('0.01665');
    expect(quantityForPercent('3', 25, 0)).toBe('0');
  });

  it('recognises the chip a quantity came from, and none for a typed one', () => {
    expect(matchingPercent('0.00832', '0.01665', 5)).toBe(50);
    expect(matchingPercent('0.01665', '0.01665', 5)).toBe(100);
    expect(matchingPercent('0.008', '0.01665', 5)).toBeNull();
    expect(matchingPercent('', '0.01665', 5)).toBeNull();
    expect(matchingPercent('0', '0', 5)).toBeNull();
  });
});

describe('estimate', () => {
  it('is quantity × price and the fee on it, exactly', () => {
    const figures = estimate('buy', '0.01', '60000.5', '0.001')!;
    expect(figures.total.toFixed()).toBe('600.005');
    expect(figures.fee.toFixed()).toBe('0.600005');
  });

  it('rounds as the server does: a buyer pays the fee rounded up, a seller receives rounded down', () => {
    const buy = estimate('buy', '0.00001', '0.32145', '0.001')!;
    expect([buy.total.toFixed(), buy.fee.toFixed()]).toEqual(['0.00000322', '0.00000001']);
    const sell = estimate('sell', '0.00001', '0.32145', '0.001')!;
    expect(sell.total.toFixed()).toBe('0.00000321');
  });

  it('waits for both fields to hold a positive number', () => {
    expect(estimate('buy', '', '60000', '0.001')).toBeNull();
    expect(estimate('buy', '0', '60000', '0.001')).toBeNull();
    expect(estimate('buy', '1', '', '0.001')).toBeNull();
    expect(estimate('buy', '1.', '60000', '0.001')).toBeNull();
  });
});

describe('stepPrice', () => {
  it('moves one tick of the pair precision', () => {
    expect(stepPrice('60000.00', 2, 1)).toBe('60000.01');
    expect(stepPrice('60000', 2, -1)).toBe('59999.99');
    expect(stepPrice('0.32145', 5, 1)).toBe('0.32146');
  });

  it('starts from one tick on an empty field and never goes below it', () => {
    expect(stepPrice('', 2, 1)).toBe('0.01');
    expect(stepPrice('0.01', 2, -1)).toBe('0.01');
  });
});

describe('screen figures', () => {
  it('trims totals to the coin precision without padding or rounding up', () => {
    expect(formatTrimmed('960.000000', 6, 'en')).toBe('960');
    expect(formatTrimmed('2497.2872319', 6, 'en')).toBe('2,497.287231');
    expect(formatTrimmed('0.0000009', 6, 'en')).toBe('0');
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
