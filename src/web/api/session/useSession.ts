import { useSyncExternalStore } from 'react';
import { drawnChoice } from '../../ui/hooks/drawnChoices';
import { getUser, isLoggedIn, isNewAccount, SIGNED_IN_HINT, subscribeSession } from './storage';

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

const drawnSignedIn = () => drawnChoice(SIGNED_IN_HINT) === '1';

/**
 * Whether a signed-in reader's parts of a screen are coming: while React takes the server's markup
 * over, what the page was drawn with (the signed-in hint); then the stored session. For holding a
 * place, never for deciding what a reader may see.
 */
export function useSignedInAsDrawn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn, drawnSignedIn);
}
