/**
 * Which wallets this page can use, decided from what the browser injected. Pure: the login
 * screen reads a snapshot of the page's globals and EIP-6963 / TIP-6963 announcements, and this
 * says which buttons work and what to tell the user about the others.
 */
export type WalletSnapshot = {
  mobile: boolean;
  userAgent: string;
  ethereum: null | { isMetaMask?: boolean; isTokenPocket?: boolean; isTronLink?: boolean };
  /** EIP-6963 announcements: rdns, the wallet's own name, and its icon (an image data URI). */
  evmAnnounced: { rdns: string; name: string; icon?: string }[];
  tronLink: boolean;
  tronWeb: boolean;
  tron: null | { isTronLink?: boolean };
  tronAnnounced: { name: string }[];
  tokenpocket: boolean;
  /** TokenPocket's own TRON object (window.tokenpocket.tronWeb), which its adapter signs through. */
  tokenpocketTronWeb: boolean;
  iTron: boolean;
};

export type WalletKind =
  | 'tronlink-app'
  | 'tronlink-extension'
  | 'tokenpocket-evm'
  | 'tokenpocket-tron'
  | 'metamask'
  | 'evm-injected'
  | 'desktop-none'
  | 'mobile-none';

export type Availability<T = object> = ({ ok: true } & T) | { ok: false; reasonKey: string };

export type WalletEnvironment = {
  kind: WalletKind;
  tron: Availability<{ adapter: 'tronlink' | 'tokenpocket' }>;
  evm: Availability;
  /** Offer WalletConnect (desktop browsers and phones without a wallet). */
  walletConnect: boolean;
  /** Two or more EVM wallets announced themselves (desktop extensions): the user picks one. */
  evmChoices: { rdns: string; name: string; icon?: string }[];
  /** Shown under the buttons when no wallet is here. */
  hintKey: string | null;
};

const no = (reasonKey: string) => ({ ok: false as const, reasonKey });

export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

export function classifyWalletEnvironment(s: WalletSnapshot): WalletEnvironment {
  // Inside a wallet browser there is one wallet; a choice appears only when several announce.
  const evmChoices = s.evmAnnounced.length >= 2 ? s.evmAnnounced : [];
  return { ...classifyFamilies(s), evmChoices };
}

function classifyFamilies(s: WalletSnapshot): Omit<WalletEnvironment, 'evmChoices'> {
  const hasEvm = s.ethereum !== null || s.evmAnnounced.length > 0;
  const evm = hasEvm ? { ok: true as const } : no('wallet.switch_to_trc');
  const desktopExtras = { walletConnect: !s.mobile, hintKey: null };

  // TokenPocket injects tronWeb only while a TRON wallet is selected in the app. Some builds
  // inject only TronLink's objects (window.tokenpocket without tronWeb): TronLink's adapter
  // signs through those, TokenPocket's would find nothing.
  if (s.tokenpocket || s.ethereum?.isTokenPocket || /TokenPocket/i.test(s.userAgent)) {
    return s.tronWeb
      ? {
          kind: 'tokenpocket-tron',
          tron: { ok: true, adapter: s.tokenpocketTronWeb ? 'tokenpocket' : 'tronlink' },
          evm: no('wallet.tp_switch_to_evm'),
          walletConnect: false,
          hintKey: null,
        }
      : {
          kind: 'tokenpocket-evm',
          tron: no('wallet.tp_switch_to_tron'),
          evm: hasEvm ? { ok: true } : no('wallet.tp_switch_to_evm'),
          walletConnect: false,
          hintKey: null,
        };
  }
  if (s.iTron || (s.mobile && (s.tronLink || /TronLink/i.test(s.userAgent)))) {
    return {
      kind: 'tronlink-app',
      tron: { ok: true, adapter: 'tronlink' },
      evm,
      walletConnect: false,
      hintKey: null,
    };
  }
  if (s.tronLink || s.tron?.isTronLink || s.tronAnnounced.length > 0) {
    return { kind: 'tronlink-extension', tron: { ok: true, adapter: 'tronlink' }, evm, ...desktopExtras };
  }
  if (hasEvm) {
    const metamask =
      (s.ethereum?.isMetaMask && !s.ethereum.isTronLink) ||
      s.evmAnnounced.some((a) => a.rdns === 'io.metamask');
    return {
      kind: metamask ? 'metamask' : 'evm-injected',
      tron: no('wallet.switch_to_erc'),
      evm: { ok: true },
      ...desktopExtras,
    };
  }
  return s.mobile
    ? {
        kind: 'mobile-none',
        tron: no('wallet.no_wallet_mobile'),
        evm: no('wallet.no_wallet_mobile'),
        walletConnect: true,
        hintKey: 'wallet.no_wallet_mobile',
      }
    : {
        kind: 'desktop-none',
        tron: no('wallet.no_wallet_desktop'),
        evm: no('wallet.no_wallet_desktop'),
        walletConnect: true,
        hintKey: 'wallet.no_wallet_desktop',
      };
}

/** True once anything wallet-like is on the page. */
export function hasAnyWallet(s: WalletSnapshot): boolean {
  return (
    s.ethereum !== null ||
    s.evmAnnounced.length > 0 ||
    s.tronLink ||
    s.tronWeb ||
    s.tron !== null ||
    s.tronAnnounced.length > 0 ||
    s.tokenpocket ||
    s.iTron
  );
}

const FAMILY_NAMES: Partial<Record<WalletKind, string>> = {
  'tronlink-app': 'TronLink',
  'tronlink-extension': 'TronLink',
  'tokenpocket-evm': 'TokenPocket',
  'tokenpocket-tron': 'TokenPocket',
  metamask: 'MetaMask',
};

/**
 * The wallet's own name, for "sent from …": the announced wallet a connector id points at, else
 * the wallet this browser is. Null when the page cannot tell (a wallet that does not announce).
 */
export function walletName(env: WalletEnvironment, via?: string): string | null {
  const announced = via ? env.evmChoices.find((a) => a.rdns === via) : undefined;
  return announced?.name ?? FAMILY_NAMES[env.kind] ?? null;
}
