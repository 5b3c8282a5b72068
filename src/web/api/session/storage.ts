import type { PublicUser } from '../../../core/schemas/user';

/** The session lives in local storage under the spec's keys `token` and `user`. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) || null;
}

export function getUser(): PublicUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as PublicUser | null;
    return user && typeof user === 'object' && 'id' in user ? user : null;
  } catch {
    return null;
  }
}

/** A session needs both a token and a non-empty user (spec §4). */
export function isLoggedIn(): boolean {
  return getToken() !== null && getUser() !== null;
}

export function saveSession(token: string, user: PublicUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function saveUser(user: PublicUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
