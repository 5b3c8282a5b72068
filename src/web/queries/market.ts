import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { TICKERS, tradesChannel } from '../../core/market/channels';
import type { Ticker, Trade } from '../../core/market/types';
import type { DealResponse, PairQuote, QuotationResponse } from '../../core/schemas/market';
import { api } from '../request';
import { useChannel } from '../realtime/useChannel';

/** How many latest trades a screen keeps. */
export const TRADES_SHOWN = 30;

export const marketKeys = {
  all: ['market'] as const,
  quotation: ['market', 'quotation'] as const,
  deals: (symbol: string) => ['market', 'deals', symbol] as const,
};

export const quotationQuery = () =>
  queryOptions({
    queryKey: marketKeys.quotation,
    queryFn: () => api.get<QuotationResponse>('currency/quotation_new', undefined, { quiet: true }),
  });

/** Pairs with their tickers replaced by the newer ones pushed on the `tickers` channel. */
export function withTickers(quotation: QuotationResponse, tickers: Ticker[]): QuotationResponse {
  const latest = new Map(tickers.map((t) => [t.symbol, t]));
  if (latest.size === 0) return quotation;
  let source = quotation.source;
  const pairs = quotation.pairs.map((pair): PairQuote => {
    const ticker = latest.get(pair.symbol);
    if (!ticker || (pair.ticker && pair.ticker.ts > ticker.ts)) return pair;
    source = ticker.source;
    return { ...pair, ticker };
  });
  return { source, pairs };
}

/** Every spot pair with its 24h ticker, kept live by the `tickers` channel while mounted. */
export function useQuotation() {
  const queryClient = useQueryClient();
  useChannel<Ticker[]>(TICKERS, (tickers) =>
    queryClient.setQueryData<QuotationResponse>(marketKeys.quotation, (old) =>
      old ? withTickers(old, tickers) : old,
    ),
  );
  return useQuery(quotationQuery());
}

/** New trades added to a newest-first list, without repeats, keeping the newest `keep`. */
export function withTrades(current: Trade[], added: Trade[], keep = TRADES_SHOWN): Trade[] {
  const seen = new Set(current.map(tradeKey));
  // Pushes list the newest last; a stable sort then keeps same-millisecond trades newest first.
  const fresh = added.filter((t) => !seen.has(tradeKey(t))).reverse();
  return [...fresh, ...current].sort((a, b) => b.ts - a.ts).slice(0, keep);
}
const tradeKey = (t: Trade) => `${t.ts}|${t.price}|${t.qty}|${t.side}`;

/** The pair's latest trades, newest first: `currency/deal`, then each `trades:<symbol>` push. */
export function useLatestTrades(symbol: string) {
  const queryClient = useQueryClient();
  const key = marketKeys.deals(symbol);
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
        { symbol, limit: TRADES_SHOWN },
        { quiet: true },
      );
      return { ...deal, trades: withTrades([], deal.trades) };
    },
  });
}
