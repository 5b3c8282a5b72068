import { useSyncExternalStore } from 'react';
import type { RealtimeStatus } from './client';
import { realtime } from './socket';

/** 'connecting' | 'open' | 'reconnecting': screens show "reconnecting…" on the last one. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.onStatus, realtime.status);
}
