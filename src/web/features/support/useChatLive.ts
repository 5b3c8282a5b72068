import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFallbackPoll, usePrivateEvents } from '../../app/realtime/usePrivateEvents';
import { catchUp, markRead } from './queries';

/** While the socket is down, the open chat asks for new messages this often. */
const FALLBACK_POLL_MS = 10_000;

const seen = () => document.visibilityState === 'visible';

/**
 * Keeps the open chat live: a `support.message` frame (a reply, or the user's own message from
 * another device) brings what is new; support's replies count as read while the chat is in view.
 * Polls only while the socket is down, and catches up when the chat is opened again.
 */
export function useChatLive(): void {
  const queryClient = useQueryClient();
  usePrivateEvents((event) => {
    if (event.type !== 'support.message') return;
    void catchUp(queryClient);
    if (event.unread > 0 && seen()) void markRead(queryClient);
  });

  useEffect(() => {
    void catchUp(queryClient);
    if (seen()) void markRead(queryClient);
    const onShow = () => {
      if (seen()) void markRead(queryClient);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [queryClient]);

  const poll = useFallbackPoll(FALLBACK_POLL_MS);
  useEffect(() => {
    if (poll === false) return;
    const timer = setInterval(() => void catchUp(queryClient), poll);
    return () => clearInterval(timer);
  }, [poll, queryClient]);
}
