import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import { operatorActions } from '../../src/server/db/schema';
import {
  approveWithdrawal,
  listWithdrawals,
  rejectWithdrawal,
} from '../../src/server/modules/withdrawals/operator';
import { createHarness, type Harness } from '../helpers/harness';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import { newRequestId, platformUsdt, readyUser, spotUsdt, withdrawalCount } from '../helpers/withdrawals';

type Made = { id: number; status: string };

describe.each(dbKinds())('withdrawal money and limits on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const out = (user: { token: string; addressId: number }, amount = '10', request_id = newRequestId()) =>
    h.post(
      'wallet/out',
      {
        currency_id: '3',
        network: 'TRC20',
        address_id: String(user.addressId),
        amount,
        pay_password: '123456',
        request_id,
      },
      { token: user.token },
    );

  it('approval pays amount and fee out of frozen funds, exactly, once', async () => {
    const user = await readyUser(h, '100.000001');
    const made = (await out(user, '12.345678')).body.data as Made;
    expect(await spotUsdt(h, user.id)).toEqual({
      available: '86.654323000000000000',
      frozen: '13.345678000000000000',
    });
    const paidBefore = await platformUsdt(h, 'platform:withdrawal');
    const feesBefore = await platformUsdt(h, 'platform:fee');
    expect((await listWithdrawals(h.db, 'pending')).map((w) => w.id)).toContain(made.id);

    const decided = await approveWithdrawal(
      h.db,
      made.id,
      { operator: 'ops-anna', reason: 'checked', payoutTxHash: 'a'.repeat(64) },
      h.clock.now,
    );
    expect(decided).toMatchObject({
      changed: true,
      withdrawal: { status: 'approved', payout_tx_hash: 'a'.repeat(64) },
    });
    expect(await spotUsdt(h, user.id)).toEqual({
      available: '86.654323000000000000',
      frozen: '0.000000000000000000',
    });
    expect(new Big(await platformUsdt(h, 'platform:withdrawal')).minus(paidBefore).toFixed()).toBe(
      '12.345678',
    );
    expect(new Big(await platformUsdt(h, 'platform:fee')).minus(feesBefore).toFixed()).toBe('1');

    // A second decision of a decided withdrawal changes nothing, money or log.
    const again = await approveWithdrawal(h.db, made.id, { operator: 'ops-bob', reason: 'again' });
    const rejectedLate = await rejectWithdrawal(h.db, made.id, { operator: 'ops-bob', reason: 'late' });
    expect([again.changed, rejectedLate.changed]).toEqual([false, false]);
    expect(rejectedLate.withdrawal.status).toBe('approved');
    expect(await spotUsdt(h, user.id)).toEqual({
      available: '86.654323000000000000',
      frozen: '0.000000000000000000',
    });
    const log = await h.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.target, `withdrawal:${made.id}`));
    expect(log).toMatchObject([{ operator: 'ops-anna', action: 'withdrawal.approve', reason: 'checked' }]);

    const detail = await h.post('wallet/withdraw_detail', { id: String(made.id) }, { token: user.token });
    expect(detail.body.data).toMatchObject({
      status: 'approved',
      payout_tx_hash: 'a'.repeat(64),
      reason: 'checked',
    });
  });

  it('rejection releases amount and fee back to available, and shows the reason', async () => {
    const user = await readyUser(h, '100');
    const made = (await out(user, '33.000001')).body.data as Made;
    expect(await spotUsdt(h, user.id)).toEqual({
      available: '65.999999000000000000',
      frozen: '34.000001000000000000',
    });
    const paidBefore = await platformUsdt(h, 'platform:withdrawal');
    const decided = await rejectWithdrawal(h.db, made.id, {
      operator: 'ops-anna',
      reason: 'Address on a sanctions list',
    });
    expect(decided.changed).toBe(true);
    expect(await spotUsdt(h, user.id)).toEqual({
      available: '100.000000000000000000',
      frozen: '0.000000000000000000',
    });
    expect(await platformUsdt(h, 'platform:withdrawal')).toBe(paidBefore);
    expect((await approveWithdrawal(h.db, made.id, { operator: 'ops-bob', reason: 'x' })).changed).toBe(
      false,
    );
    expect(await spotUsdt(h, user.id)).toEqual({
      available: '100.000000000000000000',
      frozen: '0.000000000000000000',
    });
    const detail = await h.post('wallet/withdraw_detail', { id: String(made.id) }, { token: user.token });
    expect(detail.body.data).toMatchObject({ status: 'rejected', reason: 'Address on a sanctions list' });
  });

  it('allows 3 requests a day, also when 10 arrive at once, and more the next UTC day', async () => {
    const user = await readyUser(h, '1000');
    const results = await Promise.all(Array.from({ length: 10 }, () => out(user)));
    const ok = results.filter((r) => r.body.type === 'ok');
    const refused = results.filter((r) => r.body.type !== 'ok');
    expect(ok).toHaveLength(3);
    const limit = await message('errors.withdraw_daily_limit', { count: 3 });
    expect(refused.map((r) => r.body.message)).toEqual(Array(7).fill(limit));
    expect(await withdrawalCount(h, user.id)).toBe(3);
    expect(await spotUsdt(h, user.id)).toEqual({
      available: '967.000000000000000000',
      frozen: '33.000000000000000000',
    });
    const info = await h.post(
      'wallet/get_info',
      { currency_id: '3', network: 'TRC20' },
      { token: user.token },
    );
    expect(info.body.data).toMatchObject({ daily_left: 0, daily_limit: 3 });
    // A rejected request still counts: the limit is on requests (spec §9).
    await rejectWithdrawal(h.db, (ok[0]!.body.data as Made).id, { operator: 'ops', reason: 'test' });
    expect((await out(user)).body.message).toBe(limit);

    const now = h.clock.now();
    const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    h.clock.advance(nextDay - now.getTime() + 1000);
    expect((await out(user)).body.type).toBe('ok');
  });
});

describe.each(dbKinds())('200 parallel withdrawals on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { WITHDRAWALS_PER_DAY: '1000' });
  });
  afterAll(() => h.close());

  it(
    'never overdraw one balance, and the ledger equals the balances afterwards',
    { timeout: 180_000 },
    async () => {
      // 1,100 USDT pays for exactly 100 withdrawals of 10 + 1 fee.
      const user = await readyUser(h, '1100');
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          h.post(
            'wallet/out',
            {
              currency_id: '3',
              network: 'TRC20',
              address_id: String(user.addressId),
              amount: '10',
              pay_password: '123456',
              request_id: newRequestId(),
            },
            { token: user.token },
          ),
        ),
      );
      const insufficient = await message('errors.insufficient_balance');
      expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(100);
      expect(results.filter((r) => r.body.message === insufficient)).toHaveLength(100);
      expect(await spotUsdt(h, user.id)).toEqual({
        available: '0.000000000000000000',
        frozen: '1100.000000000000000000',
      });
      expect(await withdrawalCount(h, user.id)).toBe(100);
      expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
    },
  );
});
