import { randomBytes } from 'node:crypto';
import { Big } from '../../src/core/money';
import { balancesOf } from '../../src/server/ledger/ledger';
import { uploads } from '../../src/server/db/schema';
import type { Harness } from './harness';

type Signer = { address: string; sign(message: string): Promise<string> };

/** Links a wallet to the account through the real signed-binding calls. */
export async function linkWallet(h: Harness, token: string, chain: 'evm' | 'tron', wallet: Signer) {
  const nonce = await h.post('user/wallet_bind_nonce', { chain, address: wallet.address }, { token });
  if (nonce.body.type !== 'ok') throw new Error(`bind nonce: ${nonce.body.message}`);
  const { message: text } = nonce.body.data as { message: string };
  const bound = await h.post(
    'user/wallet_bind',
    { chain, address: wallet.address, message: text, signature: await wallet.sign(text) },
    { token },
  );
  if (bound.body.type !== 'ok') throw new Error(`bind: ${bound.body.message}`);
}

/** An upload row as the upload call (built elsewhere) leaves it: id and owner. */
export async function uploadOf(h: Harness, userId: number): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await h.db.insert(uploads).values({ id, userId, purpose: 'deposit_voucher', mime: 'image/png', size: 100 });
  return id;
}

/** The user's spot available balance of a coin, as a decimal string ("0" when none). */
export async function spotOf(h: Harness, userId: number, coinId: number): Promise<string> {
  const row = (await balancesOf(h.db, userId)).find((b) => b.account === 'spot' && b.coin_id === coinId);
  return row ? new Big(row.available).toFixed() : '0';
}

let requestCounter = 0;
export const requestId = () => `req-${Date.now().toString(36)}-${(requestCounter += 1)}`;
export const randomHash = () => `0x${randomBytes(32).toString('hex')}`;
