import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankInfoView, DepositRecord } from '../../src/core/schemas/deposit';
import { eq } from 'drizzle-orm';
import { deposits, operatorActions } from '../../src/server/db/schema';
import { BANK_ACCOUNT, bankReference, ops, requestId, setBankAccount, uploadOf } from '../helpers/deposits';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';

/**
 * Bank transfer and quick deposit need somewhere to pay: the receiving account operators set per
 * coin with `npm run ops`, a reference per bank deposit, and a payment proof.
 */
describe.each(dbKinds())('bank transfer and quick deposit on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const newUser = async () => h.registerEmail(uniqueEmail('bank'));
  const bankForm = (voucher: string, reference: string) => ({
    kind: 'bank',
    currency_id: '4',
    bank_name: 'Kasikorn',
    card_number: '1234 5678 9012',
    holder_name: 'Somchai P.',
    amount: '100',
    voucher,
    reference,
    request_id: requestId(),
  });

  it('with no receiving account, says bank transfer is unavailable and refuses bank and quick deposits', async () => {
    const { token, user } = await newUser();
    const info = await h.post('wallet/bank_info', { currency_id: '4' }, { token });
    expect(info.body.data).toEqual({
      currency_id: 4,
      currency: 'USDC',
      available: false,
      account: null,
      demo: false,
      reference: null,
    } satisfies BankInfoView);
    const voucher = await uploadOf(h, user.id);
    const bank = await h.post('wallet/charge_req', bankForm(voucher, 'TWD-AAAAAAAA'), { token });
    expect([bank.status, bank.body.message]).toEqual([400, await message('errors.deposit_bank_unavailable')]);
    const quick = await h.post(
      'depositIn',
      { currency_id: '4', amount: '50', voucher, request_id: requestId() },
      { token },
    );
    expect(quick.body.message).toBe(await message('errors.deposit_bank_unavailable'));
  });

  it('shows the account an operator set through npm run ops, and logs who set it and why', async () => {
    const set = await setBankAccount(h, 'usdc', 'twc');
    expect(set.text).toContain('Tradewind Payments Ltd');
    const listed = await ops(h, ['deposit-banks']);
    expect(listed.text).toContain('GB33BUKB20201555555555');
    expect(listed.text).toContain('TWC-');
    const refused = await ops(h, ['deposit-bank:set', 'USDC', '--holder', 'X', '--reason', 'r']);
    expect(refused.text).toContain('missing --bank');

    const { token } = await newUser();
    const info = (await h.post('wallet/bank_info', { currency_id: '4' }, { token })).body
      .data as BankInfoView;
    expect(info).toMatchObject({ available: true, account: BANK_ACCOUNT });
    expect(info.reference).toMatch(/^TWC-[A-Z2-9]{8}$/);
    const log = await h.db.select().from(operatorActions);
    expect(log).toContainEqual(
      expect.objectContaining({
        operator: 'test-operator',
        action: 'deposit_bank.set',
        target: 'coin:USDC',
        reason: 'treasury account opened',
      }),
    );
  });

  it('gives each bank deposit its own reference and stores it with the submission', async () => {
    const { token, user } = await newUser();
    const first = await bankReference(h, token, 4);
    expect(await bankReference(h, token, 4)).toBe(first); // the same until it is used
    const a = await h.post('wallet/charge_req', bankForm(await uploadOf(h, user.id), first), { token });
    expect(a.body.data as DepositRecord).toMatchObject({ kind: 'bank', status: 'pending', reference: first });

    const reused = await h.post('wallet/charge_req', bankForm(await uploadOf(h, user.id), first), { token });
    expect(reused.body.message).toBe(await message('errors.deposit_reference_invalid'));

    const second = await bankReference(h, token, 4);
    expect(second).not.toBe(first);
    const b = await h.post('wallet/charge_req', bankForm(await uploadOf(h, user.id), second), { token });
    expect((b.body.data as DepositRecord).reference).toBe(second);

    // Another user's reference is not this user's to quote.
    const other = await newUser();
    const theirs = await bankReference(h, other.token, 4);
    const stolen = await h.post('wallet/charge_req', bankForm(await uploadOf(h, user.id), theirs), { token });
    expect(stolen.body.message).toBe(await message('errors.deposit_reference_invalid'));

    // The operator's list shows the reference to match against the bank statement.
    expect((await ops(h, ['deposits'])).text).toContain(second);
  });

  it('keeps an IBAN’s letters as typed, and refuses a garbage number in the user’s language', async () => {
    const { token, user } = await newUser();
    const iban = 'DE02120300000000202051';
    const form = async () => bankForm(await uploadOf(h, user.id), await bankReference(h, token, 4));
    const taken = await h.post('wallet/charge_req', { ...(await form()), card_number: iban }, { token });
    expect(taken.body.data as DepositRecord).toMatchObject({ kind: 'bank', card_number: '****2051' });
    const [row] = await h.db
      .select({ cardNumber: deposits.cardNumber })
      .from(deposits)
      .where(eq(deposits.id, (taken.body.data as DepositRecord).id));
    expect(row?.cardNumber).toBe(iban);
    // Grouped as banks print it: the spaces between groups go, the letters stay.
    const grouped = await h.post(
      'wallet/charge_req',
      { ...(await form()), card_number: 'DE02 1203 0000 0000 2020 51' },
      { token },
    );
    expect(grouped.body.type).toBe('ok');

    const garbage = await h.post(
      'wallet/charge_req',
      { ...(await form()), card_number: 'DE02!2030*00' },
      { token, lang: 'th' },
    );
    expect([garbage.status, garbage.body.message]).toEqual([
      400,
      await message('errors.deposit_card_number_invalid', undefined, 'th'),
    ]);
  });

  it('refuses a quick deposit without its payment proof and takes it with one', async () => {
    const { token, user } = await newUser();
    const form = { currency_id: '4', amount: '50', request_id: requestId() };
    const bare = await h.post('depositIn', form, { token });
    expect([bare.status, bare.body.message]).toEqual([400, await message('errors.deposit_voucher_required')]);
    const foreign = await h.post(
      'depositIn',
      { ...form, voucher: await uploadOf(h, (await newUser()).user.id) },
      { token },
    );
    expect(foreign.body.message).toBe(await message('errors.deposit_voucher_invalid'));
    const voucher = await uploadOf(h, user.id);
    const taken = await h.post('depositIn', { ...form, voucher }, { token });
    expect(taken.body.data as DepositRecord).toMatchObject({
      kind: 'quick',
      status: 'pending',
      amount: '50',
      voucher,
    });
  });

  it('refuses a decimal amount as not whole and a 17-digit amount as too large', async () => {
    const { token, user } = await newUser();
    const voucher = await uploadOf(h, user.id);
    const cases: [string, string][] = [
      ['100.5', 'errors.deposit_amount_integer'],
      ['100,5', 'errors.deposit_amount_integer'],
      ['99999999999999999', 'errors.amount_too_large'],
    ];
    for (const [amount, key] of cases) {
      const res = await h.post(
        'depositIn',
        { currency_id: '4', amount, voucher, request_id: requestId() },
        { token },
      );
      expect([amount, res.status, res.body.message]).toEqual([amount, 400, await message(key)]);
    }
  });
});
