import { useQuery } from '@tanstack/react-query';
import { startTransition, useMemo, useState } from 'react';
import { TICKERS } from '../../../core/market/channels';
import type { Ticker } from '../../../core/market/types';
import type { PairQuote } from '../../../core/schemas/market';
import { api } from '../../api';
import { marketQuotations } from '../../api/endpoints';
import { FIRST_DATA_QUERY_KEYS } from '../../app/firstData';
import { useChannel } from '../../app/realtime/useChannel';
import { pairsWithLiveTickers, withTickers, type LiveTickers } from './liveTickers';

export const marketKeys = { quotation: FIRST_DATA_QUERY_KEYS.quotation };

/** The market list is asked for again when older than this (tickers keep it live in between). */
export const QUOTATION_FRESH_MS = 30_000;

/**
 * Every pair with its 24h ticker: the list from `currency/quotation_new`, then each ticker as
 * the realtime `tickers` channel brings it (about once a second).
 */
export function useQuotes(): {
  pairs: PairQuote[];
  source: string | null;
  isLoading: boolean;
  isError: boolean;
} {
  const query = useQuery({
    queryKey: marketKeys.quotation,
    queryFn: () => api.call(marketQuotations, {}, { quiet: true }),
    staleTime: QUOTATION_FRESH_MS,
  });
  const [live, setLive] = useState<LiveTickers>({});
  // A transition: the rows a tick moved are redrawn in short slices, never one long task (a list
  // of pairs moving at once while home starts).
  useChannel<Ticker[]>(TICKERS, (tickers) =>
    startTransition(() => setLive((current) => withTickers(current, tickers))),
  );
  // Made once (not a new, discarded map on every tick's render).
  const [merged] = useState(() => new WeakMap<PairQuote, PairQuote>());
  const pairs = useMemo(
    () => pairsWithLiveTickers(query.data?.pairs ?? [], live, merged),
    [query.data, live, merged],
  );
  return { pairs, source: query.data?.source ?? null, isLoading: query.isLoading, isError: query.isError };
}
