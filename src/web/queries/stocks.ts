import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { STOCKS } from '../../core/market/channels';
import type { Ticker } from '../../core/market/types';
import type { StockPriceResponse, StockQuotationResponse } from '../../core/schemas/market';
import { useChannel } from '../realtime/useChannel';
import { api } from '../request';

export const stockKeys = {
  all: ['stocks'] as const,
  quotation: ['stocks', 'quotation'] as const,
  price: (symbol: string) => ['stocks', 'price', symbol] as const,
};

export const stockQuotationQuery = () =>
  queryOptions({
    queryKey: stockKeys.quotation,
    queryFn: () => api.get<StockQuotationResponse>('usstock/quotation', undefined, { quiet: true }),
  });

/** Every US stock with its ticker (`usstock/quotation`). */
export const useStockQuotation = () => useQuery(stockQuotationQuery());

/** One stock with its latest ticker (`usstock/getNewPrice`); an unknown symbol fails quietly. */
export const useStockPrice = (symbol: string) =>
  useQuery({
    queryKey: stockKeys.price(symbol),
    queryFn: () =>
      api.post<StockPriceResponse>('usstock/getNewPrice', { symbol }, { quiet: true, noToast: true }),
    retry: false,
    enabled: symbol !== '',
  });

/** A batch of live tickers written over the cached ones (a ticker never goes back in time). */
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

/** While mounted, the `stocks` channel keeps the cached quotes live. */
export function useLiveStockTickers(): void {
  const client = useQueryClient();
  useChannel<Ticker[]>(STOCKS, (tickers) => applyStockTickers(client, tickers));
}
