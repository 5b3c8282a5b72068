import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, withdrawalAddresses } from '../../src/server/db/schema';
import { COIN, fund } from '../helpers/funds';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { message, refusal } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import {
  ADDRESSES,
  markVerified,
  newRequestId,
  readyUser,
  spotUsdt,
  usernameUser,
  withdrawalCount,
  BANK_CARD,
  requestWithdrawal,
} from '../helpers/withdrawals';

describe.each(dbKinds())('withdrawal addresses, bank card and gates on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const out = (token: string, body: Record<string, string>) => requestWithdrawal(h, token, body);
  const addAddress = (token: string, body: Record<string, string>) =>
    h.post('wallet/addaddress', { currency_id: '3', pay_password: '123456', ...body }, { token });

  it('lists every coin that can be withdrawn with its networks, minimum and fee', async () => {
    const { token } = await h.registerEmail(uniqueEmail('wcur'));
    const res = await h.post('wallet/withdrawal_currency', {}, { token });
    const coins = res.body.data as {
      currency: string;
      networks: { network: string; min: string; fee: string }[];
    }[];
    expect(coins.map((c) => c.currency)).toEqual(['BTC', 'ETH', 'USDT', 'USDC']);
    expect(coins.find((c) => c.currency === 'USDT')!.networks).toEqual([
      { network: 'TRC20', min: '10', fee: '1' },
      { network: 'BANK', min: '10', fee: '1' },
      { network: 'ERC20', min: '20', fee: '5' },
      { network: 'OMNI', min: '50', fee: '10' },
    ]);
    expect((await h.post('wallet/withdrawal_currency', {})).body.code).toBe(999);
  });

  describe('address book', () => {
    it.each([
      ['ERC20', '3', '0x52908400098527886e0f7030069857d2e4169ee7', ADDRESSES.ERC20],
      ['ERC20', '2', ADDRESSES.ERC20, ADDRESSES.ERC20],
      ['TRC20', '3', ADDRESSES.TRC20, ADDRESSES.TRC20],
      ['OMNI', '1', ADDRESSES.OMNI, ADDRESSES.OMNI],
      ['OMNI', '1', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
      [
        'OMNI',
        '3',
        'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      ],
    ])('saves a valid %s address (coin %s)', async (network, currency, address, stored) => {
      const user = await usernameUser(h);
      const res = await addAddress(user.token, { network, currency_id: currency, address, remark: 'mine' });
      expect(res.body.type).toBe('ok');
      expect(res.body.data).toMatchObject({
        network,
        address: stored,
        currency_id: Number(currency),
        remark: 'mine',
      });
      const list = await h.post('wallet/get_address', { currency_id: currency }, { token: user.token });
      expect((list.body.data as { address: string }[]).map((a) => a.address)).toEqual([stored]);
    });

    it.each([
      ['ERC20', '0x52908400098527886E0F7030069857D2E4169ee7'], // checksum broken by one letter's case
      ['ERC20', '0x52908400098527886E0F7030069857D2E4169E'],
      ['ERC20', ADDRESSES.TRC20],
      ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'], // base58 checksum wrong
      ['TRC20', ADDRESSES.ERC20],
      ['OMNI', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
      ['OMNI', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdO'],
    ])('refuses an invalid %s address %s and saves nothing', async (network, address) => {
      const user = await usernameUser(h);
      const res = await addAddress(user.token, { network, address });
      expect(res.body).toEqual(await refusal('errors.withdraw_address_invalid', { network }));
      expect(
        await h.db.select().from(withdrawalAddresses).where(eq(withdrawalAddresses.userId, user.id)),
      ).toEqual([]);
    });

    it('refuses a network the coin does not move on, a duplicate, and a missing address', async () => {
      const user = await usernameUser(h);
      expect(
        (await addAddress(user.token, { currency_id: '1', network: 'TRC20', address: ADDRESSES.TRC20 })).body,
      ).toEqual(await refusal('errors.withdraw_network_invalid'));
      expect((await addAddress(user.token, { network: 'ERC20', address: ADDRESSES.ERC20 })).body.type).toBe(
        'ok',
      );
      // The same address in other letter case is the same address.
      expect(
        (await addAddress(user.token, { network: 'ERC20', address: ADDRESSES.ERC20.toLowerCase() })).body,
      ).toEqual(await refusal('errors.withdraw_address_duplicate'));
      expect((await addAddress(user.token, { network: 'ERC20', address: ' ' })).body).toEqual(
        await refusal('errors.withdraw_address_required'),
      );
      expect(
        (await addAddress(user.token, { network: 'ERC20', address: ADDRESSES.ERC20, pay_password: '12345' }))
          .body,
      ).toEqual(await refusal('errors.pay_password_format'));
    });

    it('deletes only the owner’s address', async () => {
      const owner = await readyUser(h, '0');
      const other = await usernameUser(h);
      expect(
        (await h.post('wallet/deladdress', { id: String(owner.addressId) }, { token: other.token })).body,
      ).toEqual(await refusal('errors.withdraw_address_not_found'));
      expect((await h.post('wallet/get_address', {}, { token: owner.token })).body.data).toHaveLength(1);
      expect(
        (await h.post('wallet/deladdress', { id: String(owner.addressId) }, { token: owner.token })).body
          .type,
      ).toBe('ok');
      expect((await h.post('wallet/get_address', {}, { token: owner.token })).body.data).toEqual([]);
    });

    it('needs a session', async () => {
      expect((await h.post('wallet/get_address', {})).body.code).toBe(999);
      expect((await h.post('wallet/out', {})).body.code).toBe(999);
    });
  });

  describe('codes for address binding and withdrawal', () => {
    it('sends the code to the user’s own e-mail and requires it', async () => {
      const email = uniqueEmail('wdcode');
      const { token } = await h.registerEmail(email);
      h.clock.advance(61_000); // one code per address per minute: the registration code was the last
      const sent = await h.post('sms_other_mail', { scene: 'bind_address' }, { token });
      expect(sent.body.data).toEqual({
        sent: true,
        contact: { channel: 'email', masked: expect.stringContaining('***@example.com') },
      });
      const body = { network: 'TRC20', address: ADDRESSES.TRC20 };
      expect((await addAddress(token, body)).body).toEqual(await refusal('errors.code_required'));
      const code = await h.latestCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await addAddress(token, { ...body, code: wrong })).body).toEqual(
        await refusal('errors.code_wrong_left', { count: 4 }),
      );
      expect((await addAddress(token, { ...body, code })).body.type).toBe('ok');
      // A code is used once.
      expect(
        (await addAddress(token, { ...body, address: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW', code })).body,
      ).toEqual(await refusal('errors.code_wrong'));
    });

    it('tells a user with neither e-mail nor phone that no code is sent', async () => {
      const user = await usernameUser(h);
      const res = await h.post('sms_other_mail', { scene: 'withdraw' }, { token: user.token });
      expect(res.body.data).toEqual({ sent: false, contact: null });
      expect((await h.post('sms_other_mail', { scene: 'register' }, { token: user.token })).body).toEqual(
        await refusal('errors.scene_invalid'),
      );
    });
  });

  describe('fund password lockout', () => {
    it('counts down wrong fund passwords, locks withdrawals and binding for 15 minutes, then lets them through', async () => {
      const user = await readyUser(h);
      for (let left = 4; left >= 1; left--) {
        expect(
          (await out(user.token, { address_id: String(user.addressId), pay_password: '999999' })).body,
        ).toEqual(await refusal('errors.withdraw_pay_password_wrong_left', { count: left }));
      }
      const fifth = await addAddress(user.token, {
        network: 'ERC20',
        address: ADDRESSES.ERC20,
        pay_password: '999999',
      });
      expect(fifth.body).toEqual(await refusal('errors.withdraw_pay_locked', { count: 15 }));
      expect(fifth.body.message).toContain('15 minutes');
      // The right password does not open the lock early, for either action.
      const right = { address_id: String(user.addressId) };
      expect((await out(user.token, right)).body).toEqual(
        await refusal('errors.withdraw_pay_locked', { count: 15 }),
      );
      expect((await addAddress(user.token, { network: 'ERC20', address: ADDRESSES.ERC20 })).body).toEqual(
        await refusal('errors.withdraw_pay_locked', { count: 15 }),
      );
      const info = await h.post(
        'wallet/get_info',
        { currency_id: '3', network: 'TRC20' },
        { token: user.token },
      );
      expect((info.body.data as { pay_locked_minutes: number }).pay_locked_minutes).toBe(15);
      h.clock.advance(14 * 60_000);
      expect((await out(user.token, right)).body).toEqual(
        await refusal('errors.withdraw_pay_locked', { count: 1 }),
      );
      expect(await withdrawalCount(h, user.id)).toBe(0);
      expect(await spotUsdt(h, user.id)).toEqual({
        available: '100.000000000000000000',
        frozen: '0.000000000000000000',
      });
      h.clock.advance(61_000);
      expect((await out(user.token, right)).body.type).toBe('ok');
      // A success resets the count: one wrong try leaves four again.
      expect((await out(user.token, { ...right, pay_password: '999999' })).body).toEqual(
        await refusal('errors.withdraw_pay_password_wrong_left', { count: 4 }),
      );
    });
  });

  describe('wallet/out gates', () => {
    it('checks the gates in the spec’s order, each with its message, changing nothing', async () => {
      const user = await usernameUser(h);
      await fund(h.db, user.id, '5', COIN.USDT);
      await h.db.update(users).set({ payPasswordHash: null }).where(eq(users.id, user.id));
      const before = await spotUsdt(h, user.id);

      // 1. address first (also with no fund password and no verification)
      expect((await out(user.token, {})).body).toEqual(await refusal('errors.withdraw_no_address'));
      const added = await h.db
        .insert(withdrawalAddresses)
        .values({ userId: user.id, coinId: COIN.USDT, network: 'TRC20', address: ADDRESSES.TRC20 })
        .returning();
      const addressId = String(added[0]!.id);
      expect((await out(user.token, {})).body).toEqual(await refusal('errors.withdraw_address_choose'));
      // 2. fund password set
      expect((await out(user.token, { address_id: addressId })).body).toEqual(
        await refusal('errors.withdraw_pay_password_unset'),
      );
      await h.post(
        'user/e_pwd',
        { pay_password: '123456', re_pay_password: '123456' },
        { token: user.token },
      );
      // 3. verification
      expect((await out(user.token, { address_id: addressId })).body).toEqual(
        await refusal('errors.withdraw_not_verified'),
      );
      await markVerified(h, user.id);
      // 4. minimum per coin and network (USDT TRC20: 10), and the coin's precision
      expect((await out(user.token, { address_id: addressId, amount: '9.999999' })).body).toEqual(
        await refusal('errors.withdraw_below_min', { min: '10', coin: 'USDT' }),
      );
      expect((await out(user.token, { address_id: addressId, amount: '10.0000001' })).body).toEqual(
        await refusal('errors.withdraw_amount_precision', { count: 6 }),
      );
      for (const amount of ['', '-10', '0', '1e3', 'ten'])
        expect((await out(user.token, { address_id: addressId, amount })).body.message).toBe(
          await message(amount ? 'errors.withdraw_amount_invalid' : 'errors.withdraw_amount_required'),
        );
      // 5. fund password right
      expect((await out(user.token, { address_id: addressId, pay_password: '654321' })).body).toEqual(
        await refusal('errors.withdraw_pay_password_wrong_left', { count: 4 }),
      );
      // then the balance: 10 + fee 1 > 5
      expect((await out(user.token, { address_id: addressId })).body).toEqual(
        await refusal('errors.insufficient_balance'),
      );

      expect(await spotUsdt(h, user.id)).toEqual(before);
      expect(await withdrawalCount(h, user.id)).toBe(0);
      // A failed request does not use up one of the day's withdrawals.
      const info = await h.post(
        'wallet/get_info',
        { currency_id: '3', network: 'TRC20' },
        { token: user.token },
      );
      expect(info.body.data).toMatchObject({
        daily_left: 3,
        gates: { destination_saved: true, pay_password_set: true, verified: true },
      });
    });

    it('shows the gates on get_info before anything is set', async () => {
      const user = await usernameUser(h);
      const info = await h.post(
        'wallet/get_info',
        { currency_id: '3', network: 'ERC20' },
        { token: user.token },
      );
      expect(info.body.data).toEqual({
        currency_id: 3,
        coin: 'USDT',
        network: 'ERC20',
        decimals: 6,
        min: '20',
        fee: '5',
        available: '0',
        daily_limit: 3,
        daily_left: 3,
        gates: { destination_saved: false, pay_password_set: true, verified: false },
        pay_locked_minutes: 0,
        contact: null,
        hold: null,
      });
      expect(
        (await h.post('wallet/get_info', { currency_id: '1', network: 'TRC20' }, { token: user.token })).body,
      ).toEqual(await refusal('errors.withdraw_network_invalid'));
    });

    it('refuses another user’s address, and an address of another network', async () => {
      const owner = await readyUser(h);
      const other = await readyUser(h);
      expect((await out(other.token, { address_id: String(owner.addressId) })).body).toEqual(
        await refusal('errors.withdraw_address_not_found'),
      );
      expect(
        (await out(owner.token, { address_id: String(owner.addressId), network: 'ERC20', amount: '20' }))
          .body,
      ).toEqual(await refusal('errors.withdraw_address_not_found'));
      expect(await spotUsdt(h, other.id)).toEqual({
        available: '100.000000000000000000',
        frozen: '0.000000000000000000',
      });
    });
  });

  describe('hostile input', () => {
    it('refuses a coin id past the int4 range on get_info with a 4xx and its message', async () => {
      const user = await usernameUser(h);
      const res = await h.post(
        'wallet/get_info',
        { currency_id: '2147483648', network: 'TRC20' },
        { token: user.token, lang: 'es' },
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        type: 'error',
        code: 0,
        message: await message('errors.withdraw_currency_invalid', {}, 'es'),
      });
      expect(await withdrawalCount(h, user.id)).toBe(0);
    });

    it('refuses a 20-digit withdrawal amount with a 4xx and its message, writing nothing', async () => {
      const user = await readyUser(h);
      const before = await spotUsdt(h, user.id);
      for (const amount of ['99999999999999999999', '1000000000000000']) {
        const res = await out(user.token, { address_id: String(user.addressId), amount });
        expect([amount, res.status, res.body]).toEqual([
          amount,
          400,
          await refusal('errors.amount_too_large'),
        ]);
      }
      const precise = await out(user.token, {
        address_id: String(user.addressId),
        amount: `1.${'1'.repeat(19)}`,
      });
      expect(precise.body).toEqual(await refusal('errors.amount_too_precise'));
      expect(await spotUsdt(h, user.id)).toEqual(before);
      expect(await withdrawalCount(h, user.id)).toBe(0);
    });
  });

  describe('a withdrawal', () => {
    it('freezes amount + fee, shows under review, and a retry returns the first withdrawal', async () => {
      const user = await readyUser(h);
      const request_id = newRequestId();
      const body = { address_id: String(user.addressId), amount: '12.5', remark: 'rent', request_id };
      const first = await out(user.token, body);
      expect(first.body.data).toMatchObject({
        coin: 'USDT',
        network: 'TRC20',
        destination: ADDRESSES.TRC20,
        amount: '12.5',
        fee: '1',
        actual: '12.5',
        status: 'pending',
        reason: null,
        remark: 'rent',
      });
      expect(await spotUsdt(h, user.id)).toEqual({
        available: '86.500000000000000000',
        frozen: '13.500000000000000000',
      });
      const again = await Promise.all([out(user.token, body), out(user.token, { ...body, amount: '50' })]);
      for (const r of again) expect(r.body.data).toEqual(first.body.data);
      expect(await spotUsdt(h, user.id)).toEqual({
        available: '86.500000000000000000',
        frozen: '13.500000000000000000',
      });

      const info = await h.post(
        'wallet/get_info',
        { currency_id: '3', network: 'TRC20' },
        { token: user.token },
      );
      expect(info.body.data).toMatchObject({ available: '86.5', daily_left: 2, min: '10', fee: '1' });

      const log = await h.get('charge_mention/log3?page=1&limit=10', { token: user.token });
      expect(log.body.data).toEqual({ list: [first.body.data], page: 1, limit: 10, total: 1 });
      const id = String((first.body.data as { id: number }).id);
      expect((await h.post('wallet/withdraw_detail', { id }, { token: user.token })).body.data).toEqual(
        first.body.data,
      );
    });

    it('never shows one user’s withdrawals to another', async () => {
      const owner = await readyUser(h);
      const other = await usernameUser(h);
      const made = await out(owner.token, { address_id: String(owner.addressId) });
      const id = String((made.body.data as { id: number }).id);
      expect((await h.post('wallet/withdraw_detail', { id }, { token: other.token })).body).toEqual(
        await refusal('errors.withdraw_not_found'),
      );
      expect((await h.get('charge_mention/log3', { token: other.token })).body.data).toMatchObject({
        list: [],
        total: 0,
      });
      expect((await h.post('wallet/withdraw_detail', { id: 'x' }, { token: other.token })).body).toEqual(
        await refusal('errors.withdraw_id_invalid'),
      );
    });

    it('asks an e-mail user for the code sent to their e-mail', async () => {
      const email = uniqueEmail('wdout');
      const { token, user } = await h.registerEmail(email);
      await markVerified(h, user.id);
      await fund(h.db, user.id, '50', COIN.USDT);
      h.clock.advance(61_000);
      await h.post('sms_other_mail', { scene: 'bind_address' }, { token });
      const added = await addAddress(token, {
        network: 'TRC20',
        address: ADDRESSES.TRC20,
        code: await h.latestCode(email),
      });
      const address_id = String((added.body.data as { id: number }).id);
      expect((await out(token, { address_id })).body).toEqual(await refusal('errors.code_required'));
      h.clock.advance(61_000);
      await h.post('sms_other_mail', { scene: 'withdraw' }, { token });
      const res = await out(token, { address_id, code: await h.latestCode(email) });
      expect(res.body.type).toBe('ok');
      expect(await spotUsdt(h, user.id)).toEqual({
        available: '39.000000000000000000',
        frozen: '11.000000000000000000',
      });
    });
  });

  describe('bank card', () => {
    const card = BANK_CARD;
    // The fund password guards the card like an address (tests/api/accountSecurity.test.ts).
    const secured = { ...card, pay_password: '123456' };

    it('saves every field, under both of the spec’s names', async () => {
      const user = await usernameUser(h);
      expect((await h.get('out/getAccount', { token: user.token })).body.data).toBeNull();
      const saved = await h.post('out/setAccount', secured, { token: user.token });
      expect(saved.body.data).toMatchObject({ ...card, card_number: '4000123456789010', held_until: null });
      expect((await h.post('user/cash_info', {}, { token: user.token })).body.data).toEqual(saved.body.data);
      await h.post('user/cash_save', { ...secured, bank_name: 'Otro Banco' }, { token: user.token });
      expect((await h.get('out/getAccount', { token: user.token })).body.data).toMatchObject({
        bank_name: 'Otro Banco',
      });
    });

    it.each([
      ['holder_name', 'errors.withdraw_bank_holder_required'],
      ['bank_name', 'errors.withdraw_bank_name_required'],
      ['card_number', 'errors.withdraw_bank_card_required'],
      ['branch_name', 'errors.withdraw_bank_branch_required'],
      ['branch_number', 'errors.withdraw_bank_branch_number_required'],
      ['bank_address', 'errors.withdraw_bank_address_required'],
      ['swift_code', 'errors.withdraw_bank_swift_required'],
      ['iban', 'errors.withdraw_bank_iban_required'],
      ['payee_address', 'errors.withdraw_bank_payee_address_required'],
      ['postal_code', 'errors.withdraw_bank_postal_code_required'],
    ])('requires %s', async (field, key) => {
      const user = await usernameUser(h);
      const res = await h.post('out/setAccount', { ...secured, [field]: ' ' }, { token: user.token });
      expect(res.body).toEqual(await refusal(key));
      expect((await h.get('out/getAccount', { token: user.token })).body.data).toBeNull();
    });

    it('withdraws USDT to the card with the TRC20 minimum and fee', async () => {
      const user = await usernameUser(h);
      await markVerified(h, user.id);
      await fund(h.db, user.id, '30', COIN.USDT);
      expect((await out(user.token, { network: 'BANK' })).body).toEqual(
        await refusal('errors.withdraw_no_bank_card'),
      );
      await h.post('out/setAccount', secured, { token: user.token });
      expect((await out(user.token, { network: 'BANK', currency_id: '1' })).body).toEqual(
        await refusal('errors.withdraw_bank_usdt_only'),
      );
      const res = await out(user.token, { network: 'BANK', amount: '20' });
      expect(res.body.data).toMatchObject({ network: 'BANK', amount: '20', fee: '1', status: 'pending' });
      expect((res.body.data as { destination: string }).destination).toContain('ES9121000418450200051332');
      expect(await spotUsdt(h, user.id)).toEqual({
        available: '9.000000000000000000',
        frozen: '21.000000000000000000',
      });
    });
  });
});
