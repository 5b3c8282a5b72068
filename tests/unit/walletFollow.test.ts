import { describe, expect, it } from 'vitest';
import { classifyWalletEnvironment, type WalletSnapshot } from '../../src/web/features/wallet/environment';
import { compareWallet, walletActionBlock } from '../../src/web/features/wallet/follow/compare';
import { currentTronAccount } from '../../src/web/features/wallet/follow/tronWatch';
import type { SessionWallet } from '../../src/web/api/session/storage';
import { walletSnapshot } from '../helpers/walletSnapshot';

const EVM_A = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';
const EVM_B = '0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2';
const TRON_A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const TRON_B = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const evmSession: SessionWallet = { chain: 'evm', address: EVM_A, via: 'injected' };
const tronSession: SessionWallet = { chain: 'tron', address: TRON_A, via: 'tronlink' };

describe('the session wallet beside the wallet’s account', () => {
  it.each([
    ['EVM, same address in another letter case', evmSession, EVM_A.toLowerCase(), 'match'],
    ['EVM, another address', evmSession, EVM_B, 'switched'],
    ['TRON, same address', tronSession, TRON_A, 'match'],
    // base58 is case-sensitive: a different case is a different address.
    ['TRON, same letters in another case', tronSession, TRON_A.toLowerCase(), 'switched'],
    ['TRON, another address', tronSession, TRON_B, 'switched'],
  ] as const)('%s: %s', (_name, session, address, status) => {
    expect(compareWallet(session, { kind: 'account', address }).status).toBe(status);
  });

  it('holds back only wallet actions of the session’s family, and only while they differ', () => {
    const switched = compareWallet(evmSession, { kind: 'account', address: EVM_B });
    const locked = compareWallet(evmSession, { kind: 'locked' });
    const checking = compareWallet(evmSession, { kind: 'checking' });
    expect(walletActionBlock(switched, 'evm')).toBe('wallet.follow.blocked_switched');
    expect(walletActionBlock(locked, 'evm')).toBe('wallet.follow.blocked_locked');
    expect(walletActionBlock(switched, 'tron')).toBeNull();
    expect(walletActionBlock(checking, 'evm')).toBeNull();
    // A password session has no wallet to follow.
    expect(walletActionBlock(compareWallet(null, { kind: 'locked' }), 'evm')).toBeNull();
  });
});

describe('reading the TRON account a wallet shows', () => {
  it('takes TronLink’s, then TIP-1193’s, then TokenPocket’s, then the bare tronWeb', () => {
    const at = (base58: unknown) => ({ defaultAddress: { base58 } });
    expect(currentTronAccount({ tronLink: { tronWeb: at(TRON_A) }, tronWeb: at(TRON_B) })).toBe(TRON_A);
    expect(currentTronAccount({ tokenpocket: { tronWeb: at(TRON_B) } })).toBe(TRON_B);
    // Locked: the wallet is there and shows no account.
    expect(currentTronAccount({ tronWeb: at(false) })).toBeNull();
    expect(currentTronAccount({})).toBeUndefined();
  });

  it('reads a throwing getter as no wallet', () => {
    const hostile = Object.defineProperty({}, 'tronWeb', {
      get() {
        throw new TypeError('boom');
      },
    });
    expect(currentTronAccount(hostile)).toBeUndefined();
  });
});

describe('several EVM wallets announced', () => {
  const snapshot = (evmAnnounced: WalletSnapshot['evmAnnounced']) =>
    walletSnapshot({ ethereum: { isMetaMask: true }, evmAnnounced });

  it('offers a choice only when two or more announce', () => {
    const one = [{ rdns: 'io.metamask', name: 'MetaMask' }];
    const two = [...one, { rdns: 'io.rabby', name: 'Rabby Wallet' }];
    expect(classifyWalletEnvironment(snapshot(one)).evmChoices).toEqual([]);
    expect(classifyWalletEnvironment(snapshot(two)).evmChoices.map((c) => c.name)).toEqual([
      'MetaMask',
      'Rabby Wallet',
    ]);
  });
});
