import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewCoinOrder, NewCoinOrderRequest } from '../../../core/schemas/newcoins';
import type { PrivateEvent } from '../../../core/schemas/realtime';
import { api } from '../../api';
import { newcoinsConfig, newcoinsOrder, newcoinsOrderList, newcoinsProductInfo } from '../../api/endpoints';
import { useFallbackPoll, usePrivateEvents } from '../../app/realtime/usePrivateEvents';
import { fundsKeys } from '../assets';

/* The new-coin calls in three steps (style-by-example §3): the call, its query options, the hook. */

const PAGE_SIZE = 20;
const FALLBACK_POLL_MS = 30_000;

export const newcoinsKeys = {
  all: ['newcoins'] as const,
  products: ['newcoins', 'products'] as const,
  product: (id: number, lang: string) => ['newcoins', 'product', id, lang] as const,
  orders: ['newcoins', 'orders'] as const,
};

/** `lh/send/config`: every sale; read again each minute, the phases move with the clock. */
export function useSales() {
  return useQuery({
    queryKey: newcoinsKeys.products,
    queryFn: () => api.call(newcoinsConfig, {}, { quiet: true }),
    refetchInterval: 60_000,
  });
}

export function useSale(id: number | null, lang: string) {
  return useQuery({
    queryKey: newcoinsKeys.product(id ?? 0, lang),
    queryFn: () => api.call(newcoinsProductInfo, { id: id! }, { quiet: true }),
    enabled: id !== null,
  });
}

const ordersQuery = () =>
  infiniteQueryOptions({
    queryKey: newcoinsKeys.orders,
    queryFn: ({ pageParam }) =>
      api.call(newcoinsOrderList, { page: pageParam, limit: PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last: { page: number; limit: number; total: number }) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
  });

export function useMyOrders() {
  return useInfiniteQuery({ ...ordersQuery(), refetchInterval: useFallbackPoll(FALLBACK_POLL_MS) });
}

/** My subscriptions read again when the private channel says one moved (allotted, launched). */
export function useNewcoinEvents() {
  const queryClient = useQueryClient();
  usePrivateEvents((event: PrivateEvent) => {
    if (event.type === 'newcoin.changed') {
      void queryClient.invalidateQueries({ queryKey: newcoinsKeys.all });
      void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
    }
  });
}

export const placeOrder = (request: NewCoinOrderRequest): Promise<NewCoinOrder> =>
  api.call(newcoinsOrder, request);
