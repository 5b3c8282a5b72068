import { useSyncExternalStore } from 'react';
import type { RealtimeStatus } from './client';
import { realtime } from './socket';

/** 'connecting' | 'open' | 'reconnecting': screens show "reconnecting…" on the last one. */
export function useRealtimeStatus(): RealtimeStatus {
  // The server draws a screen as the connection starts: no "reconnecting" line.
  return useSyncExternalStore(realtime.onStatus, realtime.status, () => 'connecting');
}
