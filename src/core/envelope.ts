/** The response envelope every /api call answers with (spec §7). */
export type OkEnvelope<T> = { type: 'ok'; code: 1; message: 'OK'; msg: 'success'; data: T };
export type ErrorEnvelope = { type: 'error'; code: 0; message: string };
export type NotLoggedInEnvelope = { type: '999'; code: 999; message: string };
export type Envelope<T = unknown> = OkEnvelope<T> | ErrorEnvelope | NotLoggedInEnvelope;

export const NOT_LOGGED_IN_CODE = 999;

export type EnvelopeOutcome<T> =
  | { kind: 'data'; data: T }
  | { kind: 'notLoggedIn'; message: string }
  | { kind: 'failed'; message: string | null };

/**
 * The client's success rule from spec §7: `type` ok or `code` 1 is a success, and it yields the
 * data when `message` is OK or `msg` is success — otherwise the message itself is the result.
 * Type or code 999 means the session is gone; anything else is a failure whose message is shown.
 */
export function readEnvelope<T>(body: unknown): EnvelopeOutcome<T> {
  if (!body || typeof body !== 'object') return { kind: 'failed', message: null };
  const b = body as Record<string, unknown>;
  const message = typeof b.message === 'string' && b.message ? b.message : null;
  if (b.type === '999' || b.code === NOT_LOGGED_IN_CODE || b.code === '999') {
    return { kind: 'notLoggedIn', message: message ?? '' };
  }
  if (b.type === 'ok' || b.code === 1) {
    if (b.message === 'OK' || b.msg === 'success') return { kind: 'data', data: b.data as T };
    return { kind: 'data', data: b.message as T };
  }
  return { kind: 'failed', message };
}
