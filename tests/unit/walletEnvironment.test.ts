import { describe, expect, it } from 'vitest';
import { readWalletSnapshot } from '../../src/web/features/wallet/detect';
import { classifyWalletEnvironment, type WalletSnapshot } from '../../src/web/features/wallet/environment';
import { walletSnapshot } from '../helpers/walletSnapshot';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0 Mobile Safari/537.36';

const snapshot = walletSnapshot;

type Row = [string, Partial<WalletSnapshot>, string, string | true, string | true, boolean];
// name, snapshot, kind, TRON (true or the reason shown), EVM (likewise), WalletConnect offered
const ROWS: Row[] = [
  [
    'TronLink app (iTron)',
    { mobile: true, userAgent: `${ANDROID} TronLink/4.5`, iTron: true, tronLink: true, tronWeb: true },
    'tronlink-app',
    true,
    'wallet.switch_to_trc',
    false,
  ],
  [
    'TronLink app with its EVM side',
    { mobile: true, tronLink: true, tronWeb: true, ethereum: { isTronLink: true } },
    'tronlink-app',
    true,
    true,
    false,
  ],
  [
    'TronLink extension (TIP-1193)',
    { tron: { isTronLink: true }, tronWeb: true },
    'tronlink-extension',
    true,
    'wallet.switch_to_trc',
    true,
  ],
  [
    'TronLink extension announced by TIP-6963',
    { tronAnnounced: [{ name: 'TronLink' }] },
    'tronlink-extension',
    true,
    'wallet.switch_to_trc',
    true,
  ],
  [
    'TronLink and MetaMask extensions',
    { tronLink: true, ethereum: { isMetaMask: true } },
    'tronlink-extension',
    true,
    true,
    true,
  ],
  [
    'TokenPocket, EVM wallet selected',
    { mobile: true, tokenpocket: true, ethereum: { isTokenPocket: true, isMetaMask: true } },
    'tokenpocket-evm',
    'wallet.tp_switch_to_tron',
    true,
    false,
  ],
  [
    'TokenPocket known by user agent only',
    { mobile: true, userAgent: `${ANDROID} TokenPocket_Android`, ethereum: {} },
    'tokenpocket-evm',
    'wallet.tp_switch_to_tron',
    true,
    false,
  ],
  [
    'TokenPocket, TRON wallet selected',
    { mobile: true, tokenpocket: true, tokenpocketTronWeb: true, tronWeb: true },
    'tokenpocket-tron',
    true,
    'wallet.tp_switch_to_evm',
    false,
  ],
  [
    'MetaMask app',
    { mobile: true, ethereum: { isMetaMask: true } },
    'metamask',
    'wallet.switch_to_erc',
    true,
    false,
  ],
  [
    'MetaMask extension by EIP-6963',
    { evmAnnounced: [{ rdns: 'io.metamask', name: 'MetaMask' }] },
    'metamask',
    'wallet.switch_to_erc',
    true,
    true,
  ],
  ['another EVM wallet', { ethereum: {} }, 'evm-injected', 'wallet.switch_to_erc', true, true],
  [
    'desktop without a wallet',
    {},
    'desktop-none',
    'wallet.no_wallet_desktop',
    'wallet.no_wallet_desktop',
    true,
  ],
  [
    'phone browser without a wallet',
    { mobile: true, userAgent: ANDROID },
    'mobile-none',
    'wallet.no_wallet_mobile',
    'wallet.no_wallet_mobile',
    true,
  ],
];

describe('classifyWalletEnvironment', () => {
  it.each(ROWS)('%s', (_, over, kind, tron, evm, walletConnect) => {
    const env = classifyWalletEnvironment(snapshot(over));
    expect(env.kind).toBe(kind);
    expect(env.tron.ok ? true : env.tron.reasonKey).toBe(tron);
    expect(env.evm.ok ? true : env.evm.reasonKey).toBe(evm);
    expect(env.walletConnect).toBe(walletConnect);
  });

  it('signs TRON in TokenPocket through its own adapter, elsewhere through TronLink’s', () => {
    const tp = classifyWalletEnvironment(
      snapshot({ mobile: true, tokenpocket: true, tokenpocketTronWeb: true, tronWeb: true }),
    );
    const tl = classifyWalletEnvironment(snapshot({ tronLink: true }));
    expect(tp.tron).toEqual({ ok: true, adapter: 'tokenpocket' });
    expect(tl.tron).toEqual({ ok: true, adapter: 'tronlink' });
  });

  it('signs through TronLink’s objects in a TokenPocket that has no tronWeb of its own', () => {
    const tp = classifyWalletEnvironment(
      snapshot({
        mobile: true,
        tokenpocket: true,
        tronLink: true,
        tronWeb: true,
        tron: { isTronLink: true },
      }),
    );
    expect(tp.kind).toBe('tokenpocket-tron');
    expect(tp.tron).toEqual({ ok: true, adapter: 'tronlink' });
  });
});

describe('reading what a wallet injected', () => {
  const hostile = new Proxy(
    {},
    {
      get() {
        throw new TypeError('Cannot read properties of undefined (reading "defaultAddress")');
      },
    },
  );
  const page = (globals: Record<string, unknown>) =>
    ({ navigator: { userAgent: ANDROID }, ...globals }) as unknown as Parameters<
      typeof readWalletSnapshot
    >[0];

  it('never throws, whatever the globals hold: throwing getters and proxies read as absent', () => {
    const throwing = Object.defineProperty({}, 'ethereum', {
      get() {
        throw new Error('blocked');
      },
    });
    const cases = [
      page({ tokenpocket: hostile, ethereum: hostile, tron: hostile }),
      page({ ethereum: 'yes', tronWeb: 0, tokenpocket: { tronWeb: null } }),
      Object.assign(throwing, { navigator: { userAgent: ANDROID } }) as Parameters<
        typeof readWalletSnapshot
      >[0],
    ];
    for (const w of cases) {
      const read = readWalletSnapshot(w);
      expect(() => classifyWalletEnvironment(read)).not.toThrow();
    }
    const proxied = readWalletSnapshot(cases[0]!);
    expect(proxied.tokenpocket).toBe(true);
    expect(proxied.tokenpocketTronWeb).toBe(false);
    expect(proxied.ethereum).toEqual({ isMetaMask: false, isTokenPocket: false, isTronLink: false });
    expect(readWalletSnapshot(cases[1]!)).toMatchObject({
      ethereum: null,
      tronWeb: false,
      tokenpocketTronWeb: false,
    });
  });
});
