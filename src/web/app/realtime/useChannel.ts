import { useEffect, useRef } from 'react';
import { subscribe } from './socket';

/** Calls `onMessage` with each message of a realtime channel while mounted (null: none). */
export function useChannel<T>(ch: string | null, onMessage: (data: T) => void): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => {
    if (!ch) return;
    return subscribe(ch, (data) => latest.current(data as T));
  }, [ch]);
}
