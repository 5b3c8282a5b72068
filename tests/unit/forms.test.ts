import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaErrors } from '../../src/core/forms/fieldErrors';
import { transferForm, type TransferFormState } from '../../src/core/forms/transferForm';
import {
  withdrawForm,
  type WithdrawFormContext,
  type WithdrawFormState,
} from '../../src/core/forms/withdrawForm';
import { registerRequest } from '../../src/core/schemas/user';

const usdtTrc20: WithdrawFormContext = {
  coin: 'USDT',
  decimals: 6,
  min: '10',
  fee: '1',
  available: '100',
  bank: false,
  codeRequired: false,
};
const ready: WithdrawFormState = {
  address_id: 7,
  amount: '12.5',
  pay_password: '123456',
  code: '',
  remark: '',
};
const keysOf = (errors: { field: string; key: string }[]) => errors.map((e) => `${e.field}:${e.key}`);

describe('withdraw form', () => {
  it.each([
    ['a complete form', {}, {}, []],
    ['no amount yet', { amount: '' }, {}, ['amount:errors.withdraw_amount_required']],
    ['an amount below the minimum', { amount: '9.99' }, {}, ['amount:errors.withdraw_below_min']],
    [
      'more places than the coin has',
      { amount: '10.1234567' },
      {},
      ['amount:errors.withdraw_amount_precision'],
    ],
    ['amount + fee over the balance', { amount: '99.000001' }, {}, ['amount:errors.insufficient_balance']],
    ['exactly the balance with the fee', { amount: '99' }, {}, []],
    [
      'a fund password of five digits',
      { pay_password: '12345' },
      {},
      ['pay_password:errors.pay_password_format'],
    ],
    ['no address picked', { address_id: null }, {}, ['address_id:errors.withdraw_no_address']],
    ['no address needed for the bank', { address_id: null }, { bank: true }, []],
    ['a code asked for and missing', {}, { codeRequired: true }, ['code:errors.code_required']],
    ['a code given', { code: '123456' }, { codeRequired: true }, []],
    ['a remark past 100 characters', { remark: 'x'.repeat(101) }, {}, ['remark:errors.withdraw_remark_long']],
    [
      'several problems, one per field in form order',
      { amount: '5', pay_password: '' },
      { codeRequired: true },
      [
        'amount:errors.withdraw_below_min',
        'pay_password:errors.pay_password_required',
        'code:errors.code_required',
      ],
    ],
  ] as const)('%s', (_, state, context, expected) => {
    const { errors } = withdrawForm({ ...ready, ...state }, { ...usdtTrc20, ...context });
    expect(keysOf(errors)).toEqual(expected);
  });

  it('gives the minimum and the coin with the error, so the text can name them', () => {
    const { errors } = withdrawForm({ ...ready, amount: '1' }, usdtTrc20);
    expect(errors[0]).toMatchObject({ params: { min: '10', coin: 'USDT' } });
  });

  it.each([
    ['12.5', '12.5', '13.5', '99'],
    ['', '0', '0', '99'],
    ['abc', '0', '0', '99'],
  ])('amount %j: receives %s, pays %s, at most %s', (amount, received, total, max) => {
    const { figures } = withdrawForm({ ...ready, amount }, usdtTrc20);
    expect(figures).toMatchObject({ received, total });
    expect(Number(figures.max)).toBe(Number(max));
  });
});

describe('transfer form', () => {
  const state: TransferFormState = { currency_id: 3, from: 'contract', to: 'spot', amount: '100' };
  const balance = { available: '1480.123456', decimals: 6 };
  it.each([
    ['a transfer within the balance', {}, balance, []],
    ['the whole balance', { amount: '1480.123456' }, balance, []],
    ['more than is available', { amount: '1480.123457' }, balance, ['amount:errors.insufficient_balance']],
    ['more places than the coin has', { amount: '1.1234567' }, balance, ['amount:errors.amount_precision']],
    ['no amount', { amount: '' }, balance, ['amount:errors.amount_required']],
    ['zero', { amount: '0' }, balance, ['amount:errors.amount_invalid']],
    ['one account on both sides', { from: 'spot' }, balance, ['to:errors.transfer_same_account']],
    ['no coin in the account', {}, null, ['currency_id:errors.currency_invalid']],
  ] as const)('%s', (_, change, known, expected) => {
    expect(keysOf(transferForm({ ...state, ...change }, known).errors)).toEqual(expected);
  });
});

describe('schema errors', () => {
  it('keeps one error per field, the first the schema finds', () => {
    const schema = z.object({
      a: z.string().min(1, { error: 'errors.a_required' }).max(2, { error: 'errors.a_long' }),
      b: z.string().min(1, { error: 'errors.b_required' }),
    });
    expect(keysOf(schemaErrors(schema, { a: '', b: '' }))).toEqual([
      'a:errors.a_required',
      'b:errors.b_required',
    ]);
  });

  it('shows mismatched passwords while other fields are still empty', () => {
    const errors = schemaErrors(registerRequest, {
      type: 'username',
      username: '',
      password: 'abc123',
      re_password: 'abc124',
      agree: 'true',
    });
    expect(keysOf(errors)).toContain('re_password:errors.passwords_mismatch');
  });
});

describe('transfer destinations', () => {
  it("moves money between any two of the user's own accounts, the finance account included", () => {
    const state: TransferFormState = { currency_id: 3, from: 'spot', to: 'trust', amount: '1' };
    const balance = { available: '10', decimals: 6 };
    expect(transferForm(state, balance).errors).toEqual([]);
    expect(transferForm({ ...state, from: 'trust', to: 'spot' }, balance).errors).toEqual([]);
    expect(transferForm({ ...state, to: 'contract' }, balance).errors).toEqual([]);
    expect(keysOf(transferForm({ ...state, to: 'spot' }, balance).errors)).toEqual([
      'to:errors.transfer_same_account',
    ]);
  });
});
