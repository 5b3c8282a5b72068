import type { QueryClient } from '@tanstack/react-query';
import type { Ticker } from '../../../core/market/types';
import type { StockPriceResponse, StockQuotationResponse } from '../../../core/schemas/market';

export const stockKeys = {
  all: ['stocks'] as const,
  quotation: ['stocks', 'quotation'] as const,
  price: (symbol: string) => ['stocks', 'price', symbol] as const,
};

/**
 * A batch of live tickers (the `stocks` channel) written over the cached quotes: the list and
 * each stock's own query. A ticker never goes back in time: a late batch cannot undo a newer one.
 */
export function applyStockTickers(client: QueryClient, tickers: readonly Ticker[]): void {
  const bySymbol = new Map(tickers.map((t) => [t.symbol, t]));
  const newer = (current: Ticker | null, symbol: string) => {
    const next = bySymbol.get(symbol);
    return next && (!current || next.ts >= current.ts) ? next : current;
  };
  client.setQueryData<StockQuotationResponse>(
    stockKeys.quotation,
    (old) => old && { ...old, stocks: old.stocks.map((s) => ({ ...s, ticker: newer(s.ticker, s.symbol) })) },
  );
  for (const symbol of bySymbol.keys()) {
    client.setQueryData<StockPriceResponse>(
      stockKeys.price(symbol),
      (old) => old && { ...old, ticker: newer(old.ticker, symbol) },
    );
  }
}
