import {
  classifyWalletEnvironment,
  hasAnyWallet,
  isMobileUserAgent,
  type WalletEnvironment,
  type WalletSnapshot,
} from './environment';

/** Waiting longer than this for a late injection makes "no wallet" feel broken. */
export const DETECT_TIMEOUT_MS = 3_000;
/** After the first wallet shows up, a short grace for a second (EVM and TRON sides). */
const GRACE_MS = 300;

type Announcement = { info?: { rdns?: string; name?: string } };
type WalletWindow = Window & {
  ethereum?: { isMetaMask?: boolean; isTokenPocket?: boolean; isTronLink?: boolean };
  tronLink?: unknown;
  tronWeb?: unknown;
  tron?: { isTronLink?: boolean };
  tokenpocket?: unknown;
  iTron?: unknown;
};

/** Collects EIP-6963 (EVM) and TIP-6963 (TRON) announcements for the life of the page. */
const evmAnnounced = new Map<string, { rdns: string; name: string }>();
const tronAnnounced = new Map<string, { name: string }>();
let listening = false;
function listenForAnnouncements() {
  if (listening) return;
  listening = true;
  window.addEventListener('eip6963:announceProvider', (e) => {
    const info = (e as CustomEvent<Announcement>).detail?.info;
    if (info?.rdns) evmAnnounced.set(info.rdns, { rdns: info.rdns, name: info.name ?? info.rdns });
  });
  window.addEventListener('TIP6963:announceProvider', (e) => {
    const info = (e as CustomEvent<Announcement>).detail?.info;
    const name = info?.name ?? 'TRON wallet';
    tronAnnounced.set(info?.rdns ?? name, { name });
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  window.dispatchEvent(new Event('TIP6963:requestProvider'));
}

export function readWalletSnapshot(w: WalletWindow = window as WalletWindow): WalletSnapshot {
  const eth = w.ethereum;
  return {
    mobile: isMobileUserAgent(w.navigator.userAgent),
    userAgent: w.navigator.userAgent,
    ethereum: eth
      ? { isMetaMask: eth.isMetaMask, isTokenPocket: eth.isTokenPocket, isTronLink: eth.isTronLink }
      : null,
    evmAnnounced: [...evmAnnounced.values()],
    tronLink: Boolean(w.tronLink),
    tronWeb: Boolean(w.tronWeb),
    tron: w.tron ? { isTronLink: w.tron.isTronLink } : null,
    tronAnnounced: [...tronAnnounced.values()],
    tokenpocket: Boolean(w.tokenpocket),
    iTron: Boolean(w.iTron),
  };
}

/**
 * Wallet apps inject late (MetaMask mobile asynchronously, TronLink after load): look every
 * 100 ms for up to 3 s, and answer early once a wallet is there.
 */
export function detectWalletEnvironment(timeoutMs = DETECT_TIMEOUT_MS): Promise<WalletEnvironment> {
  listenForAnnouncements();
  return new Promise((resolve) => {
    const started = Date.now();
    let foundAt: number | null = null;
    const tick = () => {
      const snapshot = readWalletSnapshot();
      if (foundAt === null && hasAnyWallet(snapshot)) foundAt = Date.now();
      const waited = Date.now() - started;
      if ((foundAt !== null && Date.now() - foundAt >= GRACE_MS) || waited >= timeoutMs) {
        resolve(classifyWalletEnvironment(snapshot));
        return;
      }
      setTimeout(tick, 100);
    };
    tick();
  });
}
