import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { STOCKS } from '../../../core/market/channels';
import type { Ticker } from '../../../core/market/types';
import { useChannel } from '../../app/realtime/useChannel';
import { api } from '../../api';
import { stocksPrice, stocksQuotations } from '../../api/endpoints';
import { applyStockTickers, stockKeys } from './liveTickers';

export { stockKeys };

export const stockQuotationQuery = () =>
  queryOptions({
    queryKey: stockKeys.quotation,
    queryFn: () => api.call(stocksQuotations, {}, { quiet: true }),
  });

/** Every US stock with its ticker (`usstock/quotation`). */
export const useStockQuotation = () => useQuery(stockQuotationQuery());

/** One stock with its latest ticker (`usstock/getNewPrice`); an unknown symbol fails quietly. */
export const useStockPrice = (symbol: string) =>
  useQuery({
    queryKey: stockKeys.price(symbol),
    queryFn: () => api.call(stocksPrice, { symbol }, { quiet: true, noToast: true }),
    retry: false,
    enabled: symbol !== '',
  });

/** While mounted, the `stocks` channel keeps the cached quotes live. */
export function useLiveStockTickers(): void {
  const client = useQueryClient();
  useChannel<Ticker[]>(STOCKS, (tickers) => applyStockTickers(client, tickers));
}
