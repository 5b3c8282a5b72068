import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Ticker } from '../../src/core/market/types';
import type { StockPriceResponse, StockQuotationResponse } from '../../src/core/schemas/market';
import { formatCompact, formatCompactUsd, formatPercentChange } from '../../src/web/ui/format/money';
import { applyStockTickers, stockKeys } from '../../src/web/features/stocks/liveTickers';
import { tickerAt as ticker } from '../helpers/tickers';

describe('stock figures', () => {
  it.each([
    ['2.31', 'en', '+2.31%'],
    ['-0.40', 'en', '\u22120.40%'],
    ['0.00', 'en', '0.00%'],
    ['12.5', 'es', '+12,50\u00a0%'],
    ['-3.07', 'zh-CN', '\u22123.07%'],
    ['-3.07', 'es', '\u22123,07\u00a0%'],
  ])('shows a 24h change of %s percent in %s as %s', (pct, lang, shown) => {
    expect(formatPercentChange(pct, lang).text).toBe(shown);
  });

  it('colours the change by the figure it shows, read from the decimal, never a float', () => {
    expect(formatPercentChange('0.01', 'en').direction).toBe('up');
    expect(formatPercentChange('-0.01', 'en').direction).toBe('down');
    // Shown as 0.00%: neither up nor down.
    expect(formatPercentChange('-0.000000000000000001', 'en').direction).toBe('flat');
    expect(formatPercentChange('-0.00', 'en')).toMatchObject({ text: '0.00%', direction: 'flat' });
  });

  it('shortens share volume and dollar turnover the way each language does', () => {
    expect(formatCompact('146750000.5', 'en')).toBe('146.75M');
    expect(formatCompact('146750000.5', 'zh-CN')).toBe('1.47亿');
    expect(formatCompactUsd('33040000000', 'en')).toBe('$33.04B');
    expect(formatCompactUsd('33040000000', 'zh-CN')).toBe('US$330.40亿');
  });
});

describe('live stock tickers', () => {
  const stock = (symbol: string, t: Ticker | null) => ({
    symbol,
    name: symbol,
    exchange: 'NASDAQ',
    price_decimals: 2,
    ticker: t,
  });

  it('writes a batch over the list and over each stock’s own query', () => {
    const client = new QueryClient();
    client.setQueryData<StockQuotationResponse>(stockKeys.quotation, {
      source: 'simulated',
      stocks: [stock('AAPL', ticker('AAPL', '230', 1)), stock('MSFT', null)],
    });
    client.setQueryData<StockPriceResponse>(stockKeys.price('AAPL'), {
      ...stock('AAPL', ticker('AAPL', '230', 1)),
      source: 'simulated',
    });
    applyStockTickers(client, [ticker('AAPL', '231.5', 2), ticker('MSFT', '420', 2)]);
    const list = client.getQueryData<StockQuotationResponse>(stockKeys.quotation)!;
    expect(list.stocks.map((s) => s.ticker?.last)).toEqual(['231.5', '420']);
    expect(client.getQueryData<StockPriceResponse>(stockKeys.price('AAPL'))!.ticker?.last).toBe('231.5');
    // Nothing is made up for a stock whose query was never asked for.
    expect(client.getQueryData(stockKeys.price('MSFT'))).toBeUndefined();
  });

  it('never lets a late batch undo a newer price', () => {
    const client = new QueryClient();
    client.setQueryData<StockQuotationResponse>(stockKeys.quotation, {
      source: 'simulated',
      stocks: [stock('AAPL', ticker('AAPL', '231', 5))],
    });
    applyStockTickers(client, [ticker('AAPL', '229', 4)]);
    expect(client.getQueryData<StockQuotationResponse>(stockKeys.quotation)!.stocks[0]!.ticker?.last).toBe(
      '231',
    );
  });
});
