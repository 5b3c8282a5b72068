import { tronNetworkOf, type TronNetwork } from '../../../../core/schemas/deposit';
import type { WalletWatcher } from './store';

type TronWebLike = { defaultAddress?: { base58?: unknown }; fullNode?: { host?: unknown } };
type TronWindow = {
  tronLink?: { tronWeb?: TronWebLike };
  tron?: { tronWeb?: TronWebLike };
  tokenpocket?: { tronWeb?: TronWebLike };
  tronWeb?: TronWebLike;
};

/** How often the injected tronWeb is read: a switch shows within a second even unannounced. */
const POLL_MS = 300;
/** A wallet that has not injected itself by then is reported missing rather than awaited. */
const INJECT_WAIT_MS = 3_000;

/**
 * The account TronLink or TokenPocket shows now, read from its injected tronWeb, or null when it
 * shows none (locked), or undefined when there is no tronWeb at all. Read behind a guard: a
 * wallet's getters may throw.
 */
export function currentTronAccount(w: TronWindow): string | null | undefined {
  try {
    const tronWeb = injectedTronWeb(w);
    if (!tronWeb) return undefined;
    const base58 = tronWeb.defaultAddress?.base58;
    return typeof base58 === 'string' && base58 ? base58 : null;
  } catch {
    return undefined;
  }
}

const injectedTronWeb = (w: TronWindow) =>
  w.tronLink?.tronWeb ?? w.tron?.tronWeb ?? w.tokenpocket?.tronWeb ?? w.tronWeb;

/**
 * The network the wallet's tronWeb talks to, from its full node's host (TronLink's network
 * switch replaces the node and posts `setNode`); null when the host names no known network.
 */
export function currentTronNetwork(w: TronWindow): TronNetwork | null {
  try {
    const host = injectedTronWeb(w)?.fullNode?.host;
    return typeof host === 'string' ? tronNetworkOf(host) : null;
  } catch {
    return null;
  }
}

/**
 * TronLink tells the page about account and network changes by `window.postMessage`
 * (`accountsChanged`, `setAccount`, `setNode`, `disconnect`, `lock`), and TokenPocket replaces its tronWeb's default address
 * without a word: the watcher reads at once on a wallet message, and every 300 ms besides.
 * Reading asks the wallet for nothing.
 */
export const watchTronWallet: WalletWatcher = (_via, report) => {
  const w = window as unknown as TronWindow;
  const started = Date.now();
  const read = () => {
    const account = currentTronAccount(w);
    if (account) report({ kind: 'account', address: account, tronNetwork: currentTronNetwork(w) });
    else if (account === null || Date.now() - started >= INJECT_WAIT_MS) report({ kind: 'locked' });
    else report({ kind: 'checking' });
  };
  const onMessage = (event: MessageEvent) => {
    const action = (event.data as { message?: { action?: unknown } } | null)?.message?.action;
    if (event.source === window && typeof action === 'string') read();
  };
  window.addEventListener('message', onMessage);
  const timer = setInterval(read, POLL_MS);
  read();
  return () => {
    clearInterval(timer);
    window.removeEventListener('message', onMessage);
  };
};
