import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, uniqueEmail, type Harness, NEW_ACCOUNT_SECRETS } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';

describe.each(dbKinds())('login and sessions on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { SESSION_TTL_HOURS: '24' });
  });
  afterAll(() => h.close());

  const login = (account: string, password: string) => h.post('user/login', { account, password });

  it('logs in by e-mail (any case), returns token and user, and records the login', async () => {
    const email = uniqueEmail('login');
    await h.registerEmail(email, 'secret123');
    const res = await login(email.toUpperCase(), 'secret123');
    expect(res.body.type).toBe('ok');
    const { token, user, new_account } = res.body.data as {
      token: string;
      user: { email: string };
      new_account: boolean;
    };
    expect(user.email).toBe(email);
    expect(new_account).toBe(false);
    const log = await h.get('user/userLog', { token });
    expect((log.body.data as { method: string }[]).map((r) => r.method)).toEqual(['password', 'register']);
  });

  it('logs in by username and by phone, with or without the country code', async () => {
    await h.post('user/register', { ...NEW_ACCOUNT_SECRETS, account_type: 'username', account: 'alice_99' });
    expect((await login('ALICE_99', 'secret123')).body.type).toBe('ok');

    await h.post('sms_send', { phone: '09012345678', area_code: '81', scene: 'register' });
    const code = await h.latestCode('+819012345678');
    await h.post('user/register', {
      ...NEW_ACCOUNT_SECRETS,
      account_type: 'phone',
      account: '09012345678',
      area_code: '81',
      code,
    });
    expect((await login('+819012345678', 'secret123')).body.type).toBe('ok');
    expect((await login('819012345678', 'secret123')).body.type).toBe('ok');
    expect((await login('9012345678', 'secret123')).body.type).toBe('ok');
  });

  it.each([
    ['no account', { password: 'secret123' }, 'errors.account_required'],
    ['a blank account', { account: '   ', password: 'secret123' }, 'errors.account_required'],
    ['no password', { account: 'someone' }, 'errors.password_required'],
  ])('refuses %s with its message', async (_, body, key) => {
    expect((await h.post('user/login', body)).body).toEqual({
      type: 'error',
      code: 0,
      message: await message(key),
    });
  });

  it('does not tell whether an unknown account exists', async () => {
    const res = await login(uniqueEmail('ghost'), 'whatever1');
    expect(res.body).toEqual({ type: 'error', code: 0, message: await message('errors.login_failed') });
  });

  it('answers an account or a password longer than any the site accepts as a failed login', async () => {
    const failed = { type: 'error', code: 0, message: await message('errors.login_failed') };
    expect((await login(`${'a'.repeat(250)}@example.com`, 'secret123')).body).toEqual(failed);
    expect((await login(uniqueEmail('long'), 'x'.repeat(257))).body).toEqual(failed);
  });

  it('counts down wrong passwords, locks for 15 minutes on the fifth, then lets the user in again', async () => {
    const email = uniqueEmail('lock');
    await h.registerEmail(email, 'secret123');
    for (let left = 4; left >= 1; left--) {
      expect((await login(email, 'wrongpass')).body.message).toBe(
        await message('errors.login_failed_left', { count: left }),
      );
    }
    const fifth = await login(email, 'wrongpass');
    expect(fifth.body.message).toBe(await message('errors.account_locked', { count: 15 }));
    expect(fifth.body.message).toContain('15 minutes');
    const rightButLocked = await login(email, 'secret123');
    expect(rightButLocked.body.message).toBe(await message('errors.account_locked', { count: 15 }));
    h.clock.advance(14 * 60_000);
    expect((await login(email, 'secret123')).body.message).toBe(
      await message('errors.account_locked', { count: 1 }),
    );
    h.clock.advance(61_000);
    expect((await login(email, 'secret123')).body.type).toBe('ok');
    // A success resets the count: one wrong try leaves four again.
    expect((await login(email, 'wrongpass')).body.message).toBe(
      await message('errors.login_failed_left', { count: 4 }),
    );
  });

  it('answers 999 on protected calls without a session, after logout, and after expiry', async () => {
    const notLoggedIn = { type: '999', code: 999, message: await message('errors.not_logged_in') };
    expect((await h.get('user/center')).body).toEqual(notLoggedIn);
    expect((await h.get('user/center', { token: 'made-up-token' })).body).toEqual(notLoggedIn);

    const email = uniqueEmail('session');
    const { token } = await h.registerEmail(email);
    expect((await h.get('user/center', { token: `Bearer ${token}` })).body.type).toBe('ok');
    const second = (await login(email, 'secret123')).body.data as { token: string };
    expect((await h.post('user/logout', {}, { token })).body.type).toBe('ok');
    expect((await h.get('user/center', { token })).body).toEqual(notLoggedIn);
    // Logging out one device leaves the other signed in until its session expires.
    expect((await h.get('user/center', { token: second.token })).body.type).toBe('ok');
    h.clock.advance(24 * 3_600_000 + 1_000);
    expect((await h.get('user/center', { token: second.token })).body).toEqual(notLoggedIn);
  });

  it('answers 999 in the caller’s language', async () => {
    const res = await h.get('user/center', { lang: 'ja' });
    expect(res.body.message).toBe(await message('errors.not_logged_in', {}, 'ja'));
  });
});
