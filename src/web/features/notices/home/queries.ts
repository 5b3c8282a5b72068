import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Notice, NoticeKind, NoticeList, UnreadCounts } from '../../../../core/schemas/notices';
import type { PrivateEvent } from '../../../../core/schemas/realtime';
import { api } from '../../../api';
import { noticesAnnouncements, noticesDetail, noticesList, noticesReadAll } from '../../../api/endpoints';
import { useSession } from '../../../api/session/useSession';
import { usePrivateEvents } from '../../../app/realtime/usePrivateEvents';

/*
 * The news calls in three steps (style-by-example §3): the call, its query options, the hook. A
 * message frame on the private channel sets the unread counts at once and reads the lists again.
 */

export const NOTICE_PAGE_SIZE = 20;

export const noticeKeys = {
  all: ['notices'] as const,
  lists: ['notices', 'list'] as const,
  list: (kind: NoticeKind, loggedIn: boolean) => ['notices', 'list', kind, loggedIn] as const,
  unread: ['notices', 'unread'] as const,
  latest: ['notices', 'latest'] as const,
  one: (id: number) => ['notices', 'one', id] as const,
};

const NO_UNREAD: UnreadCounts = { announcement: 0, message: 0 };

export const noticeListQuery = (kind: NoticeKind, loggedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: noticeKeys.list(kind, loggedIn),
    queryFn: ({ pageParam }) =>
      api.call(noticesList, { kind, page: pageParam, limit: NOTICE_PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last: NoticeList) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** One tab's notices, page by page; messages only signed in. */
export function useNoticeList(kind: NoticeKind) {
  const { loggedIn } = useSession();
  return useInfiniteQuery({
    ...noticeListQuery(kind, loggedIn),
    enabled: kind === 'announcement' || loggedIn,
  });
}

/**
 * The unread counts of both tabs (0 for a visitor): read with the smallest list, and set by the
 * private channel's message frames as they come.
 */
export function useUnread(): UnreadCounts {
  const { loggedIn } = useSession();
  const counts = useQuery({
    queryKey: noticeKeys.unread,
    queryFn: async () =>
      (await api.call(noticesList, { kind: 'message', page: 1, limit: 1 }, { quiet: true, noToast: true }))
        .unread,
    enabled: loggedIn,
    staleTime: 30_000,
  });
  return loggedIn ? (counts.data ?? NO_UNREAD) : NO_UNREAD;
}

/** The newest announcement (pinned first), for home's scrolling line. */
export function useLatestAnnouncement() {
  return useQuery({
    queryKey: noticeKeys.latest,
    queryFn: async () =>
      (await api.call(noticesAnnouncements, { page: 1, limit: 1 }, { quiet: true, noToast: true })).list[0] ??
      null,
    staleTime: 60_000,
  });
}

/** One notice; opening it marks it read, so the counts are read again. */
export function useNotice(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: noticeKeys.one(id),
    queryFn: async () => {
      const notice = await api.call(noticesDetail, { id }, { quiet: true });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.unread });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.lists });
      return notice;
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

export async function readAll(queryClient: QueryClient, kind: NoticeKind): Promise<void> {
  const { unread } = await api.call(noticesReadAll, { kind });
  queryClient.setQueryData(noticeKeys.unread, unread);
  await queryClient.invalidateQueries({ queryKey: noticeKeys.lists });
}

/** A message frame: the counts it carries at once, the lists read again. */
export function heardMessage(queryClient: QueryClient, event: PrivateEvent): void {
  if (event.type !== 'message') return;
  queryClient.setQueryData(noticeKeys.unread, event.unread);
  void queryClient.invalidateQueries({ queryKey: noticeKeys.lists });
}

/** Keeps the unread counts and the lists current while mounted (the bell, the notices screens). */
export function useMessageEvents(): void {
  const queryClient = useQueryClient();
  usePrivateEvents((event) => heardMessage(queryClient, event));
}

export type { Notice };
