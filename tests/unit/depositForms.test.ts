import { describe, expect, it } from 'vitest';
import { bankDepositForm, quickDepositForm, walletDepositForm } from '../../src/core/forms/depositForms';
import { wholeAmountProblem } from '../../src/web/features/deposit/amount';

const keysOf = (errors: { field: string; key: string }[]) => errors.map((e) => `${e.field}:${e.key}`);
const usdt = { min: '10', coin: 'USDT' };

describe('whole-amount deposit fields (bank transfer, quick deposit)', () => {
  it.each([
    ['100', null],
    ['100.5', 'errors.deposit_amount_integer'],
    ['100,5', 'errors.deposit_amount_integer'],
    ['100.', 'errors.deposit_amount_integer'],
    ['1,000', 'errors.deposit_amount_integer'],
    ['99999999999999999', 'errors.amount_too_large'],
    ['999999999999999', null],
    ['9', 'errors.deposit_amount_min'],
    ['', 'errors.deposit_amount_required'],
  ])('%s → %s', (amount, expected) => {
    expect(wholeAmountProblem(amount, '10')).toBe(expected);
    const quick = quickDepositForm({ amount, voucher: 'upload-1' }, usdt).errors;
    expect(quick[0]?.key ?? null).toBe(expected);
  });

  it('puts one error per field in the order of the bank form', () => {
    const empty = { bank_name: '', card_number: '', holder_name: '', amount: '', voucher: '', reference: '' };
    expect(keysOf(bankDepositForm(empty, usdt).errors)).toEqual([
      'bank_name:errors.deposit_bank_name_required',
      'card_number:errors.deposit_card_number_required',
      'holder_name:errors.deposit_holder_name_required',
      'amount:errors.deposit_amount_required',
      'voucher:errors.deposit_voucher_required',
      'reference:errors.deposit_reference_invalid',
    ]);
    const filled = {
      bank_name: 'Bangkok Bank',
      card_number: '1234 5678 9012',
      holder_name: 'Somchai',
      amount: '5',
      voucher: 'upload-1',
      reference: 'TWD-ABCD2345',
    };
    expect(keysOf(bankDepositForm(filled, usdt).errors)).toEqual(['amount:errors.deposit_amount_min']);
    expect(bankDepositForm({ ...filled, amount: '50' }, usdt).errors).toEqual([]);
  });

  it('requires the payment proof for a quick deposit', () => {
    expect(keysOf(quickDepositForm({ amount: '50', voucher: '' }, usdt).errors)).toEqual([
      'voucher:errors.deposit_voucher_required',
    ]);
  });
});

describe('the amount sent from the linked wallet', () => {
  const limits = { min: '10', coin: 'USDT', decimals: 6 };
  it.each([
    ['', 'errors.deposit_amount_required'],
    ['abc', 'errors.deposit_amount_invalid'],
    ['1e3', 'errors.deposit_amount_invalid'],
    ['12,5', 'errors.deposit_amount_invalid'],
    ['0', 'errors.deposit_amount_invalid'],
    ['10.0000001', 'errors.deposit_amount_invalid'], // finer than the token's 6 places
    ['9.999999', 'errors.deposit_amount_min'],
    ['10', null],
    [' 25.5 ', null],
  ])('%s → %s', (amount, expected) => {
    expect(walletDepositForm({ amount }, limits).errors[0]?.key ?? null).toBe(expected);
  });

  it('names the minimum and the coin in the message', () => {
    expect(walletDepositForm({ amount: '5' }, limits).errors[0]?.params).toMatchObject({
      min: '10',
      coin: 'USDT',
    });
  });
});
