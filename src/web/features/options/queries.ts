import { infiniteQueryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OptionAccount, OptionOrderList, OptionSubmitRequest } from '../../../core/schemas/options';
import type { PrivateEvent } from '../../../core/schemas/realtime';
import { api } from '../../api';
import {
  optionsDemoTopup,
  optionsLists,
  optionsPayable,
  optionsSeconds,
  optionsSubmit,
} from '../../api/endpoints';
import { useSession } from '../../api/session/useSession';
import { FIRST_DATA_QUERY_KEYS } from '../../app/firstData';
import { useFallbackPoll } from '../../app/realtime/usePrivateEvents';
import { fundsKeys } from '../assets';

/*
 * The options calls in three steps (style-by-example §3): the call, its query options, the hook.
 * One key root, so a purchase or a settlement refreshes exactly what it moved.
 */

export type ListStatus = 'open' | 'settled';
export type OrderFilter = { status: ListStatus; account?: OptionAccount; symbol?: string };

export const OPTION_PAGE_SIZE = 20;
/**
 * A settlement is told by the private channel; while the socket is down, the lists of an open
 * order are read this often instead, so it still shows within ~2 s.
 */
export const OPEN_POLL_MS = 2_000;

export const optionsKeys = {
  all: ['options'] as const,
  products: FIRST_DATA_QUERY_KEYS.optionProducts,
  payable: ['options', 'payable'] as const,
  orders: ['options', 'orders'] as const,
  list: (f: OrderFilter) => ['options', 'orders', f.status, f.account ?? '*', f.symbol ?? '*'] as const,
};

/**
 * `microtrade/seconds`: every pair's periods. Asked without a toast: when the operator has
 * switched options off this fails, and the screen shows the server's message in place of itself.
 */
export function useOptionProducts() {
  return useQuery({
    queryKey: optionsKeys.products,
    queryFn: () => api.call(optionsSeconds, {}, { quiet: true, noToast: true }),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * `microtrade/payable_currencies`: the real and demo balances; nothing for a visitor, nor before
 * the periods have shown that options are offered (else a switched-off product toasts twice).
 */
export function usePayable(offered = true) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: optionsKeys.payable,
    queryFn: () => api.call(optionsPayable, {}, { quiet: true }),
    enabled: loggedIn && offered,
  });
}

const listCall = (f: OrderFilter, page: number, limit = OPTION_PAGE_SIZE) =>
  api.call(optionsLists, { ...f, page, limit }, { quiet: true });

export const optionOrdersQuery = (f: OrderFilter) =>
  infiniteQueryOptions({
    queryKey: optionsKeys.list(f),
    queryFn: ({ pageParam }) => listCall(f, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: OptionOrderList) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
  });

/** The user's orders, page by page, newest first (history screen and the trading screen's lists). */
export function useOptionOrders(f: OrderFilter, options: { poll?: boolean; offered?: boolean } = {}) {
  const { loggedIn } = useSession();
  const fallback = useFallbackPoll(OPEN_POLL_MS);
  return useInfiniteQuery({
    ...optionOrdersQuery(f),
    enabled: loggedIn && options.offered !== false,
    refetchInterval: options.poll ? fallback : false,
  });
}

/** What the private channel says about options: the lists and balances it moved are read again. */
export function refreshOnOptionEvent(queryClient: QueryClient, event: PrivateEvent): void {
  if (event.type === 'options.opened' || event.type === 'options.settled')
    void queryClient.invalidateQueries({ queryKey: optionsKeys.orders });
  if (event.type === 'balance') refreshBalances(queryClient);
}

/** `microtrade/submit`: the same request_id on a retry returns the first order, never a second. */
export const submitOption = (order: OptionSubmitRequest) => api.call(optionsSubmit, order);

/** `microtrade/demo_topup`: refills the demo balance (at most once an hour, the server says when). */
export const topUpDemo = () => api.call(optionsDemoTopup);

/** After a settlement or a top-up: the balances it moved (here and on the assets screens). */
export function refreshBalances(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: optionsKeys.payable });
  void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
}

/** After a purchase: the lists it joined and the balance it froze. */
export function refreshAfterPurchase(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: optionsKeys.orders });
  refreshBalances(queryClient);
}

/** How far back the detail screen searches for an order it was not handed: 500 per status. */
const MAX_SEARCH_PAGES = 10;

/**
 * One order by id, for the detail screen: from a list already read, else the lists asked page by
 * page (no single-order call in the contract), open first since those are few.
 */
export async function findOrder(queryClient: QueryClient, id: number) {
  for (const [, data] of queryClient.getQueriesData<{ pages: OptionOrderList[] }>({
    queryKey: optionsKeys.orders,
  }))
    for (const page of data?.pages ?? []) {
      const found = page.list.find((o) => o.id === id);
      if (found) return found;
    }
  for (const status of ['open', 'settled'] as const)
    for (let page = 1; page <= MAX_SEARCH_PAGES; page += 1) {
      const answer = await listCall({ status }, page, 50);
      const found = answer.list.find((o) => o.id === id);
      if (found) return found;
      if (page * answer.limit >= answer.total) break;
    }
  return null;
}
