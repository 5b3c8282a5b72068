import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tradesChannel } from '../../../core/market/channels';
import type { Trade } from '../../../core/market/types';
import type { DealResponse } from '../../../core/schemas/market';
import { api } from '../../api';
import { marketDeal } from '../../api/endpoints';
import { useChannel } from '../../app/realtime/useChannel';
import { TRADES_KEPT, withTrades } from './latestTrades';

export const latestTradesKey = (symbol: string) => ['market', 'deals', symbol] as const;

/** The pair's latest trades, newest first: `currency/deal`, then each `trades:<symbol>` push. */
export function useLatestTrades(symbol: string) {
  const queryClient = useQueryClient();
  const key = latestTradesKey(symbol);
  useChannel<Trade[]>(tradesChannel(symbol), (pushed) =>
    queryClient.setQueryData<DealResponse>(key, (old) =>
      old ? { ...old, trades: withTrades(old.trades, pushed) } : old,
    ),
  );
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const deal = await api.call(marketDeal, { symbol, limit: TRADES_KEPT }, { quiet: true });
      return { ...deal, trades: withTrades([], deal.trades) };
    },
  });
}
