import { describe, expect, it } from 'vitest';
import { bankCardForm, type BankCardFormState } from '../../src/core/forms/bankCardForm';
import { payPasswordForm, type PayPasswordFormState } from '../../src/core/forms/payPasswordForm';

const keysOf = (errors: { field: string; key: string }[]) => errors.map((e) => `${e.field}:${e.key}`);

describe('payPasswordForm', () => {
  const ready: PayPasswordFormState = {
    old_pay_password: '123456',
    pay_password: '654321',
    re_pay_password: '654321',
    code: '112233',
  };
  const change = { hasPayPassword: true, codeRequired: true };
  it.each([
    ['a complete change', {}, change, []],
    [
      'a change without the current one',
      { old_pay_password: '' },
      change,
      ['old_pay_password:errors.old_pay_password_required'],
    ],
    ['a change without the code', { code: '' }, change, ['code:errors.code_required']],
    ['a change with a short code', { code: '123' }, change, ['code:errors.code_invalid']],
    [
      'a change by a user with no contact, without a code',
      { code: '' },
      { ...change, codeRequired: false },
      [],
    ],
    [
      'a first set: neither current one nor code',
      { old_pay_password: '', code: '' },
      { hasPayPassword: false, codeRequired: true },
      [],
    ],
    [
      'everything missing, in field order (two empty passwords still match)',
      { old_pay_password: '', pay_password: '', re_pay_password: '', code: '' },
      change,
      [
        'old_pay_password:errors.old_pay_password_required',
        'pay_password:errors.new_pay_password_required',
        'code:errors.code_required',
      ],
    ],
  ])('%s', (_, patch, context, expected) => {
    expect(keysOf(payPasswordForm({ ...ready, ...patch }, context).errors)).toEqual(expected);
  });
});

describe('bankCardForm', () => {
  const ready: BankCardFormState = {
    holder_name: 'Maria Lopez',
    bank_name: 'Banco Ejemplo',
    card_number: '4000 1234 5678 9010',
    branch_name: 'Centro',
    branch_number: '0042',
    bank_address: 'Calle Mayor 1',
    swift_code: 'BEXAESMMXXX',
    iban: 'ES9121000418450200051332',
    payee_address: 'Calle Luna 5',
    postal_code: '28004',
    pay_password: '123456',
    code: '112233',
  };
  it.each([
    ['a complete card', {}, true, []],
    ['no fund password', { pay_password: '' }, true, ['pay_password:errors.pay_password_required']],
    ['no code where one is sent', { code: '' }, true, ['code:errors.code_required']],
    ['no code where none is sent', { code: '' }, false, []],
    [
      'a missing holder and card number, before the fund password',
      { holder_name: '', card_number: '', pay_password: '' },
      true,
      [
        'holder_name:errors.withdraw_bank_holder_required',
        'card_number:errors.withdraw_bank_card_required',
        'pay_password:errors.pay_password_required',
      ],
    ],
  ])('%s', (_, patch, codeRequired, expected) => {
    expect(keysOf(bankCardForm({ ...ready, ...patch }, { codeRequired }).errors)).toEqual(expected);
  });
});
