import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { COIN, fund } from '../helpers/funds';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { refusal } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import {
  ADDRESSES,
  markVerified,
  readyUser,
  spotUsdt,
  usernameUser,
  withdrawalCount,
  BANK_CARD,
  requestWithdrawal,
} from '../helpers/withdrawals';

/*
 * Issue 13, account security: one fund-password lock for every place that checks it, a code and
 * a 24-hour hold for changing it or the bank card, and the login lock on changing the password.
 */

const HOUR = 3600_000;

describe.each(dbKinds())('account security on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const out = (token: string, body: Record<string, string>) => requestWithdrawal(h, token, body);
  const ePwd = (token: string, body: Record<string, string>) =>
    h.post('user/e_pwd', { pay_password: '654321', re_pay_password: '654321', ...body }, { token });
  const saveCard = (token: string, body: Record<string, string> = {}) =>
    h.post('out/setAccount', { ...BANK_CARD, pay_password: '123456', ...body }, { token });
  /** A fresh code for the user's own e-mail (one per address per minute). */
  const codeFor = async (token: string, email: string, scene: string) => {
    h.clock.advance(61_000);
    const sent = await h.post('sms_other_mail', { scene }, { token });
    expect(sent.body.type).toBe('ok');
    return h.latestCode(email);
  };
  const holdOf = async (token: string, network = 'TRC20') =>
    (
      (await h.post('wallet/get_info', { currency_id: '3', network }, { token })).body.data as {
        hold: { reason: string; until: string } | null;
      }
    ).hold;
  const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

  describe('one fund-password lock', () => {
    it('counts wrong tries at addaddress and e_pwd together, then refuses the right one everywhere', async () => {
      const user = await readyUser(h);
      for (let left = 4; left >= 2; left--) {
        const res = await h.post(
          'wallet/addaddress',
          { currency_id: '3', network: 'ERC20', address: ADDRESSES.ERC20, pay_password: '999999' },
          { token: user.token },
        );
        expect(res.body).toEqual(await refusal('errors.withdraw_pay_password_wrong_left', { count: left }));
      }
      expect((await ePwd(user.token, { old_pay_password: '999999' })).body).toEqual(
        await refusal('errors.withdraw_pay_password_wrong_left', { count: 1 }),
      );
      expect((await ePwd(user.token, { old_pay_password: '999998' })).body).toEqual(
        await refusal('errors.withdraw_pay_locked', { count: 15 }),
      );
      const locked = await refusal('errors.withdraw_pay_locked', { count: 15 });
      expect((await ePwd(user.token, { old_pay_password: '123456' })).body).toEqual(locked);
      expect((await out(user.token, { address_id: String(user.addressId) })).body).toEqual(locked);
      expect(
        (
          await h.post(
            'wallet/addaddress',
            { currency_id: '3', network: 'ERC20', address: ADDRESSES.ERC20, pay_password: '123456' },
            { token: user.token },
          )
        ).body,
      ).toEqual(locked);
      expect((await saveCard(user.token)).body).toEqual(locked);
      // Nothing changed: the old fund password still works once the lock is over.
      h.clock.advance(15 * 60_000 + 1000);
      expect((await ePwd(user.token, { old_pay_password: '123456' })).body.type).toBe('ok');
      h.clock.advance(25 * HOUR); // past the change's hold
    });

    it('locks e_pwd after wrong tries at wallet/out', async () => {
      const user = await readyUser(h);
      for (let i = 0; i < 5; i++)
        await out(user.token, { address_id: String(user.addressId), pay_password: '999999' });
      expect((await ePwd(user.token, { old_pay_password: '123456' })).body).toEqual(
        await refusal('errors.withdraw_pay_locked', { count: 15 }),
      );
    });
  });

  describe('changing the fund password', () => {
    it('needs the code sent to the user’s own e-mail; a wrong or missing code changes nothing', async () => {
      const email = uniqueEmail('epwd');
      const { token } = await h.registerEmail(email);
      expect((await ePwd(token, { old_pay_password: '123456' })).body).toEqual(
        await refusal('errors.code_required'),
      );
      const code = await codeFor(token, email, 'pay_password');
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await ePwd(token, { old_pay_password: '123456', code: wrong })).body).toEqual(
        await refusal('errors.code_wrong_left', { count: 4 }),
      );
      // A code sent for another action does not open this one.
      const bindCode = await codeFor(token, email, 'bind_address');
      expect((await ePwd(token, { old_pay_password: '123456', code: bindCode })).body).toEqual(
        await refusal('errors.code_wrong_left', { count: 3 }),
      );
      const res = await ePwd(token, { old_pay_password: '123456', code });
      expect(res.body.type).toBe('ok');
      const until = (res.body.data as { withdrawals_held_until: string }).withdrawals_held_until;
      expect(new Date(until).getTime() - h.clock.now().getTime()).toBeGreaterThan(24 * HOUR - 60_000);
      // The notice went to the same e-mail, saying until when.
      const notice = (await h.outbox()).filter((m) => m.to === email).pop()!;
      expect(notice).toMatchObject({ scene: 'pay_password_changed' });
      expect(notice.code).toBeUndefined();
      expect(notice.text).toContain(utcMinute(until));
    });

    it('needs only the old fund password from a user with no e-mail or phone', async () => {
      const user = await usernameUser(h);
      expect((await ePwd(user.token, { old_pay_password: '123456' })).body.type).toBe('ok');
      h.clock.advance(25 * HOUR);
    });

    it('holds withdrawals for 24 hours after a change, saying until when, then lets them through', async () => {
      const user = await readyUser(h);
      expect(await holdOf(user.token)).toBeNull();
      const changed = await ePwd(user.token, { old_pay_password: '123456' });
      const until = (changed.body.data as { withdrawals_held_until: string }).withdrawals_held_until;
      expect(await holdOf(user.token)).toEqual({ reason: 'pay_password_changed', until });
      expect(await holdOf(user.token, 'BANK')).toEqual({ reason: 'pay_password_changed', until });
      const right = { address_id: String(user.addressId), pay_password: '654321' };
      const held = await out(user.token, right);
      expect(held.body).toEqual(
        await refusal('errors.withdraw_held_pay_password_changed', { until: utcMinute(until) }),
      );
      expect(held.body.message).toContain(utcMinute(until));
      h.clock.advance(23 * HOUR);
      expect((await out(user.token, right)).body.type).toBe('error');
      expect(await withdrawalCount(h, user.id)).toBe(0);
      h.clock.advance(HOUR + 1000);
      expect(await holdOf(user.token)).toBeNull();
      expect((await out(user.token, right)).body.type).toBe('ok');
      expect(await spotUsdt(h, user.id)).toEqual({
        available: '89.000000000000000000',
        frozen: '11.000000000000000000',
      });
    });

    it('sets the first fund password without a code or a hold', async () => {
      const user = await usernameUser(h);
      await h.db.update(users).set({ payPasswordHash: null }).where(eq(users.id, user.id));
      const res = await ePwd(user.token, {});
      expect(res.body).toMatchObject({ type: 'ok', data: { withdrawals_held_until: null } });
      expect(await holdOf(user.token)).toBeNull();
    });
  });

  describe('changing the login password', () => {
    const login = (account: string, password: string) => h.post('user/login', { account, password });
    const change = (token: string, old_password: string) =>
      h.post(
        'safe/update_password',
        { old_password, password: 'newpass1', re_password: 'newpass1' },
        { token },
      );

    it('counts wrong old passwords against the login lock, which then refuses both ways in', async () => {
      const email = uniqueEmail('pwlock');
      const { token } = await h.registerEmail(email, 'oldpass1');
      expect((await login(email, 'wrong-1')).body).toEqual(
        await refusal('errors.login_failed_left', { count: 4 }),
      );
      for (let left = 3; left >= 1; left--)
        expect((await change(token, 'wrong-x')).body).toEqual(
          await refusal('errors.old_password_wrong_left', { count: left }),
        );
      const locked = await refusal('errors.account_locked', { count: 15 });
      expect((await change(token, 'wrong-y')).body).toEqual(locked);
      expect((await change(token, 'oldpass1')).body).toEqual(locked);
      expect((await login(email, 'oldpass1')).body).toEqual(locked);
      h.clock.advance(15 * 60_000 + 1000);
      expect((await change(token, 'oldpass1')).body.type).toBe('ok');
      expect((await login(email, 'newpass1')).body.type).toBe('ok');
    });

    it('is refused while a lock from login is in force', async () => {
      const email = uniqueEmail('pwlock2');
      const { token } = await h.registerEmail(email, 'oldpass1');
      for (let i = 0; i < 5; i++) await login(email, 'wrong-1');
      expect((await change(token, 'oldpass1')).body).toEqual(
        await refusal('errors.account_locked', { count: 15 }),
      );
    });
  });

  describe('the bank card', () => {
    it('needs the fund password and the code to save the first card; no hold on a first card', async () => {
      const email = uniqueEmail('card');
      const { token, user } = await h.registerEmail(email);
      await h.db.update(users).set({ phone: '+8613800138000', areaCode: '86' }).where(eq(users.id, user.id));
      expect((await h.post('out/setAccount', BANK_CARD, { token })).body).toEqual(
        await refusal('errors.pay_password_required'),
      );
      expect((await saveCard(token, { pay_password: '999999' })).body).toEqual(
        await refusal('errors.withdraw_pay_password_wrong_left', { count: 4 }),
      );
      expect((await saveCard(token)).body).toEqual(await refusal('errors.code_required'));
      expect((await h.get('out/getAccount', { token })).body.data).toBeNull();
      const code = await codeFor(token, email, 'bind_card');
      const saved = await saveCard(token, { code });
      expect(saved.body.data).toMatchObject({ card_number: '4000123456789010', held_until: null });
      expect(await holdOf(token, 'BANK')).toBeNull();
      // Told on every contact: the e-mail and the phone.
      const notices = (await h.outbox()).filter((m) => m.scene === 'bank_card_saved');
      expect(notices.map((m) => [m.channel, m.to]).sort()).toEqual([
        ['email', email],
        ['sms', '+8613800138000'],
      ]);
      expect(notices[0]!.text).toContain('**** 9010');
    });

    it('holds withdrawals to a replaced card for 24 hours, tells every contact, then lets them through', async () => {
      const email = uniqueEmail('card2');
      const { token, user } = await h.registerEmail(email);
      await h.db.update(users).set({ phone: '+8613800138001', areaCode: '86' }).where(eq(users.id, user.id));
      await markVerified(h, user.id);
      await fund(h.db, user.id, '100', COIN.USDT);
      await saveCard(token, { code: await codeFor(token, email, 'bind_card') });
      // A code is used once: the replacement needs a new one.
      const replace = { card_number: '5500 0000 0000 0004', iban: 'DE89370400440532013000' };
      expect((await saveCard(token, { ...replace, code: await h.latestCode(email) })).body).toEqual(
        await refusal('errors.code_wrong'),
      );
      const replaced = await saveCard(token, { ...replace, code: await codeFor(token, email, 'bind_card') });
      const until = (replaced.body.data as { held_until: string }).held_until;
      expect(new Date(until).getTime() - h.clock.now().getTime()).toBeGreaterThan(24 * HOUR - 60_000);
      expect(await holdOf(token, 'BANK')).toEqual({ reason: 'bank_card_replaced', until });
      // Addresses are not held by a card change.
      expect(await holdOf(token, 'TRC20')).toBeNull();
      const notices = (await h.outbox()).filter((m) => m.scene === 'bank_card_replaced');
      expect(notices.map((m) => m.to).sort()).toEqual([email, '+8613800138001'].sort());
      expect(notices[0]!.text).toContain(utcMinute(until));

      const bankOut = async () =>
        out(token, { network: 'BANK', amount: '20', code: await codeFor(token, email, 'withdraw') });
      expect((await bankOut()).body).toEqual(
        await refusal('errors.withdraw_held_bank_card_replaced', { until: utcMinute(until) }),
      );
      h.clock.advance(24 * HOUR);
      const res = await bankOut();
      expect(res.body.data).toMatchObject({ network: 'BANK', status: 'pending' });
      expect((res.body.data as { destination: string }).destination).toContain('DE89370400440532013000');
    });

    it('takes the same card saved again as no replacement: no hold, no notice of a replaced card', async () => {
      const email = uniqueEmail('card3');
      const { token } = await h.registerEmail(email);
      await saveCard(token, { code: await codeFor(token, email, 'bind_card') });
      const again = await saveCard(token, { code: await codeFor(token, email, 'bind_card') });
      expect(again.body.data).toMatchObject({ card_number: '4000123456789010', held_until: null });
      expect(await holdOf(token, 'BANK')).toBeNull();
      expect((await h.outbox()).filter((m) => m.to === email && m.scene === 'bank_card_replaced')).toEqual(
        [],
      );
      // One character changed is a replacement, held as ever.
      const changed = await saveCard(token, {
        card_number: '4000123456789011',
        code: await codeFor(token, email, 'bind_card'),
      });
      expect((changed.body.data as { held_until: string | null }).held_until).not.toBeNull();
    });

    it('needs only the fund password from a user with no e-mail or phone, and sends no notice', async () => {
      const user = await usernameUser(h);
      const before = (await h.outbox()).length;
      expect((await saveCard(user.token)).body.type).toBe('ok');
      expect((await h.outbox()).length).toBe(before);
    });
  });
});
