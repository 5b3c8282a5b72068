import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { IeoApplication, IeoApplyRequest, IeoItem, IeoPayRequest } from '../../../core/schemas/ieo';
import { MAX_PAGE_SIZE } from '../../../core/schemas/fields';
import type { PrivateEvent } from '../../../core/schemas/realtime';
import { api } from '../../api';
import { ieoApply, ieoList, ieoMyApply, ieoPay } from '../../api/endpoints';
import { useFallbackPoll, usePrivateEvents } from '../../app/realtime/usePrivateEvents';
import { fundsKeys } from '../assets';

/* The IEO calls in three steps (style-by-example §3): the call, its query options, the hook. */

const PAGE_SIZE = 20;
const FALLBACK_POLL_MS = 30_000;
/** A bound on the pages read for the whole list: 10 × 100 items is far more than will ever run. */
const MAX_LIST_PAGES = 10;

export const ieoKeys = {
  all: ['ieo'] as const,
  items: (lang: string) => ['ieo', 'items', lang] as const,
  applications: ['ieo', 'applications'] as const,
};

/**
 * `ieo/list`, every item: the list screen filters by phase on the phone (one of its filters spans
 * four statuses) and the detail screen picks its item from the same answer (there is no call for
 * one item). The description comes in the caller's language, hence the language in the key.
 */
export async function fetchAllItems(): Promise<IeoItem[]> {
  const items: IeoItem[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    const answer = await api.call(ieoList, { page, limit: MAX_PAGE_SIZE }, { quiet: true });
    items.push(...answer.list);
    if (page * answer.limit >= answer.total || answer.list.length === 0) break;
  }
  return items;
}

const itemsQuery = (lang: string) =>
  queryOptions({
    queryKey: ieoKeys.items(lang),
    queryFn: fetchAllItems,
    // The phases move with the clock and the totals with every application.
    refetchInterval: 60_000,
  });

export function useIeoItems(lang: string) {
  return useQuery(itemsQuery(lang));
}

/** One item by id from the list's answer; null once loaded when there is no such item. */
export function useIeoItem(id: number | null, lang: string) {
  return useQuery({
    ...itemsQuery(lang),
    select: (items: IeoItem[]) => items.find((item) => item.id === id) ?? null,
    enabled: id !== null,
  });
}

const applicationsQuery = () =>
  infiniteQueryOptions({
    queryKey: ieoKeys.applications,
    queryFn: ({ pageParam }) => api.call(ieoMyApply, { page: pageParam, limit: PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last: { page: number; limit: number; total: number }) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
  });

/** My applications, newest first; read only with a session (the detail screen asks while logged out). */
export function useMyApplications(loggedIn = true) {
  return useInfiniteQuery({
    ...applicationsQuery(),
    enabled: loggedIn,
    refetchInterval: useFallbackPoll(FALLBACK_POLL_MS),
  });
}

/** Items and applications read again when the private channel says one moved, and the balances with them. */
export function useIeoEvents() {
  const queryClient = useQueryClient();
  usePrivateEvents((event: PrivateEvent) => {
    if (event.type === 'ieo.changed') {
      void queryClient.invalidateQueries({ queryKey: ieoKeys.all });
      void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
    }
  });
}

export const applyForIeo = (request: IeoApplyRequest): Promise<IeoApplication> => api.call(ieoApply, request);

export const payForIeo = (request: IeoPayRequest): Promise<IeoApplication> => api.call(ieoPay, request);
