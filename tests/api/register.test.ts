import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, uniqueEmail, type Harness, NEW_ACCOUNT_SECRETS } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';

describe.each(dbKinds())('user/register on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  async function emailForm(overrides: Record<string, string> = {}) {
    const email = overrides.account ?? uniqueEmail('reg');
    await h.post('sms_mail', { email, scene: 'register' });
    const code = await h.latestCode(email);
    return {
      account_type: 'email',
      account: email,
      code,
      ...NEW_ACCOUNT_SECRETS,
      ...overrides,
    };
  }

  it('creates the account, logs it in and never returns a password hash', async () => {
    const form = await emailForm();
    const res = await h.post('user/register', form);
    expect(res.body).toMatchObject({ type: 'ok', code: 1, message: 'OK', msg: 'success' });
    const data = res.body.data as { token: string; user: Record<string, unknown>; new_account: boolean };
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.new_account).toBe(true);
    expect(data.user).toMatchObject({ email: form.account, has_password: true, has_pay_password: true });
    expect(JSON.stringify(data.user)).not.toMatch(/argon2|hash/i);
    const center = await h.get('user/center', { token: data.token });
    expect(center.body.data).toMatchObject({ email: form.account });
  });

  const rules: [string, Record<string, string>, string][] = [
    ['no account', { account: '' }, 'errors.email_required'],
    ['an invalid e-mail', { account: 'not-an-email' }, 'errors.email_invalid'],
    ['no code', { code: '' }, 'errors.code_required'],
    ['a code that is not 6 digits', { code: '12ab' }, 'errors.code_invalid'],
    ['no password', { password: '', re_password: '' }, 'errors.password_required'],
    ['a password under 6 characters', { password: 'abc12', re_password: 'abc12' }, 'errors.password_min'],
    ['passwords that differ', { re_password: 'secret124' }, 'errors.passwords_mismatch'],
    ['no fund password', { pay_password: '', re_pay_password: '' }, 'errors.pay_password_required'],
    [
      'a fund password that is not 6 digits',
      { pay_password: '12345a', re_pay_password: '12345a' },
      'errors.pay_password_format',
    ],
    ['fund passwords that differ', { re_pay_password: '654321' }, 'errors.pay_passwords_mismatch'],
    ['the agreement not ticked', { agree: '' }, 'errors.agree_required'],
    ['an unknown invitation code', { invite_code: 'NOPE1234' }, 'errors.invite_invalid'],
    ['an unknown account type', { account_type: 'fax' }, 'errors.account_type_invalid'],
  ];
  it.each(rules)('refuses %s with its message and creates nothing', async (_, overrides, key) => {
    const form = await emailForm();
    const res = await h.post('user/register', { ...form, ...overrides });
    expect(res.body).toEqual({ type: 'error', code: 0, message: await message(key) });
    const check = await h.post('user/check_email', { email: form.account });
    expect(check.body.data).toEqual({ registered: false });
  });

  it('says "two passwords inconsistent" in the words of the spec', async () => {
    const res = await h.post('user/register', await emailForm({ re_password: 'different1' }));
    expect(res.body.message).toBe('The two passwords are inconsistent');
  });

  it('refuses a wrong code and an address that is already registered', async () => {
    const form = await emailForm();
    const wrong = await h.post('user/register', {
      ...form,
      code: form.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.message).toBe(await message('errors.code_wrong_left', { count: 4 }));
    expect((await h.post('user/register', form)).body.type).toBe('ok');
    h.clock.advance(61_000);
    const again = await h.post('sms_mail', { email: form.account, scene: 'register' });
    expect(again.body.message).toBe(await message('errors.already_registered'));
  });

  it('registers by phone with the number stored in E.164 and by username without a code', async () => {
    await h.post('sms_send', { phone: '13800138000', area_code: '86', scene: 'register' });
    const code = await h.latestCode('+8613800138000');
    const phone = await h.post('user/register', {
      account_type: 'phone',
      account: '13800138000',
      area_code: '+86',
      code,
      ...NEW_ACCOUNT_SECRETS,
    });
    expect(phone.body.data).toMatchObject({
      user: { phone: '+8613800138000', area_code: '86', nickname: '138****8000' },
    });

    const user = await h.post('user/register', {
      ...NEW_ACCOUNT_SECRETS,
      account_type: 'username',
      account: 'Trader_01',
    });
    expect(user.body.data).toMatchObject({ user: { username: 'Trader_01' } });
    const taken = await h.post('user/register', {
      ...NEW_ACCOUNT_SECRETS,
      account_type: 'username',
      account: 'trader_01',
    });
    expect(taken.body.message).toBe(await message('errors.username_taken'));
    const bad = await h.post('user/register', {
      ...NEW_ACCOUNT_SECRETS,
      account_type: 'username',
      account: '1abc',
    });
    expect(bad.body.message).toBe(await message('errors.username_invalid'));
  });

  it('refuses a phone number that cannot exist', async () => {
    const res = await h.post('sms_send', { phone: '12345', area_code: '86', scene: 'register' });
    expect(res.body.message).toBe(await message('errors.phone_invalid'));
  });

  it('links the inviter when a valid invitation code is given, and checkExtcode tells valid from unknown', async () => {
    const inviter = await h.registerEmail(uniqueEmail('inviter'));
    const code = inviter.user.invite_code;
    expect((await h.post('user/checkExtcode', { invite_code: code })).body.data).toEqual({ valid: true });
    expect((await h.post('user/checkExtcode', { invite_code: 'ZZZZ9999' })).body.message).toBe(
      await message('errors.invite_invalid'),
    );
    // Longer than any code: refused by its rule, with the same message, before any lookup.
    expect((await h.post('user/checkExtcode', { invite_code: 'Z'.repeat(33) })).body.message).toBe(
      await message('errors.invite_invalid'),
    );
    const invited = await h.post('user/register', await emailForm({ invite_code: code.toLowerCase() }));
    expect(invited.body.type).toBe('ok');
  });
});

describe('registration settings', () => {
  it('requires an invitation code when configured, and get/reg says so', async () => {
    const h = await createHarness('pglite', { INVITE_CODE_REQUIRED: 'true', REGISTER_METHODS: 'email' });
    try {
      expect((await h.get('get/reg')).body.data).toEqual({
        login_methods: ['wallet', 'email'],
        register_methods: ['email'],
        invite_required: true,
      });
      const email = uniqueEmail('inv');
      await h.post('sms_mail', { email, scene: 'register' });
      const form = {
        account_type: 'email',
        account: email,
        code: await h.latestCode(email),
        ...NEW_ACCOUNT_SECRETS,
      };
      expect((await h.post('user/register', form)).body.message).toBe(
        await message('errors.invite_required'),
      );
      const byName = await h.post('user/register', {
        ...form,
        account_type: 'username',
        account: 'someone1',
      });
      expect(byName.body.message).toBe(await message('errors.register_method_disabled'));
    } finally {
      await h.close();
    }
  });
});
