import { PRIVATE } from '../../../core/market/channels';
import type { PrivateEvent } from '../../../core/schemas/realtime';
import { useSession } from '../../api/session/useSession';
import { useChannel } from './useChannel';
import { useRealtimeStatus } from './useRealtimeStatus';

/**
 * Calls `onEvent` with each frame of the signed-in user's private channel while mounted: a
 * settlement, a fill, a liquidation, a balance moved. Screens read the named record again.
 */
export function usePrivateEvents(onEvent: (event: PrivateEvent) => void): void {
  const { loggedIn } = useSession();
  useChannel<PrivateEvent>(loggedIn ? PRIVATE : null, onEvent);
}

/**
 * A query's `refetchInterval` for what the private channel reports: no polling while the socket
 * is open (the channel says when to read again), every `ms` while it is down.
 */
export function useFallbackPoll(ms: number): number | false {
  return useRealtimeStatus() === 'open' ? false : ms;
}
