import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tradesChannel } from '../../core/market/channels';
import type { Trade } from '../../core/market/types';
import type { DealResponse } from '../../core/schemas/market';
import { api } from '../request';
import { useChannel } from '../realtime/useChannel';

/** How many latest trades a screen keeps. */
export const TRADES_KEPT = 30;

export const latestTradesKey = (symbol: string) => ['market', 'deals', symbol] as const;

/** New trades added to a newest-first list, without repeats, keeping the newest `keep`. */
export function withTrades(current: Trade[], added: Trade[], keep = TRADES_KEPT): Trade[] {
  const seen = new Set(current.map(tradeKey));
  // Pushes list the newest last; a stable sort then keeps same-millisecond trades newest first.
  const fresh = added.filter((t) => !seen.has(tradeKey(t))).reverse();
  return [...fresh, ...current].sort((a, b) => b.ts - a.ts).slice(0, keep);
}
const tradeKey = (t: Trade) => `${t.ts}|${t.price}|${t.qty}|${t.side}`;

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
      const deal = await api.get<DealResponse>(
        'currency/deal',
        { symbol, limit: TRADES_KEPT },
        { quiet: true },
      );
      return { ...deal, trades: withTrades([], deal.trades) };
    },
  });
}
