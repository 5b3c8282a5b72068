import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletOverview } from '../../src/core/schemas/funds';
import type { OptionOrder } from '../../src/core/schemas/options';
import { until } from '../helpers/engine';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { priceFeed } from '../helpers/spot';
import { dbKinds } from '../helpers/testDb';
import {
  ADDRESSES,
  markVerified,
  newRequestId,
  requestWithdrawal,
  usernameUser,
  type TestUser,
} from '../helpers/withdrawals';

/**
 * "Today's P&L" on the assets screen, walked through as the new user met it: operator
 * credits, transfers, a withdrawal set aside and demo money (its first balance, a refill and its
 * settlements) never move it; a lost real option and a spot fee's cost do, to the cent.
 */
describe.each(dbKinds())("today's P&L counts only money made or lost in real accounts, on %s", (kind) => {
  let h: Harness;
  let price: ReturnType<typeof priceFeed>;
  beforeAll(async () => {
    h = await createHarness(kind);
    price = priceFeed(h);
  });
  afterAll(() => h.close());

  const overview = async (user: TestUser) =>
    (await h.post('wallet/list', {}, { token: user.token })).body.data as WalletOverview;
  const demoUsdt = (o: WalletOverview) =>
    o.accounts.find((a) => a.account === 'demo')!.coins.find((c) => c.currency_id === COIN.USDT)!.available;
  const ok = (res: { body: { type: string; message: string } }) =>
    expect(res.body.type, res.body.message).toBe('ok');

  const openOption = async (user: TestUser, account: 'real' | 'simulation', direction: 'up' | 'down') => {
    const res = await h.post(
      'microtrade/submit',
      { account, symbol: 'BTC/USDT', direction, seconds: '30', amount: '100', request_id: newRequestId() },
      { token: user.token },
    );
    ok(res);
    return res.body.data as OptionOrder;
  };
  const settled = (user: TestUser, ids: number[]) =>
    until(async () => {
      const res = await h.get('microtrade/lists?status=settled&limit=100', { token: user.token });
      const list = (res.body.data as { list: OptionOrder[] }).list;
      return ids.every((id) => list.some((o) => o.id === id));
    }, 10_000);

  it('starts at zero with the demo account already funded, and moves only with real results', async () => {
    const user = await usernameUser(h);
    await markVerified(h, user.id);
    let o = await overview(user);
    expect(demoUsdt(o)).toBe('10000');
    expect(o).toMatchObject({ total_valuation: '0', today_pnl: '0' });

    // Capital: an operator's credit, a transfer between own accounts, a withdrawal set aside.
    await fund(h.db, user.id, '10000');
    ok(
      await h.post(
        'wallet/change',
        {
          currency_id: String(COIN.USDT),
          from: 'spot',
          to: 'options',
          amount: '1000',
          request_id: newRequestId(),
        },
        { token: user.token },
      ),
    );
    const added = await h.post(
      'wallet/addaddress',
      { currency_id: '3', network: 'TRC20', address: ADDRESSES.TRC20, pay_password: '123456' },
      { token: user.token },
    );
    ok(added);
    ok(
      await requestWithdrawal(h, user.token, { address_id: String((added.body.data as { id: number }).id) }),
    );
    o = await overview(user);
    expect(o).toMatchObject({ total_valuation: '10000', today_pnl: '0' });

    // Two demo options and one real one, settled on the same rise: demo up wins, demo down and
    // real down lose.
    const start = price('BTCUSDT', '60000');
    const demoWin = await openOption(user, 'simulation', 'up');
    const demoLoss = await openOption(user, 'simulation', 'down');
    const realLoss = await openOption(user, 'real', 'down');
    h.feed.push('BTCUSDT', '60100', demoWin.settle_at - 1000);
    // A tick after the settlement time closes its window.
    h.feed.push('BTCUSDT', '60100', demoWin.settle_at + 1000);
    h.clock.advance(demoWin.settle_at - start + 1_500);
    await settled(user, [demoWin.id, demoLoss.id, realLoss.id]);
    // The demo account is under 10,000 after a win of 78.4 and a loss of 100: a refill is demo money too.
    ok(await h.post('microtrade/demo_topup', {}, { token: user.token }));
    o = await overview(user);
    expect(demoUsdt(o)).toBe('10000');
    expect(o.today_pnl).toBe('-100');

    // A spot buy at the index: the coins are worth what was paid, the fee (0.1 %) is lost.
    h.feed.push('BTCUSDT', '60000', h.clock.now().getTime() + 1000);
    ok(
      await h.post(
        'coin/trade',
        { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.01', request_id: newRequestId() },
        { token: user.token },
      ),
    );
    o = await overview(user);
    expect(o.today_pnl).toBe('-100.6');
  });
});
