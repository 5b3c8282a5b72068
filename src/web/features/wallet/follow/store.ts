import { useSyncExternalStore } from 'react';
import { getSessionWallet, subscribeSession, type SessionWallet } from '../../../api/session/storage';
import { compareWallet, type WalletFollow, type WalletReading } from './compare';

/** Starts watching a wallet; answers a function that stops it. */
export type WalletWatcher = (via: string, report: (reading: WalletReading) => void) => () => void;

/**
 * While a session a wallet signed is open, the app watches that wallet: which account it shows,
 * whether it is locked. The watcher (wagmi for EVM, the injected tronWeb for TRON) downloads only
 * for such a session; a password session and a signed-out visitor load nothing.
 */
let state: WalletFollow = { status: 'none' };
const listeners = new Set<() => void>();
let followed = '';
let stop: () => void = () => undefined;

function publish(next: WalletFollow) {
  // The TRON watcher reads every 300 ms: screens re-render only when something changed.
  if (JSON.stringify(next) === JSON.stringify(state)) return;
  state = next;
  listeners.forEach((listener) => listener());
}

const keyOf = (wallet: SessionWallet | null) =>
  wallet ? `${wallet.chain}|${wallet.address}|${wallet.via}` : '';

function loadWatcher(chain: SessionWallet['chain']): Promise<WalletWatcher> {
  return chain === 'evm'
    ? import('./evmWatch').then((m) => m.watchEvmWallet)
    : import('./tronWatch').then((m) => m.watchTronWallet);
}

/** Follows the session's wallet, and a new one when the session changes. */
function sync() {
  const wallet = getSessionWallet();
  const key = keyOf(wallet);
  if (key === followed) return;
  followed = key;
  stop();
  stop = () => undefined;
  publish(compareWallet(wallet, { kind: 'checking' }));
  if (!wallet) return;
  let stopped = false;
  let stopWatching: () => void = () => undefined;
  stop = () => {
    stopped = true;
    stopWatching();
  };
  void loadWatcher(wallet.chain).then((watch) => {
    if (stopped) return;
    stopWatching = watch(wallet.via, (reading) => {
      if (!stopped) publish(compareWallet(wallet, reading));
    });
  });
}

let started = false;
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    subscribeSession(sync);
    sync();
  }
  return () => listeners.delete(listener);
}

/** The session's wallet beside the wallet's current account, kept up to date. */
export function useWalletFollow(): WalletFollow {
  return useSyncExternalStore(subscribe, () => state);
}
