import { useSyncExternalStore } from 'react';
import { getUser, isLoggedIn, isNewAccount, subscribeSession } from './storage';

// Snapshot is the raw stored user so that React sees a stable value between changes.
const snapshot = () => (isLoggedIn() ? localStorage.getItem('user') : null);
// The server renders every page signed out, and the browser takes its markup over signed out too:
// the stored session shows right after, so the two never disagree.
const serverSnapshot = () => null;

/**
 * The logged-in user, re-rendering when login, logout or a 999 changes it; `newAccount` when the
 * session began by creating the account.
 */
export function useSession() {
  const raw = useSyncExternalStore(subscribeSession, snapshot, serverSnapshot);
  return { loggedIn: raw !== null, user: raw ? getUser() : null, newAccount: raw !== null && isNewAccount() };
}
