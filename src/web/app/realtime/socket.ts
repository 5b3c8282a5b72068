/**
 * The app's one realtime connection to `/api/ws` (protocol in core/market/channels.ts):
 * opened on the first subscription, reconnected with back-off, every subscription and the
 * session sent again after a reconnect (logic in `client.ts`).
 */
import { getToken, subscribeSession } from '../../api/session/storage';
import { reportServerReachable } from '../../api/networkStatus';
import { createRealtimeClient } from './client';

function url(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/ws`;
}

export const realtime = createRealtimeClient({
  url,
  createSocket: (address) => new WebSocket(address),
  getToken,
  onSessionChange: (listener) => subscribeSession(listener),
  isHidden: () => document.visibilityState === 'hidden',
  onVisibilityChange: (listener) => document.addEventListener('visibilitychange', listener),
  onOnline: (listener) => window.addEventListener('online', listener),
  onReachable: reportServerReachable,
});

/** Listens to one channel until the returned function is called. */
export const subscribe = realtime.subscribe;
