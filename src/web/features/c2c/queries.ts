import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  C2cAd,
  C2cAdSaveRequest,
  C2cMessage,
  C2cOrder,
  C2cPaymentMethod,
  C2cPayType,
  C2cSide,
} from '../../../core/schemas/c2c';
import type { PrivateEvent } from '../../../core/schemas/realtime';
import { api } from '../../api';
import type { EndpointInput } from '../../api/endpoint';
import {
  c2cAdInfo,
  c2cAds,
  c2cCatalog,
  c2cMe,
  c2cMerchantAdPause,
  c2cMerchantAdSave,
  c2cMerchantAds,
  c2cMerchantOrders,
  c2cMerchantPaymentMethodSave,
  c2cMerchantPaymentMethods,
  c2cOrderAdd,
  c2cOrderAppeal,
  c2cOrderCancel,
  c2cOrderInfo,
  c2cOrderList,
  c2cOrderMessage,
  c2cOrderMessages,
  c2cOrderPay,
  c2cOrderRelease,
  configOtcUrl,
  withdrawBankCardGet,
} from '../../api/endpoints';
import { useSession } from '../../api/session/useSession';
import { useFallbackPoll, usePrivateEvents } from '../../app/realtime/usePrivateEvents';
import { fundsKeys } from '../assets';

/*
 * The peer-to-peer calls in three steps (style-by-example §3): the call, its query options, the
 * hook. One key root: a status change or a message refreshes exactly what it moved.
 */

const PAGE_SIZE = 20;
/** While the socket is down, orders and chat are read this often (an order moves in minutes). */
const FALLBACK_POLL_MS = 10_000;

