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

/** Runs an `npm run ops` command line through the real runner (`POST /ops/run`), as an operator does. */
export async function ops(h: Harness, argv: string[]): Promise<{ status: number; text: string }> {
  const { ensureOpsToken } = await import('../../src/server/ops/token');
  const res = await h.app.inject({
    method: 'POST',
    url: '/ops/run',
    remoteAddress: '127.0.0.1',
    headers: { authorization: `Bearer ${ensureOpsToken(h.config.dataDir, '')}` },
    payload: { argv, operator: 'test-operator' },
  });
  const body = res.json() as { output?: string; error?: string };
  return { status: res.statusCode, text: body.output ?? body.error ?? '' };
}

export const BANK_ACCOUNT = {
  holder: 'Tradewind Payments Ltd',
  bank: 'Bangkok Bank',
  account: 'GB33BUKB20201555555555',
  swift: 'BKKBTHBK',
  branch: 'Silom',
};

/** The receiving account of a coin, set the way operators set it. */
export async function setBankAccount(h: Harness, coin = 'USDT', prefix = 'TWD') {
  const res = await ops(h, [
    'deposit-bank:set',
    coin,
    '--holder',
    BANK_ACCOUNT.holder,
    '--bank',
    BANK_ACCOUNT.bank,
    '--account',
    BANK_ACCOUNT.account,
    '--swift',
    BANK_ACCOUNT.swift,
    '--branch',
    BANK_ACCOUNT.branch,
    '--reference',
    prefix,
    '--reason',
    'treasury account opened',
  ]);
  if (res.status !== 200) throw new Error(`deposit-bank:set: ${res.text}`);
  return res;
}

/** The reference `wallet/bank_info` issues for the user's next bank deposit of the coin. */
export async function bankReference(h: Harness, token: string, currencyId = 3): Promise<string> {
  const res = await h.post('wallet/bank_info', { currency_id: String(currencyId) }, { token });
  const reference = (res.body.data as { reference: string | null } | undefined)?.reference;
  if (!reference) throw new Error(`bank_info: ${JSON.stringify(res.body)}`);
  return reference;
}
