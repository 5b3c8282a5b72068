import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { SupportMessage, SupportMessages, SupportUnread } from '../../../core/schemas/support';
import { api } from '../../api';
import { supportHours, supportMessages, supportRead, supportSend } from '../../api/endpoints';
import { supportKeys } from './keys';

/*
 * The chat's calls in three steps (style-by-example §3). The history is pages going back in time
 * (page 0 the newest); what arrives later is read with `after` and added to page 0, so pages
 * never shift under the reader (re-reading "the newest 30" would leave a gap between pages).
 */

type History = InfiniteData<SupportMessages, number | undefined>;

export const historyQuery = () => ({
  queryKey: supportKeys.history,
  queryFn: ({ pageParam }: { pageParam: number | undefined }) =>
    api.call(supportMessages, pageParam ? { before: pageParam } : {}, { quiet: true }),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (last: SupportMessages) => (last.has_more ? last.list[0]?.id : undefined),
  // Kept current by frames and catch-ups, never by reading every page again.
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

/** The conversation, oldest first, with the way back to older messages. */
export function useHistory(enabled: boolean) {
  const history = useInfiniteQuery({ ...historyQuery(), enabled });
  const pages = history.data?.pages ?? [];
  const list = pages
    .slice()
    .reverse()
    .flatMap((page) => page.list);
  return { ...history, list };
}

/** Adds messages to the newest page, each once, in id order. */
export function addMessages(queryClient: QueryClient, messages: SupportMessage[]): void {
  queryClient.setQueryData<History>(supportKeys.history, (old) => {
    if (!old || old.pages.length === 0) return old;
    const [newest, ...older] = old.pages;
    const known = new Set(old.pages.flatMap((p) => p.list.map((m) => m.id)));
    const fresh = messages.filter((m) => !known.has(m.id));
    if (fresh.length === 0) return old;
    const list = [...newest!.list, ...fresh].sort((a, b) => a.id - b.id);
    return { ...old, pages: [{ ...newest!, list }, ...older] };
  });
}

/** Reads what came after the newest message shown (a frame, the socket back, the screen reopened). */
export async function catchUp(queryClient: QueryClient): Promise<void> {
  const data = queryClient.getQueryData<History>(supportKeys.history);
  // Nothing read yet: the first read, on its way, brings everything.
  if (!data) return;
  const newest = data.pages[0]?.list.at(-1)?.id ?? 0;
  const page = await api.call(supportMessages, { after: newest, limit: 100 }, { quiet: true, noToast: true });
  // Far behind: start again from the newest page rather than hold a hundred-message gap.
  if (page.has_more) await queryClient.resetQueries({ queryKey: supportKeys.history });
  else addMessages(queryClient, page.list);
}

export const sendMessage = (message: { text?: string; image?: string }, requestId: string) =>
  api.call(supportSend, { ...message, request_id: requestId });

/** The chat is open and seen: support's replies are read. */
export async function markRead(queryClient: QueryClient): Promise<void> {
  const answer = await api.call(supportRead, {}, { quiet: true, noToast: true });
  queryClient.setQueryData<SupportUnread>(supportKeys.unread, answer);
}

/** When support answers; whether it does now moves with the clock, so read again each few minutes. */
export function useSupportHours() {
  return useQuery({
    queryKey: supportKeys.hours,
    queryFn: () => api.call(supportHours, {}, { quiet: true, noToast: true }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
