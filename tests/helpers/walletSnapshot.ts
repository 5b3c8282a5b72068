import type { WalletSnapshot } from '../../src/web/features/wallet/environment';

export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36';

/** A page's wallet globals as detection reads them: nothing injected, unless a test says so. */
export const walletSnapshot = (over: Partial<WalletSnapshot>): WalletSnapshot => ({
  mobile: false,
  userAgent: DESKTOP_UA,
  ethereum: null,
  evmAnnounced: [],
  tronLink: false,
  tronWeb: false,
  tron: null,
  tronAnnounced: [],
  tokenpocket: false,
  tokenpocketTronWeb: false,
  iTron: false,
  ...over,
});
