import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { identityVerifications, withdrawals } from '../../src/server/db/schema';
import { balancesOf, platformBookBalance } from '../../src/server/ledger/ledger';
import { COIN, fund } from './funds';
import { NEW_ACCOUNT_SECRETS, type Harness } from './harness';

/** Addresses that are valid on their chain (checksums included), and near misses that are not. */
export const ADDRESSES = {
  ERC20: '0x52908400098527886E0F7030069857D2E4169EE7',
  TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  OMNI: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
} as const;

/** A complete bank card (spec §3, every field required). */
export const BANK_CARD = {
  holder_name: 'Maria Lopez',
  bank_name: 'Banco Ejemplo',
  card_number: '4000 1234 5678 9010',
  branch_name: 'Centro',
  branch_number: '0042',
  bank_address: 'Calle Mayor 1, Madrid',
  swift_code: 'BEXAESMMXXX',
  iban: 'ES9121000418450200051332',
  payee_address: 'Calle Luna 5, 28004 Madrid, Spain',
  postal_code: '28004',
};

export type TestUser = { token: string; id: number };

/** `wallet/out` for 10 USDT on TRC20 with the right fund password and a fresh request id. */
export const requestWithdrawal = (h: Harness, token: string, body: Record<string, string>) =>
  h.post(
    'wallet/out',
    {
      currency_id: '3',
      network: 'TRC20',
      amount: '10',
      pay_password: '123456',
      request_id: newRequestId(),
      ...body,
    },
    { token },
  );

/** A username account: no e-mail or phone, so address binding and withdrawal need no code. */
export async function usernameUser(h: Harness): Promise<TestUser> {
  const account = `w${randomBytes(6).toString('hex')}`;
  const res = await h.post('user/register', { ...NEW_ACCOUNT_SECRETS, account_type: 'username', account });
  if (res.body.type !== 'ok') throw new Error(`register failed: ${res.body.message}`);
  const data = res.body.data as { token: string; user: { id: number } };
  return { token: data.token, id: data.user.id };
}

/** Basic verification approved, as the identity module records it after an operator's review. */
export async function markVerified(h: Harness, userId: number): Promise<void> {
  await h.db.insert(identityVerifications).values({ userId, level: 'basic', status: 'approved' });
}

/** A user who passes every gate: verified, funded on spot, with a USDT TRC20 address saved. */
export async function readyUser(h: Harness, amount = '100'): Promise<TestUser & { addressId: number }> {
  const user = await usernameUser(h);
  await markVerified(h, user.id);
  if (amount !== '0') await fund(h.db, user.id, amount, COIN.USDT);
  const added = await h.post(
    'wallet/addaddress',
    { currency_id: '3', network: 'TRC20', address: ADDRESSES.TRC20, pay_password: '123456' },
    { token: user.token },
  );
  if (added.body.type !== 'ok') throw new Error(`address not added: ${added.body.message}`);
  return { ...user, addressId: (added.body.data as { id: number }).id };
}

let requestCounter = 0;
export const newRequestId = () => `req-${randomBytes(6).toString('hex')}-${(requestCounter += 1)}`;

/** The spot USDT balance as 18-place strings ("0.000000000000000000" when none). */
export async function spotUsdt(h: Harness, userId: number) {
  const row = (await balancesOf(h.db, userId)).find((b) => b.account === 'spot' && b.coin_id === COIN.USDT);
  return {
    available: row?.available ?? '0.000000000000000000',
    frozen: row?.frozen ?? '0.000000000000000000',
  };
}

export async function platformUsdt(h: Harness, account: string): Promise<string> {
  return platformBookBalance(h.db, account, COIN.USDT);
}

export async function withdrawalCount(h: Harness, userId: number): Promise<number> {
  return (await h.db.select().from(withdrawals).where(eq(withdrawals.userId, userId))).length;
}
