import { useRef, useState } from 'react';
import { useAttemptId } from '../hooks/useAttemptId';

/** What one send came to: the call's answer, or nothing (refused, failed, or already sending). */
export type SubmitOutcome<Result> = { ok: true; result: Result } | { ok: false };

/**
 * Sends a form once per attempt: a request id that stays the same while the values do (a double
 * tap or a retry after a timeout is done once by the server), a busy flag for the button, and a
 * guard against a second send while one is on its way. A failure is toasted by the API client
 * with the server's message; the form keeps its values for a retry. `run` says whether the call
 * succeeded apart from its answer, since many calls answer null on success.
 */
export function useSubmit<Values, Result>(send: (values: Values, requestId: string) => Promise<Result>) {
  const attempt = useAttemptId();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (values: Values): Promise<SubmitOutcome<Result>> => {
    if (sending.current) return { ok: false };
    sending.current = true;
    setBusy(true);
    try {
      const result = await send(values, attempt.idFor(JSON.stringify(values)));
      attempt.finish();
      return { ok: true, result };
    } catch {
      return { ok: false };
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
