import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import { ensureOpsToken } from '../../src/server/ops/token';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { setBankAccount, uploadOf } from '../helpers/deposits';
import { dbKinds } from '../helpers/testDb';
import { newRequestId, readyUser, spotUsdt as spotRow } from '../helpers/withdrawals';

type Overview = { accounts: { account: string; coins: { symbol: string; available: string }[] }[] };

describe.each(dbKinds())('operator commands (npm run ops) on %s', (kind) => {
  let h: Harness;
  let token: string;
  const ops = async (argv: string[], options: { token?: string; from?: string } = {}) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/ops/run',
      remoteAddress: options.from ?? '127.0.0.1',
      headers: { authorization: `Bearer ${options.token ?? token}` },
      payload: { argv, operator: 'default-operator' },
    });
    const body = res.json() as { output?: string; error?: string };
    return { status: res.statusCode, text: body.output ?? body.error ?? '' };
  };
  const spotUsdt = async (userToken: string) => {
    const o = (await h.post('wallet/list', {}, { token: userToken })).body.data as Overview;
    return o.accounts.find((a) => a.account === 'spot')!.coins.find((c) => c.symbol === 'USDT')!.available;
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    token = ensureOpsToken(h.config.dataDir, '');
  });
  afterAll(async () => {
    await h.close();
  });

  it('credits and debits through the ledger, and logs who did it and why', async () => {
    const { token: userToken, user } = await h.registerEmail(uniqueEmail('ops'));
    const credit = await ops([
      '--as',
      'alice',
      'credit',
      String(user.id),
      'spot',
      'usdt',
      '25.5',
      '--reason',
      'goodwill #812',
    ]);
    expect(credit).toMatchObject({ status: 200 });
    expect(credit.text).toMatch(/^credited: ledger transaction \d+$/);
    expect(await spotUsdt(userToken)).toBe('25.5');

    await ops(['--as', 'bob', 'debit', String(user.id), 'spot', 'USDT', '0.5', '--reason', 'fee correction']);
    expect(await spotUsdt(userToken)).toBe('25');

    const log = await ops(['log', '--target', `user:${user.id}`]);
    const [header, newest, older] = log.text.split('\n');
    expect(header).toMatch(/operator\s+action\s+target\s+reason/);
    expect(newest).toMatch(/bob\s+balance\.debit\s+user:\d+\s+fee correction/);
    expect(older).toMatch(/alice\s+balance\.credit\s+user:\d+\s+goodwill #812/);

    const changes = (await h.post('wallet/legal_log', { account: 'spot' }, { token: userToken })).body
      .data as { list: { reason: string; amount: string }[] };
    expect(changes.list.map((c) => [c.reason, c.amount])).toEqual([
      ['operator_debit', '-0.5'],
      ['operator_credit', '25.5'],
    ]);
  });

  it("shows each platform book's whole balance, however many users' postings it is spread over", async () => {
    const adjustments = async () => {
      const books = await ops(['books']);
      const line = books.text.split('\n').find((l) => /^platform:adjustment\s+USDT\s/.test(l));
      return new Big(line?.trim().split(/\s+/)[2] ?? '0');
    };
    const before = await adjustments();
    // Consecutive users: their postings use different slots of the book.
    for (const [i, amount] of ['10', '5', '0.25'].entries()) {
      const { user } = await h.registerEmail(uniqueEmail(`books${i}`));
      const credited = await ops([
        'credit',
        String(user.id),
        'spot',
        'USDT',
        amount,
        '--reason',
        'books test',
      ]);
      expect(credited).toMatchObject({ status: 200 });
    }
    expect(before.minus(await adjustments()).toFixed()).toBe('15.25');
    expect((await ops(['books'])).text.split('\n')[0]).toMatch(/account\s+coin\s+available\s+frozen/);
  });

  it('refuses mistakes without changing anything', async () => {
    const { token: userToken, user } = await h.registerEmail(uniqueEmail('ops'));
    const id = String(user.id);
    const cases: [string[], RegExp][] = [
      [['debit', id, 'spot', 'USDT', '1', '--reason', 'x'], /insufficient_balance/],
      [['credit', id, 'spot', 'USDT', '1'], /missing --reason/],
      [['credit', id, 'spot', 'USDT', '0', '--reason', 'x'], /positive decimal/],
      [['credit', id, 'savings', 'USDT', '1', '--reason', 'x'], /account must be one of/],
      [['credit', id, 'spot', 'XYZ', '1', '--reason', 'x'], /unknown coin/],
      [['credit', '999999', 'spot', 'USDT', '1', '--reason', 'x'], /no user/],
      [['credit', id, 'spot', 'USDT', '1', '--reson', 'x'], /Unknown option/],
      [['launch'], /unknown command "launch"/],
    ];
    for (const [argv, message] of cases) {
      const res = await ops(argv);
      expect([argv, res.status]).toEqual([argv, 400]);
      expect(res.text).toMatch(message);
    }
    expect(await spotUsdt(userToken)).toBe('0');
  });

  it('answers only loopback callers holding the ops token', async () => {
    const { token: userToken, user } = await h.registerEmail(uniqueEmail('ops'));
    const argv = ['credit', String(user.id), 'spot', 'USDT', '1', '--reason', 'x'];
    expect((await ops(argv, { token: 'wrong' })).status).toBe(404);
    expect((await ops(argv, { token: '' })).status).toBe(404);
    expect((await ops(argv, { from: '203.0.113.9' })).status).toBe(404);
    expect(await spotUsdt(userToken)).toBe('0');
  });

  it('reviews a quick deposit: approve credits once, a second approval changes nothing', async () => {
    const { token: userToken, user } = await h.registerEmail(uniqueEmail('ops'));
    await setBankAccount(h, 'USDT');
    const submitted = await h.post(
      'depositIn',
      {
        currency_id: '3',
        amount: '100',
        voucher: await uploadOf(h, user.id),
        request_id: `quick-${user.id}-1`,
      },
      { token: userToken },
    );
    expect(submitted.body.type).toBe('ok');
    const depositId = (submitted.body.data as { id: number }).id;

    const pending = await ops(['deposits']);
    expect(pending.text).toMatch(new RegExp(`^${depositId}\\s+${user.id}\\s+quick\\s+USDT`, 'm'));

    const approved = await ops([
      '--as',
      'dora',
      'deposit:approve',
      String(depositId),
      '--reason',
      'bank statement matches',
    ]);
    expect(approved.text).toBe(`deposit ${depositId} approved: 100 USDT credited to user ${user.id}`);
    expect(await spotUsdt(userToken)).toBe('100');

    const again = await ops(['deposit:approve', String(depositId), '--reason', 'again']);
    expect(again).toMatchObject({ status: 400, text: 'refused: errors.deposit_already_reviewed' });
    expect(await spotUsdt(userToken)).toBe('100');
    expect((await ops(['log', '--target', `deposit:${depositId}`])).text).toMatch(/dora\s+deposit\.approve/);
  });

  it('rejects a verification with the reason the user then reads', async () => {
    const { token: userToken, user } = await h.registerEmail(uniqueEmail('ops'));
    const basic = { country: 'DE', name: 'Erika Mustermann', id_type: 'passport', id_number: 'C01X00T47' };
    expect((await h.post('user/real_name', basic, { token: userToken })).body.type).toBe('ok');
    const listed = await ops(['verifications']);
    const row = listed.text.split('\n').find((l) => l.includes('Erika Mustermann'));
    expect(row).toMatch(new RegExp(`^\\d+\\s+${user.id}\\s+basic\\s+DE`));
    const id = row!.split(/\s+/)[0]!;

    expect((await ops(['verification:reject', id, '--reason', 'The photo page is unreadable'])).text).toBe(
      `verification ${id} rejected`,
    );
    const center = (await h.get('user/center2', { token: userToken })).body.data as {
      basic: { status: string; reason: string };
    };
    expect(center.basic).toMatchObject({ state: 'rejected', reason: 'The photo page is unreadable' });
    expect((await ops(['verification:approve', id, '--reason', 'late'])).text).toBe(
      `verification ${id} was already rejected; nothing changed`,
    );
  });

  it('pays out or rejects a withdrawal; rejection releases amount and fee to the user', async () => {
    const user = await readyUser(h, '100');
    const request = (amount: string) =>
      h.post(
        'wallet/out',
        {
          currency_id: '3',
          network: 'TRC20',
          address_id: String(user.addressId),
          amount,
          pay_password: '123456',
          request_id: newRequestId(),
        },
        { token: user.token },
      );
    const paid = (await request('30')).body.data as { id: number };
    const refused = (await request('20')).body.data as { id: number };
    expect((await spotRow(h, user.id)).frozen).toBe('52.000000000000000000');

    const queue = (await ops(['withdrawals'])).text;
    expect(queue).toMatch(new RegExp(`^${paid.id}\\s+USDT\\s+TRC20\\s+30\\s+1\\s+T`, 'm'));

    expect(
      (await ops(['withdrawal:approve', String(paid.id), '--reason', 'sent', '--tx', 'ab'.repeat(32)])).text,
    ).toBe(`withdrawal ${paid.id} approved: 30 USDT paid, fee 1`);
    expect(
      (await ops(['withdrawal:reject', String(refused.id), '--reason', 'Address on a sanctions list'])).text,
    ).toBe(`withdrawal ${refused.id} rejected: 20 USDT and fee 1 released`);
    expect(await spotRow(h, user.id)).toEqual({
      available: '69.000000000000000000',
      frozen: '0.000000000000000000',
    });
    const detail = await h.post('wallet/withdraw_detail', { id: String(refused.id) }, { token: user.token });
    expect(detail.body.data).toMatchObject({ status: 'rejected', reason: 'Address on a sanctions list' });
    expect((await ops(['withdrawal:reject', String(paid.id), '--reason', 'late'])).text).toBe(
      `withdrawal ${paid.id} was already approved; nothing changed`,
    );
  });
});
