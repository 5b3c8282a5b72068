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

type Announcement = { info?: { rdns?: string; name?: string; icon?: string } };

/** EIP-6963 icons are data URIs of images; anything else (a remote URL, script) is dropped. */
const ICON = /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/;
const ICON_MAX = 100_000;
type WalletWindow = Window & {
  ethereum?: { isMetaMask?: boolean; isTokenPocket?: boolean; isTronLink?: boolean };
  tronLink?: unknown;
  tronWeb?: unknown;
  tron?: { isTronLink?: boolean };
  tokenpocket?: unknown;
  iTron?: unknown;
};

/** Collects EIP-6963 (EVM) and TIP-6963 (TRON) announcements for the life of the page. */
const evmAnnounced = new Map<string, { rdns: string; name: string; icon?: string }>();
const tronAnnounced = new Map<string, { name: string }>();
let listening = false;
function listenForAnnouncements() {
  if (listening) return;
  listening = true;
  // Only non-empty strings are kept: an announcement is another page script's word, shown as text.
  const field = (e: Event, key: 'rdns' | 'name' | 'icon') =>
    safely(() => {
      const value: unknown = (e as CustomEvent<Announcement>).detail?.info?.[key];
      return typeof value === 'string' && value ? value : undefined;
    }, undefined);
  window.addEventListener('eip6963:announceProvider', (e) => {
    const rdns = field(e, 'rdns');
    const icon = field(e, 'icon');
    if (rdns) {
      evmAnnounced.set(rdns, {
        rdns,
        name: field(e, 'name') ?? rdns,
        ...(icon && icon.length <= ICON_MAX && ICON.test(icon) ? { icon } : {}),
      });
    }
  });
  window.addEventListener('TIP6963:announceProvider', (e) => {
    const name = field(e, 'name') ?? 'TRON wallet';
    tronAnnounced.set(field(e, 'rdns') ?? name, { name });
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  window.dispatchEvent(new Event('TIP6963:requestProvider'));
}

/** A wallet's global, read without trusting it: a throwing getter or proxy reads as absent. */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function readWalletSnapshot(w: WalletWindow = window as WalletWindow): WalletSnapshot {
  const eth = safely(() => w.ethereum, undefined);
  const flag = (read: () => unknown) => safely(() => read() === true, false);
  const present = (read: () => unknown) => safely(() => Boolean(read()), false);
  const userAgent = safely(() => String(w.navigator.userAgent), '');
  return {
    mobile: isMobileUserAgent(userAgent),
    userAgent,
    ethereum:
      eth && typeof eth === 'object'
        ? {
            isMetaMask: flag(() => eth.isMetaMask),
            isTokenPocket: flag(() => eth.isTokenPocket),
            isTronLink: flag(() => eth.isTronLink),
          }
        : null,
    evmAnnounced: [...evmAnnounced.values()],
    tronLink: present(() => w.tronLink),
    tronWeb: present(() => w.tronWeb),
    tron: present(() => w.tron) ? { isTronLink: flag(() => w.tron?.isTronLink) } : null,
    tronAnnounced: [...tronAnnounced.values()],
    tokenpocket: present(() => w.tokenpocket),
    tokenpocketTronWeb: present(() => (w.tokenpocket as { tronWeb?: unknown } | undefined)?.tronWeb),
    iTron: present(() => w.iTron),
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
