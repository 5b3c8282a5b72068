import { describe, expect, it } from 'vitest';
import {
  TRON_FEE_LIMIT_SUN,
  sendTronTokenTransfer,
  type InjectedTronWeb,
  type TronWindow,
} from '../../src/web/features/wallet/tronTransfer';
import {
  walletErrorKey,
  WalletBalanceError,
  WalletLockedError,
  WrongWalletError,
} from '../../src/web/features/wallet/errors';

/**
 * The TRC20 send path, against a stand-in for the tronWeb that TronLink injects: what the page
 * asks of the wallet is exactly one `transfer(to, amount)` on the token contract, sent with a
 * fee limit, after reading the balance. (No local TRON node can accept a broadcast here.)
 */
const USER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const PLATFORM = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TXID = 'AB'.repeat(32);

function fakeTronLink(options: { balance?: unknown; address?: string | false; answer?: unknown } = {}) {
  const calls: unknown[][] = [];
  const tronWeb: InjectedTronWeb = {
    defaultAddress: { base58: options.address === undefined ? USER : options.address },
    contract: () => ({
      at: async (address: string) => {
        calls.push(['at', address]);
        return {
          balanceOf: (owner: string) => ({
            call: async () => {
              calls.push(['balanceOf', owner]);
              return options.balance ?? { toString: () => '1000000000' };
            },
          }),
          transfer: (to: string, amount: string) => ({
            send: async (sendOptions: { feeLimit: number }) => {
              calls.push(['transfer', to, amount, sendOptions]);
              return options.answer ?? TXID;
            },
          }),
        };
      },
    }),
  };
  const w = {
    tronWeb,
    tronLink: {
      tronWeb,
      request: async ({ method }: { method: string }) => {
        calls.push(['request', method]);
        return { code: 200 };
      },
    },
  };
  return { w: w as TronWindow, calls };
}

const transfer = { token: USDT, to: PLATFORM, amount: '25.5', decimals: 6, expectedFrom: USER };

describe('TRC20 send from the injected tronWeb', () => {
  it('reads the balance, then sends one transfer of the amount in base units with a fee limit', async () => {
    const { w, calls } = fakeTronLink();
    const sent = await sendTronTokenTransfer(transfer, w);
    expect(sent).toEqual({ hash: TXID.toLowerCase(), from: USER });
    expect(calls).toEqual([
      ['at', USDT],
      ['balanceOf', USER],
      ['transfer', PLATFORM, '25500000', { feeLimit: TRON_FEE_LIMIT_SUN }],
    ]);
  });

  it('asks TronLink for the account when the page is not connected yet, and says "locked" when it stays so', async () => {
    const { w, calls } = fakeTronLink({ address: false });
    const error = await sendTronTokenTransfer(transfer, w).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletLockedError);
    expect(calls).toEqual([['request', 'tron_requestAccounts']]);
    expect(walletErrorKey(error)).toBe('wallet.locked');
  });

  it('refuses another wallet than the linked one before touching the contract', async () => {
    const { w, calls } = fakeTronLink({ address: PLATFORM });
    const error = await sendTronTokenTransfer(transfer, w).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongWalletError);
    expect((error as WrongWalletError).connected).toBe(PLATFORM);
    expect(calls).toEqual([]);
  });

  it('stops with "wallet balance insufficient" when the token balance is short, sending nothing', async () => {
    for (const balance of [25_499_999n, { toString: () => '25499999' }, { balance: '0' }]) {
      const { w, calls } = fakeTronLink({ balance });
      const error = await sendTronTokenTransfer(transfer, w).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WalletBalanceError);
      expect(walletErrorKey(error)).toBe('deposit.page.wallet_balance_insufficient');
      expect(calls.some((c) => c[0] === 'transfer')).toBe(false);
    }
  });

  it('treats an answer that is not a transaction id as a failure', async () => {
    const { w } = fakeTronLink({ answer: { result: false } });
    await expect(sendTronTokenTransfer(transfer, w)).rejects.toThrow('no transaction id');
  });
});
