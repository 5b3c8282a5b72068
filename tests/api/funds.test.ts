import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { COIN, fund } from '../helpers/funds';
import { dbKinds } from '../helpers/testDb';

type Overview = {
  accounts: {
    account: string;
    valuation: string;
    coins: { symbol: string; available: string; frozen: string; total: string; valuation: string | null }[];
  }[];
  total_valuation: string;
  valuation_partial: boolean;
  today_pnl: string;
};
type Page<T> = { list: T[]; total: number; page: number; limit: number };
type ChangeRow = {
  account: string;
  symbol: string;
  field: string;
  amount: string;
  reason: string;
  reference: string | null;
};
type TransferRow = { id: number; from: string; to: string; amount: string; symbol: string };

describe.each(dbKinds())('balances, transfers and account changes on %s', (kind) => {
  let h: Harness;
  const newUser = async () => {
    const { token, user } = await h.registerEmail(uniqueEmail('funds'));
    return { token, id: user.id };
  };
  const overview = async (token: string) =>
    (await h.post('wallet/list', {}, { token })).body.data as Overview;
  const coinIn = (o: Overview, account: string, symbol: string) =>
    o.accounts.find((a) => a.account === account)!.coins.find((c) => c.symbol === symbol)!;

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists every account and coin, valued in USDT, with demo money left out of the total', async () => {
    const u = await newUser();
    await fund(h.db, u.id, '120.5');
    await fund(h.db, u.id, '30', COIN.USDC, 'contract');
    await fund(h.db, u.id, '1000', COIN.USDT, 'demo');
    const o = await overview(u.token);
    expect(o.accounts.map((a) => a.account)).toEqual(['spot', 'options', 'contract', 'trust', 'demo']);
    expect(coinIn(o, 'spot', 'USDT')).toMatchObject({
      available: '120.5',
      frozen: '0',
      total: '120.5',
      valuation: '120.5',
    });
    expect(coinIn(o, 'spot', 'BTC')).toMatchObject({ total: '0' });
    expect(o.total_valuation).toBe('150.5');
    expect(o.valuation_partial).toBe(false);
    expect(o.today_pnl).toBe('0');
  });

  it('says the total is partial when a held coin has no price yet, instead of inventing one', async () => {
    const u = await newUser();
    await fund(h.db, u.id, '0.5', COIN.BTC);
    const o = await overview(u.token);
    expect(coinIn(o, 'spot', 'BTC')).toMatchObject({ total: '0.5', valuation: null });
    expect(o.valuation_partial).toBe(true);
  });

  it("values a coin at its USDT pair's latest recorded tick once the feed has priced it", async () => {
    const u = await newUser();
    await fund(h.db, u.id, '0.5', COIN.BTC);
    await fund(h.db, u.id, '100');
    h.feed.push('BTCUSDT', '60000.5');
    const o = await overview(u.token);
    expect(coinIn(o, 'spot', 'BTC')).toMatchObject({ total: '0.5', valuation: '30000.25' });
    expect(o.total_valuation).toBe('30100.25');
    expect(o.valuation_partial).toBe(false);
  });

  it('transfers between own accounts exactly, records it, and shows it in both histories', async () => {
    const u = await newUser();
    // Money left in the futures account comes back to spot (futures is not open yet for money in).
    await fund(h.db, u.id, '10', COIN.USDT, 'contract');
    const res = await h.post(
      'wallet/change',
      {
        currency_id: String(COIN.USDT),
        from: 'contract',
        to: 'spot',
        amount: '3.000001',
        request_id: 'transfer-0001',
      },
      { token: u.token },
    );
    expect(res.body.type).toBe('ok');
    const o = await overview(u.token);
    expect(coinIn(o, 'contract', 'USDT').available).toBe('6.999999');
    expect(coinIn(o, 'spot', 'USDT').available).toBe('3.000001');

    const history = (await h.get('wallet/hzhistory', { token: u.token })).body.data as Page<TransferRow>;
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({
      from: 'contract',
      to: 'spot',
      amount: '3.000001',
      symbol: 'USDT',
    });

    const changes = (await h.post('wallet/legal_log', {}, { token: u.token })).body.data as Page<ChangeRow>;
    const transferRows = changes.list.filter((c) => c.reason === 'transfer');
    expect(transferRows.map((c) => [c.account, c.amount]).sort()).toEqual([
      ['contract', '-3.000001'],
      ['spot', '3.000001'],
    ]);
    expect(transferRows[0]!.reference).toBe(`transfer:${history.list[0]!.id}`);
    const spotOnly = (await h.post('wallet/legal_log', { account: 'contract' }, { token: u.token })).body
      .data as Page<ChangeRow>;
    expect(spotOnly.list.every((c) => c.account === 'contract')).toBe(true);
  });

  it('does a transfer once however often the same request is sent, even at the same moment', async () => {
    const u = await newUser();
    await fund(h.db, u.id, '10', COIN.USDT, 'trust');
    const body = {
      currency_id: String(COIN.USDT),
      from: 'trust',
      to: 'spot',
      amount: '4',
      request_id: 'same-request-1',
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => h.post('wallet/change', body, { token: u.token })),
    );
    expect(results.every((r) => r.body.type === 'ok')).toBe(true);
    expect(new Set(results.map((r) => (r.body.data as TransferRow).id)).size).toBe(1);
    expect(coinIn(await overview(u.token), 'trust', 'USDT').available).toBe('6');
  });

  it('refuses bad transfers with a clear message and changes nothing', async () => {
    const u = await newUser();
    await fund(h.db, u.id, '5', COIN.USDT, 'contract');
    const attempt = (extra: Record<string, string>) =>
      h.post(
        'wallet/change',
        { currency_id: '3', from: 'contract', to: 'spot', amount: '1', ...extra },
        { token: u.token, lang: 'en' },
      );
    const cases: [Record<string, string>, string][] = [
      [{ amount: '5.000001' }, 'Insufficient balance'],
      [{ amount: '6' }, 'Insufficient balance'],
      [{ amount: '0' }, 'Enter an amount greater than 0'],
      [{ amount: '-1' }, 'Enter an amount greater than 0'],
      [{ amount: '1e2' }, 'Enter an amount greater than 0'],
      [{ amount: '' }, 'Enter an amount'],
      [{ amount: '1.0000001' }, 'At most 6 decimal places'],
      [{ from: 'spot' }, 'Choose two different accounts'],
      [{ to: 'demo' }, 'Transfers are possible between the spot, options, contracts and finance accounts'],
      [
        { from: 'demo', to: 'spot' },
        'Transfers are possible between the spot, options, contracts and finance accounts',
      ],
      [{ currency_id: '99' }, 'Choose a valid coin'],
      [{ currency_id: 'x' }, 'Choose a valid coin'],
      [{ currency_id: '2147483648' }, 'Choose a valid coin'],
      [
        { amount: '99999999999999999999' },
        'The amount is too large: at most 15 digits before the decimal point.',
      ],
    ];
    for (const [extra, message] of cases) {
      const res = await attempt(extra);
      expect([extra, res.body.type, res.body.message]).toEqual([extra, 'error', message]);
    }
    const o = await overview(u.token);
    expect(coinIn(o, 'contract', 'USDT').available).toBe('5');
    expect(coinIn(o, 'spot', 'USDT').available).toBe('0');
    const zh = await h.post(
      'wallet/change',
      { currency_id: '3', from: 'contract', to: 'spot', amount: '6' },
      { token: u.token, lang: 'zh-CN' },
    );
    expect(zh.body.message).toBe('余额不足');
  });

  it('200 parallel transfers against one balance never overdraw it', async () => {
    const u = await newUser();
    await fund(h.db, u.id, '25', COIN.USDT, 'contract');
    await fund(h.db, u.id, '25', COIN.USDT, 'options');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        h.post(
          'wallet/change',
          {
            currency_id: '3',
            from: i % 2 ? 'contract' : 'options',
            to: 'spot',
            amount: '0.5',
            request_id: `parallel-${u.id}-${i}`,
          },
          { token: u.token },
        ),
      ),
    );
    const done = results.filter((r) => r.body.type === 'ok').length;
    expect(done).toBe(100);
    const o = await overview(u.token);
    expect(coinIn(o, 'contract', 'USDT').available).toBe('0');
    expect(coinIn(o, 'options', 'USDT').available).toBe('0');
    expect(coinIn(o, 'spot', 'USDT').available).toBe('50');
    expect(o.total_valuation).toBe('50');
  });

  it('shows one coin of one account, and another user sees only their own records', async () => {
    const a = await newUser();
    const b = await newUser();
    await fund(h.db, a.id, '7');
    const detail = await h.post('wallet/detail', { currency_id: '3', account: 'spot' }, { token: a.token });
    expect(detail.body.data).toMatchObject({ account: 'spot', symbol: 'USDT', available: '7', total: '7' });
    // B's own records: only the demo balance every new account starts with.
    const theirs = (await h.post('wallet/legal_log', {}, { token: b.token })).body.data as Page<ChangeRow>;
    expect(theirs.list.map((r) => [r.account, r.reason])).toEqual([['demo', 'option_demo_topup']]);
    expect(
      (
        (await h.post('wallet/detail', { currency_id: '3' }, { token: b.token })).body.data as {
          total: string;
        }
      ).total,
    ).toBe('0');
  });

  it('asks for a session on every balance call', async () => {
    for (const [method, url] of [
      ['POST', 'wallet/list'],
      ['POST', 'wallet/detail'],
      ['POST', 'wallet/legal_log'],
      ['POST', 'wallet/change'],
      ['GET', 'wallet/hzhistory'],
    ] as const) {
      const res = method === 'GET' ? await h.get(url) : await h.post(url, {});
      expect([url, res.body.code]).toEqual([url, 999]);
    }
    const coins = (await h.get('currency/user_currency_list')).body.data as { symbol: string }[];
    expect(coins.map((c) => c.symbol)).toEqual([
      'BTC',
      'ETH',
      'USDT',
      'USDC',
      'DOGE',
      'SOL',
      'BNB',
      'XRP',
      'TRX',
      'LTC',
      // The new coins a fresh install sells (newcoins and IEO seeds): coins from their definition,
      // before they trade.
      'NOVA',
      'LUMA',
    ]);
  });
});
