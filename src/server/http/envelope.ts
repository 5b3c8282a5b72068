import type { ErrorEnvelope, NotLoggedInEnvelope, OkEnvelope } from '../../core/envelope';

export function ok<T>(data: T): OkEnvelope<T> {
  return { type: 'ok', code: 1, message: 'OK', msg: 'success', data };
}

export function failure(message: string): ErrorEnvelope {
  return { type: 'error', code: 0, message };
}

export function notLoggedIn(message: string): NotLoggedInEnvelope {
  return { type: '999', code: 999, message };
}
