import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { STOCKS } from '../../../core/market/channels';
import type { Ticker } from '../../../core/market/types';
import type { StockPriceResponse, StockQuotationResponse } from '../../../core/schemas/market';
import { useChannel } from '../../app/realtime/useChannel';
import { api } from '../../api';
import { applyStockTickers, stockKeys } from './liveTickers';

export { stockKeys };

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

/** While mounted, the `stocks` channel keeps the cached quotes live. */
export function useLiveStockTickers(): void {
  const client = useQueryClient();
  useChannel<Ticker[]>(STOCKS, (tickers) => applyStockTickers(client, tickers));
}
