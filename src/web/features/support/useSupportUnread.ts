import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportUnread } from '../../../core/schemas/support';
import { api } from '../../api';
import { supportUnread } from '../../api/endpoints';
import { useSession } from '../../api/session/useSession';
import { usePrivateEvents } from '../../app/realtime/usePrivateEvents';
import { supportKeys } from './keys';

/*
 * Support's unread replies, for the menu's badge: small on purpose, since the menu's chunk
 * downloads it with the entry (the chat's own code stays with the chat).
 */

export const supportUnreadQuery = () => ({
  queryKey: supportKeys.unread,
  queryFn: () => api.call(supportUnread, {}, { quiet: true, noToast: true }),
  staleTime: 30_000,
});

/** The replies not read yet (0 for a visitor), set at once by each `support.message` frame. */
export function useSupportUnread(): number {
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  const counts = useQuery({ ...supportUnreadQuery(), enabled: loggedIn });
  usePrivateEvents((event) => {
    if (event.type === 'support.message')
      queryClient.setQueryData<SupportUnread>(supportKeys.unread, { unread: event.unread });
  });
  return loggedIn ? (counts.data?.unread ?? 0) : 0;
}
