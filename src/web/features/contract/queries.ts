import { infiniteQueryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PositionList } from '../../../core/schemas/contract';
import { api } from '../../api';
import type { EndpointInput } from '../../api/endpoint';
import {
  contractAddMargin,
  contractCancel,
  contractClose,
  contractDeal,
  contractList,
  contractSetstop,
  contractSubmit,
} from '../../api/endpoints';
import { useSession } from '../../api/session/useSession';
import { useFallbackPoll } from '../../app/realtime/usePrivateEvents';
import type { PrivateEvent } from '../../../core/schemas/realtime';
import { fundsKeys } from '../assets';

/*
 * The contract calls in three steps (style-by-example §3): the call, its query options, the hook.
 * One key root, so an order, a close or a fill refreshes exactly what it moved.
 */

export type PositionTab = 'holding' | 'pending' | 'history';

export const CONTRACT_PAGE_SIZE = 20;
/*
 * A fill, a trigger or a liquidation is told by the private channel, which refreshes the lists
 * and the balance. Only while the socket is down are they read on a timer: the lists every ~2 s,
 * the pair's terms and the contract balance every 5 s.
 */
export const LIST_POLL_MS = 2_000;
const DEAL_POLL_MS = 5_000;

export const contractKeys = {
  all: ['contract'] as const,
  deals: ['contract', 'deal'] as const,
  deal: (symbol: string, loggedIn: boolean) => ['contract', 'deal', symbol, loggedIn] as const,
  positions: ['contract', 'positions'] as const,
  list: (tab: PositionTab) => ['contract', 'positions', tab] as const,
};

/** `lever/deal`: the pair's terms, its mark price, and (signed in) the contract account's balance. */
export function useDeal(symbol: string | undefined) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: contractKeys.deal(symbol ?? '', loggedIn),
    queryFn: () => api.call(contractDeal, { symbol: symbol! }, { quiet: true }),
    enabled: Boolean(symbol),
    refetchInterval: useFallbackPoll(DEAL_POLL_MS),
  });
}

const listCall = (tab: PositionTab, page: number) =>
  api.call(contractList, { tab, page, limit: CONTRACT_PAGE_SIZE }, { quiet: true });

export const positionsQuery = (tab: PositionTab) =>
  infiniteQueryOptions({
    queryKey: contractKeys.list(tab),
    queryFn: ({ pageParam }) => listCall(tab, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: PositionList) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
  });

/** The user's positions on one tab, page by page, newest first; read again as the channel tells. */
export function usePositions(tab: PositionTab) {
  const { loggedIn } = useSession();
  return useInfiniteQuery({
    ...positionsQuery(tab),
    enabled: loggedIn,
    refetchInterval: useFallbackPoll(LIST_POLL_MS),
  });
}

/** `lever/submit`: the same request_id on a retry returns the first position, never a second. */
export type SubmitInput = EndpointInput<'contract.submit'>;
export const submitOrder = (order: SubmitInput) => api.call(contractSubmit, order);
export const closePosition = (id: number) => api.call(contractClose, { id });
export const cancelOrder = (id: number) => api.call(contractCancel, { id });
export const setStops = (request: EndpointInput<'contract.setstop'>) => api.call(contractSetstop, request);
export const addMargin = (id: number, amount: string) => api.call(contractAddMargin, { id, amount });

/** What the private channel says about contracts or balances: what it moved is read again. */
export function refreshOnContractEvent(queryClient: QueryClient, event: PrivateEvent): void {
  if (event.type === 'contract.changed') refreshContract(queryClient);
  else if (event.type === 'balance') void queryClient.invalidateQueries({ queryKey: contractKeys.deals });
}

/** After any order or action: the lists, the contract balance, and the assets screens' figures. */
export function refreshContract(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: contractKeys.positions });
  void queryClient.invalidateQueries({ queryKey: contractKeys.deals });
  void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
}
