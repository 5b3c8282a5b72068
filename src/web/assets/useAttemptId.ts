import { useRef } from 'react';

/** 32 hex characters from the browser's CSPRNG (also outside secure contexts, unlike randomUUID). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One request id per attempt: the same values sent again (a double tap, a retry after a timeout)
 * carry the same id, so the server does the work once; changed values or a finished attempt
 * start a new one.
 */
export function useAttemptId() {
  const current = useRef<{ key: string; id: string } | null>(null);
  return {
    idFor(key: string): string {
      if (current.current?.key !== key) current.current = { key, id: newRequestId() };
      return current.current.id;
    },
    finish() {
      current.current = null;
    },
  };
}
