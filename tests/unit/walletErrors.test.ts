import { describe, expect, it } from 'vitest';
import { WalletLockedError, walletErrorKey } from '../../src/web/features/wallet/errors';

describe('walletErrorKey', () => {
  it.each([
    [
      'an EIP-1193 rejection',
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
      'wallet.rejected',
    ],
    [
      'a viem-wrapped rejection',
      { message: 'failed', cause: { code: 4001, message: 'x' } },
      'wallet.rejected',
    ],
    ['TronLink’s rejection', new Error('The user rejected connection.'), 'wallet.rejected'],
    ['a pending MetaMask request', { code: -32002, message: 'Request already pending' }, 'wallet.pending'],
    [
      'TronLink’s pending request',
      new Error('The same DApp has already initiated a request to connect to TronLink wallet'),
      'wallet.pending',
    ],
    [
      'a locked TronLink',
      new Error('TronLink wallet is locked or no wallet account is avaliable.'),
      'wallet.locked',
    ],
    ['an empty account list', new WalletLockedError(), 'wallet.locked'],
    ['anything else', new Error('boom'), 'wallet.connect_failed'],
    ['a thrown string', 'oops', 'wallet.connect_failed'],
  ])('%s → %s', (_, error, key) => {
    expect(walletErrorKey(error)).toBe(key);
  });
});
