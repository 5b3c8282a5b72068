import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  HostedOrder,
  HostedOrderList,
  HostedOrderStatus,
  SubscribeRequest,
} from '../../../core/schemas/finance';
import type { PrivateEvent } from '../../../core/schemas/realtime';
import { api } from '../../api';
import {
  financeConfig,
  financeOrders,
  financeProductInfo,
  financeQuote,
  financeRedeem,
  financeReport,
  financeSubscribe,
} from '../../api/endpoints';
import { useSession } from '../../api/session/useSession';
import { useFallbackPoll, usePrivateEvents } from '../../app/realtime/usePrivateEvents';
import { fundsKeys } from '../assets';

/*
 * The locked-fund calls in three steps (style-by-example §3): the call, its query options, the
 * hook. One key root: a subscription, a day's interest or a redemption refreshes what it moved.
 */

export const ORDER_PAGE_SIZE = 20;
/** While the socket is down, holdings are read this often, so a day's interest still shows. */
const FALLBACK_POLL_MS = 30_000;

export const financeKeys = {
  all: ['finance'] as const,
  products: (loggedIn: boolean) => ['finance', 'products', loggedIn] as const,
  product: (id: number, lang: string) => ['finance', 'product', id, lang] as const,
  report: ['finance', 'report'] as const,
  orders: (tab: HostedOrderStatus) => ['finance', 'orders', tab] as const,
};

/** `lh/deposit/config`: every product; with a session, what the user may still add to each. */
export function useProducts() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: financeKeys.products(loggedIn),
    queryFn: () => api.call(financeConfig, {}, { quiet: true }),
    refetchInterval: 60_000,
  });
}

/** `lh/deposit/product_info`: the product with a subscription's dates if made now, and its rules. */
export function useProductInfo(id: number | null, lang: string) {
  return useQuery({
    queryKey: financeKeys.product(id ?? 0, lang),
    queryFn: () => api.call(financeProductInfo, { id: id! }, { quiet: true }),
    enabled: id !== null,
  });
}

/** `lh/deposit/report`: what the user holds and earned, per coin; nothing for a visitor. */
export function useReport() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: financeKeys.report,
    queryFn: () => api.call(financeReport, {}, { quiet: true }),
    enabled: loggedIn,
    refetchInterval: useFallbackPoll(FALLBACK_POLL_MS),
  });
}

const ordersQuery = (tab: HostedOrderStatus) =>
  infiniteQueryOptions({
    queryKey: financeKeys.orders(tab),
    queryFn: ({ pageParam }) =>
      api.call(financeOrders, { tab, page: pageParam, limit: ORDER_PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last: HostedOrderList) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
  });

/** `lh/deposit/order`: one tab's orders, page by page. */
export function useOrders(tab: HostedOrderStatus) {
  return useInfiniteQuery({ ...ordersQuery(tab), refetchInterval: useFallbackPoll(FALLBACK_POLL_MS) });
}

/** What a change to an order moves: the lists, the report, the products' quota and the balances. */
export function refreshAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
}

/** Screens showing orders or holdings read them again when the private channel says one moved. */
export function useFinanceEvents() {
  const queryClient = useQueryClient();
  usePrivateEvents((event: PrivateEvent) => {
    if (event.type === 'finance.changed') refreshAfterChange(queryClient);
  });
}

export const subscribe = (request: SubscribeRequest): Promise<HostedOrder> =>
  api.call(financeSubscribe, request);

/** `lh/deposit/order/quote`: asked fresh each time the sheet opens (never from a cache). */
export function useQuote(id: number | null) {
  return useQuery({
    queryKey: ['finance', 'quote', id],
    queryFn: () => api.call(financeQuote, { id: id! }, { quiet: true }),
    enabled: id !== null,
    gcTime: 0,
    staleTime: 0,
  });
}

export const redeem = (id: number, quoteId: string): Promise<HostedOrder> =>
  api.call(financeRedeem, { id, quote_id: quoteId });