/** Whose orders a list shows: mine as a user (`ctc/order/list`), or those on my ads as a merchant. */
export type OrderScope = 'user' | 'merchant';
/** The order lists' tabs: every order, those still moving (paying, paid, in appeal), completed, cancelled. */
export const ORDER_TABS = ['all', 'active', 'completed', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
/** What each tab asks the list call for: `active` is every open order (paying, paid, in appeal). */
const TAB_STATUS: Record<OrderTab, 'active' | 3 | 5 | undefined> = {
  all: undefined,
  active: 'active',
  completed: 3,
  cancelled: 5,
};

export type AdFilter = {
  side: C2cSide;
  coin: string;
  fiat: string;
  pay_type?: C2cPayType;
  amount?: string;
};

export const c2cKeys = {
  all: ['c2c'] as const,
  catalog: ['c2c', 'catalog'] as const,
  ads: (filter: AdFilter) => ['c2c', 'ads', filter] as const,
  ad: (id: number) => ['c2c', 'ad', id] as const,
  me: ['c2c', 'me'] as const,
  orders: ['c2c', 'orders'] as const,
  orderList: (scope: OrderScope, tab: OrderTab) => ['c2c', 'orders', scope, tab] as const,
  order: (id: number) => ['c2c', 'order', id] as const,
  messages: (id: number) => ['c2c', 'messages', id] as const,
  merchantAds: ['c2c', 'merchant', 'ads'] as const,
  paymentMethods: ['c2c', 'merchant', 'payments'] as const,
  otcUrl: ['c2c', 'otcUrl'] as const,
  bankCard: ['c2c', 'bankCard'] as const,
};

/** `ctc/product/all`: the coins, fiats and pay kinds traded; changes rarely. */
export function useCatalog() {
  return useQuery({
    queryKey: c2cKeys.catalog,
    queryFn: () => api.call(c2cCatalog, {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });
}

const adsQuery = (filter: AdFilter) =>
  infiniteQueryOptions({
    queryKey: c2cKeys.ads(filter),
    queryFn: ({ pageParam }) =>
      api.call(c2cAds, { ...filter, page: pageParam, limit: PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last: { page: number; limit: number; total: number }) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
  });

/** `ctc/product/list`: the ads for one side, coin and fiat, best price first; prices move, so read each minute. */
export function useAds(filter: AdFilter | null) {
  return useInfiniteQuery({
    ...adsQuery(filter ?? { side: 'buy', coin: '', fiat: '' }),
    enabled: filter !== null,
    refetchInterval: 60_000,
  });
}

/** `ctc/product/info`: one ad, read fresh each time the order form opens (its price and what is left). */
export function useAd(id: number | null) {
  return useQuery({
    queryKey: c2cKeys.ad(id ?? 0),
    queryFn: () => api.call(c2cAdInfo, { id: id! }, { quiet: true }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** `ctc/merchant/me`: the caller's merchant record, or null when not an approved merchant. */
export function useMerchantMe() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: c2cKeys.me,
    queryFn: () => api.call(c2cMe, {}, { quiet: true, noToast: true }),
    enabled: loggedIn,
    staleTime: 60_000,
  });
}

/** `set/get_otc_url`: the operator's external OTC desk; empty when none is configured. */
export function useOtcUrl() {
  return useQuery({
    queryKey: c2cKeys.otcUrl,
    queryFn: () => api.call(configOtcUrl, {}, { quiet: true, noToast: true }),
    staleTime: 10 * 60_000,
  });
}

/** The caller's bank card (what a merchant buying pays to), or null when none is saved. */
export function useHasBankCard(enabled: boolean) {
  return useQuery({
    queryKey: c2cKeys.bankCard,
    queryFn: () => api.call(withdrawBankCardGet, {}, { quiet: true }),
    enabled,
    select: (card: unknown) => card !== null,
  });
}

const listCall = (scope: OrderScope) => (scope === 'user' ? c2cOrderList : c2cMerchantOrders);

const pagedOrdersQuery = (scope: OrderScope, tab: OrderTab) =>
  infiniteQueryOptions({
    queryKey: c2cKeys.orderList(scope, tab),
    queryFn: ({ pageParam }) =>
      api.call(
        listCall(scope),
        { status: TAB_STATUS[tab], page: pageParam, limit: PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: { page: number; limit: number; total: number }) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
  });

/** One tab of orders (all, in progress, completed or cancelled), page by page, newest first. */
export function usePagedOrders(scope: OrderScope, tab: OrderTab) {
  return useInfiniteQuery({
    ...pagedOrdersQuery(scope, tab),
    refetchInterval: useFallbackPoll(FALLBACK_POLL_MS),
  });
}

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: c2cKeys.order(id),
    queryFn: () => api.call(c2cOrderInfo, { id }, { quiet: true }),
  });

/** While a paying order is past its deadline, it is read this often until the engine's cancel shows. */
const EXPIRED_POLL_MS = 5_000;

/**
 * `ctc/order/info`: one order. The private channel says when it moves (polling while the socket is
 * down); past the deadline of a paying order it is read every few seconds until the cancel arrives.
 */
export function useOrder(id: number | null) {
  const fallback = useFallbackPoll(FALLBACK_POLL_MS);
  return useQuery({
    ...orderQuery(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && order.status === 1 && Date.now() >= order.pay_deadline ? EXPIRED_POLL_MS : fallback;
    },
  });
}

/** `ctc/order/messages`: the order's chat, oldest first. */
export function useMessages(id: number) {
  return useQuery({
    queryKey: c2cKeys.messages(id),
    queryFn: () => api.call(c2cOrderMessages, { id }, { quiet: true }),
    select: (answer: { list: C2cMessage[] }) => answer.list,
    refetchInterval: useFallbackPoll(FALLBACK_POLL_MS),
  });
}

/** What a status change moves: the order, the lists, the ads' quantities and the balances. */
export function refreshAfterChange(queryClient: QueryClient, order?: C2cOrder) {
  if (order) queryClient.setQueryData(c2cKeys.order(order.id), order);
  void queryClient.invalidateQueries({ queryKey: c2cKeys.orders });
  void queryClient.invalidateQueries({ queryKey: c2cKeys.merchantAds });
  void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
}

/** Screens showing orders or a chat read them again when the private channel says one moved. */
export function useC2cEvents() {
  const queryClient = useQueryClient();
  usePrivateEvents((event: PrivateEvent) => {
    if (event.type === 'c2c.changed') {
      void queryClient.invalidateQueries({ queryKey: c2cKeys.order(event.id) });
      refreshAfterChange(queryClient);
    } else if (event.type === 'c2c.message') {
      void queryClient.invalidateQueries({ queryKey: c2cKeys.messages(event.order_id) });
    }
  });
}

/** `ctc/merchant/ads`: the merchant's own ads, online and paused. */
export function useMerchantAds(enabled: boolean) {
  return useQuery({
    queryKey: c2cKeys.merchantAds,
    queryFn: () => api.call(c2cMerchantAds, {}, { quiet: true }),
    select: (answer: { list: C2cAd[] }) => answer.list,
    enabled,
  });
}

/** `ctc/merchant/payment_methods`: the merchant's payment methods. */
export function usePaymentMethods(enabled: boolean) {
  return useQuery({
    queryKey: c2cKeys.paymentMethods,
    queryFn: () => api.call(c2cMerchantPaymentMethods, {}, { quiet: true }),
    select: (answer: { list: C2cPaymentMethod[] }) => answer.list,
    enabled,
  });
}

export const placeOrder = (request: EndpointInput<'c2c.orderAdd'>): Promise<C2cOrder> =>
  api.call(c2cOrderAdd, request);
export const markPaid = (id: number): Promise<C2cOrder> => api.call(c2cOrderPay, { id });
export const cancelOrder = (id: number): Promise<C2cOrder> => api.call(c2cOrderCancel, { id });
export const releaseOrder = (id: number, pay_password: string): Promise<C2cOrder> =>
  api.call(c2cOrderRelease, { id, pay_password });
export const appealOrder = (id: number, reason: string): Promise<C2cOrder> =>
  api.call(c2cOrderAppeal, { id, reason });
export const sendMessage = (id: number, message: { text?: string; image?: string }): Promise<C2cMessage> =>
  api.call(c2cOrderMessage, { id, ...message });
export const saveAd = (request: C2cAdSaveRequest): Promise<C2cAd> => api.call(c2cMerchantAdSave, request);
export const setAdOnline = (id: number, online: boolean): Promise<C2cAd> =>
  api.call(c2cMerchantAdPause, { id, online });
export const savePaymentMethod = (method: {
  id?: number;
  pay_type: C2cPayType;
  name: string;
  account: string;
  bank?: string;
  enabled: boolean;
}): Promise<C2cPaymentMethod> => api.call(c2cMerchantPaymentMethodSave, method);
