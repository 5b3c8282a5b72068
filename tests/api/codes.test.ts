import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, uniqueEmail, type Harness, NEW_ACCOUNT_SECRETS } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';

describe.each(dbKinds())('verification codes on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const registerWith = (email: string, code: string) =>
    h.post('user/register', {
      account_type: 'email',
      account: email,
      code,
      ...NEW_ACCOUNT_SECRETS,
    });

  it('writes a 6-digit code to the dev outbox in the reader’s language', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await h.post('sms_mail', { email, scene: 'register' }, { lang: 'zh-CN' });
    expect(res.body.type).toBe('ok');
    const [sent] = (await h.outbox()).filter((m) => m.to === email.toLowerCase());
    expect(sent).toMatchObject({ channel: 'email', scene: 'register' });
    expect(sent?.code).toMatch(/^\d{6}$/);
    expect(sent?.text).toBe(await message('mail.code_text', { code: sent?.code, minutes: 10 }, 'zh-CN'));
  });

  it('never sends withdrawal or address-binding codes to an address someone names', async () => {
    const { token } = await h.registerEmail(uniqueEmail('victim'));
    for (const scene of ['withdraw', 'bind_address']) {
      const before = (await h.outbox()).length;
      const res = await h.post('sms_mail', { email: uniqueEmail('someone'), scene }, { token });
      expect(res.body.message).toBe(await message('errors.scene_invalid'));
      const sms = await h.post('sms_send', { phone: '2015550123', area_code: '1', scene });
      expect(sms.body.message).toBe(await message('errors.scene_invalid'));
      expect((await h.outbox()).length).toBe(before);
    }
  });

  it('sends SMS codes to the E.164 number', async () => {
    const res = await h.post('sms_send', { phone: '2015550123', area_code: '1', scene: 'register' });
    expect(res.body.type).toBe('ok');
    expect((await h.outbox()).pop()).toMatchObject({ to: '+12015550123', channel: 'sms' });
  });

  it('waits 60 seconds between codes to one address, and says how long', async () => {
    const email = uniqueEmail('wait');
    await h.post('sms_mail', { email, scene: 'register' });
    h.clock.advance(20_000);
    const again = await h.post('sms_mail', { email, scene: 'register' });
    expect(again.status).toBe(429);
    // Written out: a message looked up with the same wrong parameters would match a raw key too.
    expect(again.body.message).toBe('Please wait 40 seconds before requesting another code');
    h.clock.advance(41_000);
    expect((await h.post('sms_mail', { email, scene: 'register' })).body.type).toBe('ok');
  });

  it('accepts only the newest code', async () => {
    const email = uniqueEmail('newest');
    await h.post('sms_mail', { email, scene: 'register' });
    const first = await h.latestCode(email);
    h.clock.advance(61_000);
    await h.post('sms_mail', { email, scene: 'register' });
    const second = await h.latestCode(email);
    if (first !== second) expect((await registerWith(email, first)).body.type).toBe('error');
    expect((await registerWith(email, second)).body.type).toBe('ok');
  });

  it('expires a code after 10 minutes', async () => {
    const email = uniqueEmail('expire');
    await h.post('sms_mail', { email, scene: 'register' });
    const code = await h.latestCode(email);
    h.clock.advance(10 * 60_000 + 1_000);
    expect((await registerWith(email, code)).body.message).toBe(await message('errors.code_expired'));
  });

  it('allows five tries, then the right code no longer works', async () => {
    const email = uniqueEmail('tries');
    await h.post('sms_mail', { email, scene: 'register' });
    const code = await h.latestCode(email);
    const wrong = code === '999999' ? '000000' : '999999';
    for (let left = 4; left >= 1; left--) {
      expect((await registerWith(email, wrong)).body.message).toBe(
        await message('errors.code_wrong_left', { count: left }),
      );
    }
    expect((await registerWith(email, wrong)).body.message).toBe(
      await message('errors.code_attempts_exhausted'),
    );
    expect((await registerWith(email, code)).body.message).toBe(await message('errors.code_wrong'));
  });

  it('uses a code once', async () => {
    const email = uniqueEmail('once');
    await h.registerEmail(email);
    h.clock.advance(61_000);
    await h.post('sms_mail', { email, scene: 'forget' });
    const code = await h.latestCode(email);
    const reset = {
      account_type: 'email',
      account: email,
      code,
      password: 'newpass1',
      re_password: 'newpass1',
    };
    expect((await h.post('user/forget', reset)).body.type).toBe('ok');
    const replay = await h.post('user/forget', { ...reset, password: 'newpass2', re_password: 'newpass2' });
    expect(replay.body.message).toBe(await message('errors.code_wrong'));
  });

  it('limits the codes one IP address may request per hour', async () => {
    const ip = '203.0.113.7';
    const results: string[] = [];
    for (let i = 0; i < 31; i++) {
      results.push(
        (await h.post('sms_mail', { email: uniqueEmail('ip'), scene: 'register' }, { ip })).body.type,
      );
    }
    expect(results.slice(0, 30).every((t) => t === 'ok')).toBe(true);
    expect(results[30]).toBe('error');
    const blocked = await h.post('sms_mail', { email: uniqueEmail('ip'), scene: 'register' }, { ip });
    expect(blocked.body.message).toBe(await message('errors.code_limit'));
    h.clock.advance(3_600_000);
    expect(
      (await h.post('sms_mail', { email: uniqueEmail('ip'), scene: 'register' }, { ip })).body.type,
    ).toBe('ok');
  });

  it('sends recovery codes only to registered addresses', async () => {
    const email = uniqueEmail('nobody');
    const res = await h.post('sms_mail', { email, scene: 'forget' });
    expect(res.body.message).toBe(await message('errors.account_not_found'));
    expect((await h.outbox()).some((m) => m.to === email)).toBe(false);
  });

  it('refuses an unknown scene', async () => {
    const res = await h.post('sms_mail', { email: uniqueEmail('scene'), scene: 'lottery' });
    expect(res.body.message).toBe(await message('errors.scene_invalid'));
  });
});
