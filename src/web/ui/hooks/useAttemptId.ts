import { useRef } from 'react';
import { newRequestId } from '../../api/requestId';

/**
 * One request id per attempt: the same values sent again (a double tap, a retry after a timeout)
 * carry the same id, so the server does the work once; changed values or a finished attempt
 * start a new one.
 */
export function useAttemptId() {
  const current = useRef<{ key: string; id: string } | null>(null);
  return {
    idFor(key: string | undefined): string {
      // A form with no values (a button that sends only an id) has no key: '' stands for it.
      const attemptKey = key ?? '';
      if (!current.current || current.current.key !== attemptKey)
        current.current = { key: attemptKey, id: newRequestId() };
      return current.current.id;
    },
    finish() {
      current.current = null;
    },
  };
}
