import type { PublicUser } from '../../../core/schemas/user';
import { rememberDrawnChoice } from '../../ui/hooks/drawnChoices';

/** The session lives in local storage under the spec's keys `token` and `user`. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
/** The wallet a wallet sign-in came from: the app follows it while the session lasts. */
const WALLET_KEY = 'session.wallet';
/** Set when the session began by creating the account: home greets a newcomer, not a return. */
const NEW_ACCOUNT_KEY = 'session.new_account';

export type SessionWallet = {
  chain: 'evm' | 'tron';
  address: string;
  /** How the app reaches that wallet again: an EIP-6963 rdns, `injected`, or a TRON adapter name. */
  via: string;
};

/**
 * The hint, in a cookie the server reads, that a session is kept on this device: the server draws
 * every page signed out, but holds the places of what a signed-in reader will see (home's
 * greeting, the finance tab's holdings) so that nothing moves when they arrive. It says nothing
 * more, and no call trusts it.
 */
export const SIGNED_IN_HINT = 'session.signed_in';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => {
  keepSignedInHint();
  listeners.forEach((l) => l());
};

/** Sets or clears the signed-in hint by the stored session (at start-up too: a session kept from before). */
export function keepSignedInHint(): void {
  rememberDrawnChoice(SIGNED_IN_HINT, isLoggedIn() ? '1' : null);
}

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

/**
 * A new session; `wallet` when a wallet signed it in, so that the app can follow that wallet, and
 * `newAccount` when signing in created the account.
 */
export function saveSession(
  token: string,
  user: PublicUser,
  { wallet, newAccount = false }: { wallet?: SessionWallet; newAccount?: boolean } = {},
): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  if (wallet) localStorage.setItem(WALLET_KEY, JSON.stringify(wallet));
  else localStorage.removeItem(WALLET_KEY);
  if (newAccount) localStorage.setItem(NEW_ACCOUNT_KEY, '1');
  else localStorage.removeItem(NEW_ACCOUNT_KEY);
  notify();
}

/** Whether this session began by creating the account. */
export function isNewAccount(): boolean {
  return isLoggedIn() && localStorage.getItem(NEW_ACCOUNT_KEY) === '1';
}

/** The wallet that signed this session in; null for a password session or none. */
export function getSessionWallet(): SessionWallet | null {
  if (!isLoggedIn()) return null;
  try {
    const wallet = JSON.parse(localStorage.getItem(WALLET_KEY) ?? 'null') as SessionWallet | null;
    const valid =
      wallet &&
      (wallet.chain === 'evm' || wallet.chain === 'tron') &&
      typeof wallet.address === 'string' &&
      typeof wallet.via === 'string';
    return valid ? wallet : null;
  } catch {
    return null;
  }
}

export function saveUser(user: PublicUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(WALLET_KEY);
  localStorage.removeItem(NEW_ACCOUNT_KEY);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
