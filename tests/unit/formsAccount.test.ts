import { describe, expect, it } from 'vitest';
import { keysOf } from '../helpers/formErrors';
import {
  addressForm,
  type AddressFormContext,
  type AddressFormState,
} from '../../src/core/forms/addressForm';
import { changePasswordForm } from '../../src/core/forms/changePasswordForm';
import { schemaErrors } from '../../src/core/forms/fieldErrors';
import { registerForm, type RegisterFormState } from '../../src/core/forms/registerForm';
import { realNameRequest } from '../../src/core/schemas/identity';
import { forgetRequest, loginRequest } from '../../src/core/schemas/user';

describe('register form', () => {
  const ready: RegisterFormState = {
    account_type: 'email',
    account: 'ana@example.com',
    area_code: '86',
    code: '123456',
    password: 'secret123',
    re_password: 'secret123',
    pay_password: '123456',
    re_pay_password: '123456',
    invite_code: '',
    agree: true,
  };
  const open = { inviteRequired: false };
  it.each([
    ['a complete form', {}, open, []],
    ['a bad e-mail', { account: 'ana@' }, open, ['account:errors.email_invalid']],
    [
      'a phone number of letters',
      { account_type: 'phone', account: 'abcd' },
      open,
      ['account:errors.phone_invalid'],
    ],
    ['a username needs no code', { account_type: 'username', account: 'ana_123', code: '' }, open, []],
    ['no code for an e-mail', { code: '' }, open, ['code:errors.code_required']],
    ['passwords that differ', { re_password: 'secret124' }, open, ['re_password:errors.passwords_mismatch']],
    [
      'fund passwords that differ',
      { re_pay_password: '123457' },
      open,
      ['re_pay_password:errors.pay_passwords_mismatch'],
    ],
    ['terms not accepted', { agree: false }, open, ['agree:errors.agree_required']],
    [
      'no invitation where one is required',
      {},
      { inviteRequired: true },
      ['invite_code:errors.invite_required'],
    ],
    ['an invitation where one is required', { invite_code: 'AB12CD34' }, { inviteRequired: true }, []],
    [
      'blank is no invitation',
      { invite_code: '   ' },
      { inviteRequired: true },
      ['invite_code:errors.invite_required'],
    ],
    [
      // The mismatch is found last by the schema, but the screen shows the repeat before the fund password.
      'several problems, in the order the screen shows the fields',
      { re_password: 'other1', pay_password: '', agree: false },
      { inviteRequired: true },
      [
        're_password:errors.passwords_mismatch',
        'pay_password:errors.pay_password_required',
        're_pay_password:errors.pay_passwords_mismatch',
        'invite_code:errors.invite_required',
        'agree:errors.agree_required',
      ],
    ],
    [
      'mismatched passwords while the account is still empty',
      { account: '', code: '', re_password: 'secret12' },
      open,
      ['account:errors.email_required', 'code:errors.code_required', 're_password:errors.passwords_mismatch'],
    ],
  ] as const)('%s', (_, change, context, expected) => {
    expect(keysOf(registerForm({ ...ready, ...change }, context).errors)).toEqual(expected);
  });
});

describe('change password form', () => {
  const ready = { old_password: 'secret123', password: 'newsecret1', re_password: 'newsecret1' };
  it.each([
    ['a complete form', {}, true, []],
    ['no old password', { old_password: '' }, true, ['old_password:errors.old_password_required']],
    ['no old password for a wallet-only account', { old_password: '' }, false, []],
    [
      'a new password too short',
      { password: 'abc', re_password: 'abc' },
      true,
      ['password:errors.password_min'],
    ],
    ['a repeat that differs', { re_password: 'newsecret2' }, true, ['re_password:errors.passwords_mismatch']],
    [
      'all empty: the old password first',
      { old_password: '', password: '', re_password: '' },
      true,
      ['old_password:errors.old_password_required', 'password:errors.new_password_required'],
    ],
  ] as const)('%s', (_, change, hasPassword, expected) => {
    expect(keysOf(changePasswordForm({ ...ready, ...change }, { hasPassword }).errors)).toEqual(expected);
  });
});

describe('new withdrawal address form', () => {
  const ready: AddressFormState = { address: 'TXyz1234567890', remark: '', pay_password: '123456', code: '' };
  const trc20: AddressFormContext = { currency_id: 3, network: 'TRC20', codeRequired: false };
  it.each([
    ['a complete form', {}, {}, []],
    ['no address', { address: '' }, {}, ['address:errors.withdraw_address_required']],
    [
      'an address past 128 characters',
      { address: 'T'.repeat(129) },
      {},
      ['address:errors.withdraw_address_too_long'],
    ],
    ['a remark past 40 characters', { remark: 'x'.repeat(41) }, {}, ['remark:errors.withdraw_remark_long']],
    [
      'a fund password of letters',
      { pay_password: 'abcdef' },
      {},
      ['pay_password:errors.pay_password_format'],
    ],
    ['a code asked for and missing', {}, { codeRequired: true }, ['code:errors.code_required']],
    ['a code asked for and given', { code: '123456' }, { codeRequired: true }, []],
  ] as const)('%s', (_, change, context, expected) => {
    expect(keysOf(addressForm({ ...ready, ...change }, { ...trc20, ...context }).errors)).toEqual(expected);
  });

  it('names the network in an address error', () => {
    const { errors } = addressForm({ ...ready, address: 'T'.repeat(129) }, { ...trc20, network: 'ERC20' });
    expect(errors[0]).toMatchObject({ params: { network: 'ERC20' } });
  });
});

describe('forms that need only their request schema', () => {
  it.each([
    [
      'login, empty',
      loginRequest,
      { account: '', password: '' },
      ['account:errors.account_required', 'password:errors.password_required'],
    ],
    ['login, complete', loginRequest, { account: 'ana', password: 'x' }, []],
    [
      'forget: mismatched passwords under the repeat',
      forgetRequest,
      {
        account_type: 'phone',
        account: '13800138000',
        area_code: '86',
        code: '123456',
        password: 'secret123',
        re_password: 'secret12',
      },
      ['re_password:errors.passwords_mismatch'],
    ],
    [
      'basic verification: errors in the order of the screen',
      realNameRequest,
      { country: '', id_type: '', id_number: '', name: '' },
      [
        'country:errors.verification_country_required',
        'id_type:errors.verification_id_type_required',
        'id_number:errors.verification_id_number_required',
        'name:errors.verification_name_required',
      ],
    ],
  ] as const)('%s', (_, schema, values, expected) => {
    expect(keysOf(schemaErrors(schema, values))).toEqual(expected);
  });
});
