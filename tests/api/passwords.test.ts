import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, NEW_ACCOUNT_SECRETS, uniqueEmail, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';

describe.each(dbKinds())('passwords and profile on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const login = (account: string, password: string) => h.post('user/login', { account, password });

  it('resets a forgotten password by e-mail code and signs out every device', async () => {
    const email = uniqueEmail('forget');
    const { token } = await h.registerEmail(email, 'oldpass1');
    h.clock.advance(61_000);
    await h.post('sms_mail', { email, scene: 'forget' });
    const code = await h.latestCode(email);
    const mismatch = await h.post('user/forget', {
      account_type: 'email',
      account: email,
      code,
      password: 'newpass1',
      re_password: 'newpass2',
    });
    expect(mismatch.body.message).toBe(await message('errors.passwords_mismatch'));
    const reset = await h.post('user/forget', {
      account_type: 'email',
      account: email,
      code,
      password: 'newpass1',
      re_password: 'newpass1',
    });
    expect(reset.body.type).toBe('ok');
    expect((await h.get('user/center', { token })).body.code).toBe(999);
    expect((await login(email, 'oldpass1')).body.type).toBe('error');
    expect((await login(email, 'newpass1')).body.type).toBe('ok');
  });

  it.each([
    [
      'an unknown e-mail',
      { account_type: 'email', account: 'nobody-here@example.com', code: '123456' },
      'errors.account_not_found',
    ],
    [
      'an invalid e-mail',
      { account_type: 'email', account: 'nobody', code: '123456' },
      'errors.email_invalid',
    ],
    [
      'no code',
      { account_type: 'email', account: 'nobody-here@example.com', code: '' },
      'errors.code_required',
    ],
    [
      'a username',
      { account_type: 'username', account: 'someone', code: '123456' },
      'errors.account_type_invalid',
    ],
    [
      'no new password',
      { account_type: 'email', account: 'a@b.co', code: '123456', password: '', re_password: '' },
      'errors.password_required',
    ],
  ])('refuses a reset with %s', async (_, body, key) => {
    const res = await h.post('user/forget', { password: 'newpass1', re_password: 'newpass1', ...body });
    expect(res.body.message).toBe(await message(key));
  });

  it('resets by phone code too, and lifts a lockout', async () => {
    const base = { ...NEW_ACCOUNT_SECRETS, password: 'oldpass1', re_password: 'oldpass1' };
    await h.post('sms_send', { phone: '01012345678', area_code: '82', scene: 'register' });
    const regCode = await h.latestCode('+821012345678');
    await h.post('user/register', {
      ...base,
      account_type: 'phone',
      account: '01012345678',
      area_code: '82',
      code: regCode,
    });
    for (let i = 0; i < 5; i++) await login('+821012345678', 'nope-nope');
    h.clock.advance(61_000);
    await h.post('sms_send', { phone: '01012345678', area_code: '82', scene: 'forget' });
    const code = await h.latestCode('+821012345678');
    const reset = await h.post('user/forget', {
      account_type: 'phone',
      account: '01012345678',
      area_code: '82',
      code,
      password: 'newpass1',
      re_password: 'newpass1',
    });
    expect(reset.body.type).toBe('ok');
    expect((await login('+821012345678', 'newpass1')).body.type).toBe('ok');
  });

  it('changes the login password: old required and right, new confirmed and different; other devices signed out', async () => {
    const email = uniqueEmail('change');
    const { token } = await h.registerEmail(email, 'oldpass1');
    const other = ((await login(email, 'oldpass1')).body.data as { token: string }).token;
    const change = (body: Record<string, string>) => h.post('safe/update_password', body, { token });
    expect((await change({ password: 'newpass1', re_password: 'newpass1' })).body.message).toBe(
      await message('errors.old_password_required'),
    );
    expect(
      (await change({ old_password: 'wrongold', password: 'newpass1', re_password: 'newpass1' })).body
        .message,
    ).toBe(await message('errors.old_password_wrong_left', { count: 4 }));
    expect(
      (await change({ old_password: 'oldpass1', password: 'newpass1', re_password: 'newpass2' })).body
        .message,
    ).toBe('The two passwords are inconsistent');
    expect(
      (await change({ old_password: 'oldpass1', password: 'short', re_password: 'short' })).body.message,
    ).toBe(await message('errors.password_min'));
    expect(
      (await change({ old_password: 'oldpass1', password: 'oldpass1', re_password: 'oldpass1' })).body
        .message,
    ).toBe(await message('errors.password_same'));
    expect(
      (await change({ old_password: 'oldpass1', password: 'newpass1', re_password: 'newpass1' })).body.type,
    ).toBe('ok');
    expect((await h.get('user/center', { token })).body.type).toBe('ok');
    expect((await h.get('user/center', { token: other })).body.code).toBe(999);
    expect((await login(email, 'newpass1')).body.type).toBe('ok');
  });

  it('changes the fund password only with the current one and the code sent to the user', async () => {
    const email = uniqueEmail('pay');
    const { token } = await h.registerEmail(email);
    const change = (body: Record<string, string>) => h.post('user/e_pwd', body, { token });
    expect((await change({ pay_password: '654321', re_pay_password: '654321' })).body.message).toBe(
      await message('errors.old_pay_password_required'),
    );
    // The current one is checked under the withdrawals' 5-try lock (tests/api/accountSecurity.test.ts).
    expect(
      (await change({ old_pay_password: '000000', pay_password: '654321', re_pay_password: '654321' })).body
        .message,
    ).toBe(await message('errors.withdraw_pay_password_wrong_left', { count: 4 }));
    expect(
      (await change({ old_pay_password: '123456', pay_password: '65432', re_pay_password: '65432' })).body
        .message,
    ).toBe(await message('errors.pay_password_format'));
    expect(
      (await change({ old_pay_password: '123456', pay_password: '654321', re_pay_password: '654320' })).body
        .message,
    ).toBe(await message('errors.pay_passwords_mismatch'));
    expect(
      (await change({ old_pay_password: '123456', pay_password: '654321', re_pay_password: '654321' })).body
        .message,
    ).toBe(await message('errors.code_required'));
    h.clock.advance(61_000);
    await h.post('sms_other_mail', { scene: 'pay_password' }, { token });
    const code = await h.latestCode(email);
    expect(
      (
        await change({
          old_pay_password: '123456',
          pay_password: '654321',
          re_pay_password: '654321',
          code,
        })
      ).body.type,
    ).toBe('ok');
    expect(
      (await change({ old_pay_password: '123456', pay_password: '111111', re_pay_password: '111111' })).body
        .message,
    ).toBe(await message('errors.withdraw_pay_password_wrong_left', { count: 4 }));
    expect((await h.post('user/has_password', {}, { token })).body.data).toEqual({ login: true, pay: true });
  });

  it('sets a nickname within 24 characters', async () => {
    const { token } = await h.registerEmail(uniqueEmail('nick'));
    expect((await h.post('user/nickname', { nickname: '  ' }, { token })).body.message).toBe(
      await message('errors.nickname_required'),
    );
    expect((await h.post('user/nickname', { nickname: 'x'.repeat(25) }, { token })).body.message).toBe(
      await message('errors.nickname_long'),
    );
    expect((await h.post('user/nickname', { nickname: '风之交易者' }, { token })).body.data).toMatchObject({
      nickname: '风之交易者',
    });
    expect((await h.get('user/center', { token })).body.data).toMatchObject({ nickname: '风之交易者' });
  });

  it('tells whether an e-mail or phone is registered', async () => {
    const email = uniqueEmail('known');
    await h.registerEmail(email);
    expect((await h.post('user/check_email', { email })).body.data).toEqual({ registered: true });
    expect((await h.post('user/check_email', { email: uniqueEmail('unknown') })).body.data).toEqual({
      registered: false,
    });
    expect((await h.post('user/check_mobile', { phone: '2015550199', area_code: '1' })).body.data).toEqual({
      registered: false,
    });
  });
});
