import { useEffect, useRef } from 'react';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ORDERS } from '../../../core/market/channels';
import type { SpotOrder, SpotOrderList, SpotOrderRequest } from '../../../core/schemas/spot';
import { api } from '../../api';
import { spotCancel, spotList, spotPlace } from '../../api/endpoints';
import { useChannel } from '../../app/realtime/useChannel';
import { useRealtimeStatus } from '../../app/realtime/useRealtimeStatus';
import { useSession } from '../../api/session/useSession';
import { withOrder, withoutOrder, type OrderPages } from './orderLists';
import { fundsKeys } from '../assets';

export type OrderTab = 'open' | 'history';

export const SPOT_PAGE_SIZE = 20;

/** A list's pair, or every pair. */
const ALL_PAIRS = '*';

export const spotKeys = {
  all: ['spot'] as const,
  tab: (tab: OrderTab) => ['spot', 'orders', tab] as const,
  orders: (tab: OrderTab, symbol: string | null) => ['spot', 'orders', tab, symbol ?? ALL_PAIRS] as const,
};

export const spotOrdersQuery = (tab: OrderTab, symbol: string | null = null) =>
  infiniteQueryOptions({
    queryKey: spotKeys.orders(tab, symbol),
    queryFn: ({ pageParam }) =>
      api.call(
        spotList,
        { status: tab, page: pageParam, limit: SPOT_PAGE_SIZE, ...(symbol ? { symbol } : {}) },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: SpotOrderList) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
  });

/**
 * The signed-in user's open orders or order history, page by page, of one pair or (null) of
 * all; nothing for a visitor.
 */
export function useSpotOrders(tab: OrderTab, symbol: string | null = null) {
  const { loggedIn } = useSession();
  return useInfiniteQuery({ ...spotOrdersQuery(tab, symbol), enabled: loggedIn });
}

/** `coin/trade`: the same request_id on a retry returns the first order, never a second. */
export const placeSpotOrder = (order: SpotOrderRequest) => api.call(spotPlace, order);

/** `coin/trade/cancel`: the open order is cancelled and what it held is released. */
export const cancelSpotOrder = (id: number) => api.call(spotCancel, { id });

const tabOf = (order: SpotOrder): OrderTab => (order.status === 'waiting' ? 'open' : 'history');

/**
 * Puts an order's newest state where the lists show it (an answer to a submit or cancel, or a
 * push on the `orders` channel), and refreshes the balances it moved.
 */
export function showOrderUpdate(queryClient: QueryClient, order: SpotOrder): void {
  const target = tabOf(order);
  for (const tab of ['open', 'history'] as const)
    for (const [key, old] of queryClient.getQueriesData<OrderPages>({ queryKey: spotKeys.tab(tab) })) {
      const pair = key[3];
      // A list of another pair never shows the order.
      if (!old || (pair !== ALL_PAIRS && pair !== order.symbol)) continue;
      queryClient.setQueryData<OrderPages>(
        key,
        tab === target ? withOrder(old, order) : withoutOrder(old, order.id),
      );
    }
  void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
}

/** Follows the user's own order updates (fills, cancels) while mounted. */
export function useOrderUpdates(): void {
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  useChannel<SpotOrder>(loggedIn ? ORDERS : null, (order) => showOrderUpdate(queryClient, order));
  // Updates pushed while the socket was down are lost: read the orders and balances again.
  const status = useRealtimeStatus();
  const wasDown = useRef(false);
  useEffect(() => {
    if (status === 'reconnecting') wasDown.current = true;
    else if (status === 'open' && wasDown.current) {
      wasDown.current = false;
      void queryClient.invalidateQueries({ queryKey: spotKeys.all });
      void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
    }
  }, [status, queryClient]);
}
