import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDecimal } from '../../src/core/money';
import type { Position } from '../../src/core/schemas/contract';
import { contractPositions } from '../../src/server/db/schema';
import { balancesOf, platformBookBalance } from '../../src/server/ledger/ledger';
import { saveTicks } from '../../src/server/market/store';
import { newRequestId } from '../../src/web/api/requestId';
import { until } from '../helpers/engine';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import { createTestDatabase, dbKinds } from '../helpers/testDb';
import { usernameUser, type TestUser } from '../helpers/withdrawals';
import { twoNodesOnOnePostgres } from '../helpers/twoNodes';

/**
 * Perpetual contracts through the real server, on a scripted feed: positions opened on recorded
 * ticks, filled, triggered and liquidated by the engine from the recorded ticks, the ledger equal
 * to the balances after each. The figures are domain-rules' worked examples (entry 60,000, qty 0.5
 * = 50 lots of BTC at 0.01, MMR 0.4 %).
 */

type Balance = { available: string; frozen: string };

async function contractBalance(h: Harness, userId: number, account = 'contract'): Promise<Balance> {
  const row = (await balancesOf(h.db, userId)).find((b) => b.account === account && b.coin_id === COIN.USDT);
  return { available: plainDecimal(row?.available ?? '0'), frozen: plainDecimal(row?.frozen ?? '0') };
}

async function platform(h: Harness, account: string): Promise<string> {
  return plainDecimal(await platformBookBalance(h.db, account, COIN.USDT));
}

/**
 * Scripted ticks per feed symbol, each a second after the last (so each one is recorded),
 * never behind the clock (so a market order finds it current) and never ahead of it.
 */
function scriptedFeed(h: Harness) {
  const next = new Map<string, number>();
  return (feedSymbol: string, price: string) => {
    const at = Math.max(next.get(feedSymbol) ?? 0, h.clock.now().getTime());
    next.set(feedSymbol, at + 1000);
    h.feed.push(feedSymbol, price, at);
    // The clock follows the script: a position opened after this push is newer than this tick,
    // so a tick scripted earlier can never trigger it.
    const ahead = at + 1 - h.clock.now().getTime();
    if (ahead > 0) h.clock.advance(ahead);
    return at;
  };
}

function contractCalls(h: Harness) {
  const submit = (user: TestUser, order: Record<string, string>) =>
    h.post(
      'lever/submit',
      { type: 'market', margin_mode: 'isolated', request_id: newRequestId(), ...order },
      { token: user.token },
    );
  const open = async (user: TestUser, order: Record<string, string>): Promise<Position> => {
    const res = await submit(user, order);
    expect(res.body.type, res.body.message).toBe('ok');
    return res.body.data as Position;
  };
  const list = async (user: TestUser, tab: string): Promise<Position[]> => {
    const res = await h.post('lever/my_trade', { tab, limit: '100' }, { token: user.token });
    expect(res.body.type, res.body.message).toBe('ok');
    return (res.body.data as { list: Position[] }).list;
  };
  /** Waits until the position is in `tab` (the engine acts on recorded ticks, every 250 ms). */
  const waitIn = async (user: TestUser, tab: string, id: number): Promise<Position> => {
    let found: Position | undefined;
    await until(async () => {
      found = (await list(user, tab)).find((p) => p.id === id);
      return found !== undefined;
    }, 10_000);
    return found!;
  };
  return { submit, open, list, waitIn };
}

describe.each(dbKinds())('perpetual contracts on %s', (kind) => {
  let h: Harness;
  let push: ReturnType<typeof scriptedFeed>;
  let calls: ReturnType<typeof contractCalls>;
  beforeAll(async () => {
    h = await createHarness(kind);
    push = scriptedFeed(h);
    calls = contractCalls(h);
  });
  afterAll(() => h.close());

  async function fundedUser(usdt: string): Promise<TestUser> {
    const user = await usernameUser(h);
    await fund(h.db, user.id, usdt, COIN.USDT, 'contract');
    return user;
  }

  it('shows the pair’s terms, the mark price and the contract balance', async () => {
    push('BTCUSDT', '60000');
    const user = await fundedUser('250');
    const res = await h.post('lever/deal', { symbol: 'BTC/USDT' }, { token: user.token });
    expect(res.body.data).toMatchObject({
      symbol: 'BTC/USDT',
      contract_value: '0.01',
      leverages: [1, 2, 3, 5, 10, 20, 50, 100],
      fee_rate: '0.0005',
      mark_price: '60000',
      funding: 'none',
      balance: { available: '250', frozen: '0' },
    });
    expect((res.body.data as { tiers: unknown[] }).tiers[0]).toEqual({
      max_notional: '50000',
      mmr: '0.004',
      cum: '0',
    });
    const anonymous = await h.post('lever/deal', { symbol: 'BTC/USDT' });
    expect(anonymous.body.data).toMatchObject({ balance: { available: '0', frozen: '0' } });
  });

  it('opens an isolated long 20x with the worked example’s margin, fee and liquidation price, and its PnL at 61,200', async () => {
    push('BTCUSDT', '60000');
    const user = await fundedUser('10000');
    const long = await calls.open(user, { symbol: 'BTC/USDT', side: 'long', lots: '50', leverage: '20' });
    expect(long).toMatchObject({
      status: 1,
      qty: '0.5',
      entry_price: '60000',
      initial_margin: '1500',
      open_fee: '15',
      liquidation_price: '57228.92',
      open_tick: { price: '60000', source: 'simulated' },
    });
    expect(await contractBalance(h, user.id)).toEqual({ available: '8485', frozen: '1500' });
    push('BTCUSDT', '61200');
    await until(async () => (await calls.list(user, 'holding'))[0]?.mark_price === '61200', 5000);
    const [shown] = await calls.list(user, 'holding');
    expect(shown).toMatchObject({ unrealized_pnl: '600', pnl_pct: '40.00' });

    const closed = (await h.post('lever/close', { id: String(long.id) }, { token: user.token })).body.data;
    // 1500 margin + 600 PnL − 15.3 close fee back; realized = 600 − 15 − 15.3.
    expect(closed).toMatchObject({
      status: 3,
      close_reason: 'manual',
      close_price: '61200',
      close_fee: '15.3',
      realized_pnl: '569.7',
      close_tick: { price: '61200' },
    });
    expect(await contractBalance(h, user.id)).toEqual({ available: '10569.7', frozen: '0' });
    // Closing again answers the closed position; nothing moves twice.
    const again = await h.post('lever/close', { id: String(long.id) }, { token: user.token });
    expect(again.body.data).toMatchObject({ status: 3, realized_pnl: '569.7' });
    expect(await contractBalance(h, user.id)).toEqual({ available: '10569.7', frozen: '0' });
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
  });

  it('refuses bad orders with the spec’s messages and changes nothing', async () => {
    push('ETHUSDT', '3000');
    const user = await fundedUser('100');
    const order = { symbol: 'ETH/USDT', side: 'long', lots: '1', leverage: '10' };
    const cases: [Record<string, string>, string][] = [
      [{ lots: '' }, 'Please enter the number of lots'],
      [{ lots: '1.5' }, 'Lots must be a whole number of at least 1'],
      [{ lots: '0' }, 'Lots must be a whole number of at least 1'],
      [{ lots: '-2' }, 'Lots must be a whole number of at least 1'],
      [{ lots: '1\u0000' }, 'Remove the control or hidden formatting characters from what you entered.'],
      [{ side: 'up' }, 'Please choose long or short'],
      [{ leverage: '7' }, 'This pair offers leverage of 1, 2, 3, 5, 10, 20, 50, 100x'],
      [{ type: 'limit' }, 'Please enter a limit price'],
      [{ tp_price: '2900' }, 'For a long, the take-profit price must be above the entry price'],
      [{ sl_price: '3100' }, 'For a long, the stop-loss price must be below the entry price'],
      [
        { side: 'short', tp_price: '3100' },
        'For a short, the take-profit price must be below the entry price',
      ],
      [{ tp_price: '3100.123' }, 'Prices on this pair have at most 2 decimal places'],
      [{ lots: '4' }, 'Insufficient balance'],
      [{ symbol: 'NOPE/USDT' }, 'This contract is not available'],
    ];
    for (const [change, text] of cases) {
      const res = await calls.submit(user, { ...order, ...change });
      expect(res.body.message, JSON.stringify(change)).toBe(text);
    }
    // 3 lots at 3,000 and 10x is 0.3 ETH: 90 margin + 0.45 fee fits 100; 4 lots would not.
    expect(await contractBalance(h, user.id)).toEqual({ available: '100', frozen: '0' });
    expect(await calls.list(user, 'holding')).toEqual([]);
  });

  it('takes profit on a long and stops the loss on a short at the tick that crossed, from that tick', async () => {
    push('ETHUSDT', '60000');
    const user = await fundedUser('10000');
    const long = await calls.open(user, {
      symbol: 'ETH/USDT',
      side: 'long',
      lots: '5',
      leverage: '20',
      tp_price: '61000',
    });
    const short = await calls.open(user, { symbol: 'ETH/USDT', side: 'short', lots: '5', leverage: '10' });
    const set = await h.post(
      'lever/setstop',
      { id: String(short.id), sl_price: '60500' },
      { token: user.token },
    );
    expect(set.body.data).toMatchObject({ sl_price: '60500', tp_price: null });
    push('ETHUSDT', '60400');
    const crossing = push('ETHUSDT', '61050');
    const tp = await calls.waitIn(user, 'history', long.id);
    const sl = await calls.waitIn(user, 'history', short.id);
    expect(tp).toMatchObject({
      close_reason: 'tp',
      close_price: '61050',
      close_tick: { price: '61050', time: crossing },
    });
    expect(sl).toMatchObject({
      close_reason: 'sl',
      close_price: '61050',
      close_tick: { price: '61050', time: crossing },
    });
    // Long: +525 PnL − 15.2625 close fee; short: −525 − 15.2625; both paid 15 to open.
    expect(tp.realized_pnl).toBe('494.7375');
    expect(sl.realized_pnl).toBe('-555.2625');
    expect(await contractBalance(h, user.id)).toEqual({ available: '9939.475', frozen: '0' });
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
  });

  it('fills a limit order at its price when a recorded tick crosses it, and cancels one with its funds back', async () => {
    push('SOLUSDT', '200');
    const user = await fundedUser('1000');
    const order = await calls.open(user, {
      symbol: 'SOL/USDT',
      side: 'long',
      type: 'limit',
      price: '190',
      lots: '10',
      leverage: '10',
    });
    // 10 SOL at 190 and 10x: 190 margin and 0.95 fee, both frozen while it waits.
    expect(order).toMatchObject({
      status: 0,
      limit_price: '190',
      entry_price: null,
      initial_margin: '190',
      open_fee: '0.95',
    });
    expect(await contractBalance(h, user.id)).toEqual({ available: '809.05', frozen: '190.95' });
    const other = await calls.open(user, {
      symbol: 'SOL/USDT',
      side: 'short',
      type: 'limit',
      price: '230',
      lots: '1',
      leverage: '5',
    });
    push('SOLUSDT', '195');
    const crossing = push('SOLUSDT', '189.5');
    const filled = await calls.waitIn(user, 'holding', order.id);
    expect(filled).toMatchObject({
      status: 1,
      entry_price: '190',
      open_tick: { price: '189.5', time: crossing },
      opened_at: crossing,
    });
    // The short limit waiting at 230 still holds its 46 margin and 0.115 fee.
    expect(await contractBalance(h, user.id)).toEqual({ available: '762.935', frozen: '236.115' });
    expect((await calls.list(user, 'pending')).map((p) => p.id)).toEqual([other.id]);

    const cancelled = await h.post('lever/cancel', { id: String(other.id) }, { token: user.token });
    expect(cancelled.body.data).toMatchObject({ status: 4 });
    expect(await contractBalance(h, user.id)).toEqual({ available: '809.05', frozen: '190' });
    const closed = await h.post('lever/close', { id: String(order.id) }, { token: user.token });
    expect(closed.body.type).toBe('ok');
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
  });

  it('liquidates an isolated long at its liquidation price after cancelling the pair’s pending orders; the rest goes to the insurance fund', async () => {
    push('BTCUSDT', '60000');
    const user = await fundedUser('10000');
    const insuranceBefore = await platform(h, 'platform:insurance');
    const long = await calls.open(user, { symbol: 'BTC/USDT', side: 'long', lots: '50', leverage: '20' });
    const waiting = await calls.open(user, {
      symbol: 'BTC/USDT',
      side: 'long',
      type: 'limit',
      price: '50000',
      lots: '1',
      leverage: '10',
    });
    push('BTCUSDT', '58000');
    const crossing = push('BTCUSDT', '57100');
    const liquidated = await calls.waitIn(user, 'history', long.id);
    expect(liquidated).toMatchObject({
      status: 3,
      liquidated: true,
      close_reason: 'liquidation',
      close_price: '57228.92',
      // What was left of the 1,500 margin at the liquidation price: 1500 − 0.5 × 2771.08.
      close_fee: '114.46',
      realized_pnl: '-1515',
      close_tick: { price: '57100', time: crossing },
      closed_at: crossing,
    });
    expect((await calls.waitIn(user, 'history', waiting.id)).status).toBe(4);
    // Never more than the margin: the rest of the account is untouched.
    expect(await contractBalance(h, user.id)).toEqual({ available: '8485', frozen: '0' });
    expect(Number(await platform(h, 'platform:insurance')) - Number(insuranceBefore)).toBeCloseTo(114.46, 6);
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
  });

  it('liquidates a cross long at the worked example’s 40,160.64 and never takes more than the contract account', async () => {
    push('ETHUSDT', '60000');
    // 10,015: after the 15 open fee the wallet balance is the example's 10,000.
    const user = await fundedUser('10015');
    const long = await calls.open(user, {
      symbol: 'ETH/USDT',
      side: 'long',
      lots: '5',
      leverage: '20',
      margin_mode: 'cross',
    });
    expect(long.liquidation_price).toBe('40160.64');
    push('ETHUSDT', '45000');
    push('ETHUSDT', '39000');
    const liquidated = await calls.waitIn(user, 'history', long.id);
    expect(liquidated).toMatchObject({
      liquidated: true,
      close_price: '40160.64',
      liquidation_price: '40160.64',
    });
    expect(await contractBalance(h, user.id)).toEqual({ available: '0', frozen: '0' });
    expect(liquidated.realized_pnl).toBe('-10015');
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
  });

  it('keeps a cross position’s unrealized loss in the contract account: a transfer may take only the rest', async () => {
    push('ETHUSDT', '3000');
    const user = await usernameUser(h);
    // Money arrives the way a user moves it: from spot into the contract account.
    await fund(h.db, user.id, '1000', COIN.USDT, 'spot');
    const moveIn = await h.post(
      'wallet/change',
      {
        currency_id: String(COIN.USDT),
        from: 'spot',
        to: 'contract',
        amount: '1000',
        request_id: newRequestId(),
      },
      { token: user.token },
    );
    expect(moveIn.body.type, moveIn.body.message).toBe('ok');
    const long = await calls.open(user, {
      symbol: 'ETH/USDT',
      side: 'long',
      lots: '10',
      leverage: '10',
      margin_mode: 'cross',
    });
    // 1 ETH at 3,000 and 10x: 300 margin, 1.5 fee; available 698.5. At 2,900 it is 100 down.
    push('ETHUSDT', '2900');
    await until(async () => (await calls.list(user, 'holding'))[0]?.mark_price === '2900', 5000);
    const transfer = (amount: string) =>
      h.post(
        'wallet/change',
        { currency_id: String(COIN.USDT), from: 'contract', to: 'spot', amount, request_id: newRequestId() },
        { token: user.token },
      );
    const refused = await transfer('600');
    expect(refused.body.message).toBe(
      'Your cross positions are at a loss: at most 598.5 USDT can be transferred out of the contract account now',
    );
    expect(await contractBalance(h, user.id)).toEqual({ available: '698.5', frozen: '300' });
    expect((await transfer('598.5')).body.type).toBe('ok');
    expect(await contractBalance(h, user.id)).toEqual({ available: '100', frozen: '300' });
    await h.post('lever/close', { id: String(long.id) }, { token: user.token });
  });

  it('adds margin to an isolated position, which moves its liquidation price away', async () => {
    push('BTCUSDT', '60000');
    const user = await fundedUser('3000');
    const long = await calls.open(user, { symbol: 'BTC/USDT', side: 'long', lots: '50', leverage: '20' });
    const res = await h.post(
      'lever/add_margin',
      { id: String(long.id), amount: '500' },
      { token: user.token },
    );
    // LP = (2000 − 30000) / (0.5 × 0.004 − 0.5) = 56,224.899…
    expect(res.body.data).toMatchObject({ added_margin: '500', liquidation_price: '56224.9' });
    expect(await contractBalance(h, user.id)).toEqual({ available: '985', frozen: '2000' });
    const tooMuch = await h.post(
      'lever/add_margin',
      { id: String(long.id), amount: '986' },
      { token: user.token },
    );
    expect(tooMuch.body.message).toBe('Insufficient balance');
    // 57,000 would have liquidated it before; now it holds, and 56,000 does.
    push('BTCUSDT', '57000');
    push('BTCUSDT', '56000');
    const liquidated = await calls.waitIn(user, 'history', long.id);
    expect(liquidated).toMatchObject({ close_price: '56224.9', close_tick: { price: '56000' } });
    expect(await contractBalance(h, user.id)).toEqual({ available: '985', frozen: '0' });
    const cross = await calls.open(user, {
      symbol: 'BTC/USDT',
      side: 'long',
      lots: '1',
      leverage: '20',
      margin_mode: 'cross',
    });
    const refused = await h.post(
      'lever/add_margin',
      { id: String(cross.id), amount: '1' },
      { token: user.token },
    );
    expect(refused.body.message).toBe('Margin can be added only to an isolated position');
    await h.post('lever/close', { id: String(cross.id) }, { token: user.token });
  });

  it('refuses another user’s position in every call that takes an id', async () => {
    push('LTCUSDT', '100');
    const owner = await fundedUser('1000');
    const stranger = await fundedUser('1000');
    const holding = await calls.open(owner, { symbol: 'LTC/USDT', side: 'long', lots: '1', leverage: '5' });
    const pending = await calls.open(owner, {
      symbol: 'LTC/USDT',
      side: 'long',
      type: 'limit',
      price: '90',
      lots: '1',
      leverage: '5',
    });
    const attempts: [string, Record<string, string>][] = [
      ['lever/close', { id: String(holding.id) }],
      ['lever/cancel', { id: String(pending.id) }],
      ['lever/setstop', { id: String(holding.id), tp_price: '120' }],
      ['lever/add_margin', { id: String(holding.id), amount: '10' }],
      ['lever/close', { id: '999999' }],
    ];
    for (const [path, body] of attempts) {
      const res = await h.post(path, body, { token: stranger.token });
      expect(res.body.message, path).toBe('Position not found');
    }
    const [row] = await h.db.select().from(contractPositions).where(eq(contractPositions.id, holding.id));
    expect(row).toMatchObject({ status: 1, tpPrice: null, addedMargin: '0.000000000000000000' });
    expect(await calls.list(stranger, 'holding')).toEqual([]);
    await h.post('lever/close', { id: String(holding.id) }, { token: owner.token });
    await h.post('lever/cancel', { id: String(pending.id) }, { token: owner.token });
  });
});

describe('perpetual contracts across a restart', () => {
  it('catches up from the ticks recorded while no engine ran', async () => {
    const database = await createTestDatabase('pglite');
    const first = await createHarness('pglite', {}, undefined, { database });
    const now = first.clock.now().getTime();
    first.feed.push('BNBUSDT', '600', now);
    const user = await usernameUser(first);
    await fund(first.db, user.id, '1000', COIN.USDT, 'contract');
    const res = await first.post(
      'lever/submit',
      {
        symbol: 'BNB/USDT',
        side: 'short',
        type: 'market',
        lots: '10',
        leverage: '5',
        margin_mode: 'isolated',
        tp_price: '580',
        request_id: newRequestId(),
      },
      { token: user.token },
    );
    const short = res.body.data as Position;
    expect(short.status).toBe(1);
    // The engine stops. Ticks are recorded meanwhile (as another node's feed would): the second
    // one crosses the take-profit, the third would have closed it at a better price.
    await first.app.close();
    const tick = (offset: number, price: string) => ({
      symbol: 'BNB/USDT',
      price,
      ts: now + offset,
      source: 'simulated' as const,
    });
    await saveTicks(database.db, [tick(1000, '590'), tick(2000, '575'), tick(3000, '560')]);

    const second = await createHarness('pglite', {}, undefined, { database });
    let closed: typeof contractPositions.$inferSelect | undefined;
    await until(async () => {
      [closed] = await second.db.select().from(contractPositions).where(eq(contractPositions.id, short.id));
      return closed?.status === 3;
    }, 10_000);
    expect(closed).toMatchObject({ closeReason: 'tp', closeTick: { price: '575', time: now + 2000 } });
    expect(closed!.closedAt!.getTime()).toBe(now + 2000);
    expect(await ledgerMismatches(second.db)).toEqual({ balances: [], coins: [] });
    await second.close();
    await database.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'perpetual contracts with two engines on one PostgreSQL',
  () => {
    it('triggers each position exactly once', async () => {
      // Node b's engine races a's on the same ticks; the test reads through a.
      const nodes = await twoNodesOnOnePostgres();
      const { a } = nodes;
      const now = a.clock.now().getTime();
      a.feed.push('XRPUSDT', '2', now);
      const user = await usernameUser(a);
      await fund(a.db, user.id, '10000', COIN.USDT, 'contract');
      const ids: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await a.post(
          'lever/submit',
          {
            symbol: 'XRP/USDT',
            side: i % 2 ? 'long' : 'short',
            type: i % 3 ? 'market' : 'limit',
            price: i % 2 ? '1.99' : '2.01',
            lots: '1',
            leverage: '2',
            margin_mode: 'isolated',
            tp_price: i % 2 ? '2.2' : '1.8',
            request_id: newRequestId(),
          },
          { token: user.token },
        );
        expect(res.body.type, res.body.message).toBe('ok');
        ids.push((res.body.data as Position).id);
      }
      // Both engines read the same recorded ticks: the limits fill, then every take-profit triggers.
      a.feed.push('XRPUSDT', '1.98', now + 1000);
      a.feed.push('XRPUSDT', '2.02', now + 2000);
      a.feed.push('XRPUSDT', '1.7', now + 3000);
      a.feed.push('XRPUSDT', '2.3', now + 4000);
      await until(async () => {
        const open = await a.db
          .select()
          .from(contractPositions)
          .where(inArray(contractPositions.status, [0, 1]));
        return open.length === 0;
      }, 20_000);
      const rows = await a.db.select().from(contractPositions).where(inArray(contractPositions.id, ids));
      expect(rows.map((r) => r.closeReason)).toEqual(ids.map(() => 'tp'));
      const postings = (await a.db.execute(
        `select reference, reason, count(*)::int as n from ledger_transactions where reference like 'perp_position:%' group by reference, reason having count(*) > 1`,
      )) as unknown as { rows: unknown[] };
      expect(postings.rows).toEqual([]);
      expect(await ledgerMismatches(a.db)).toEqual({ balances: [], coins: [] });
      await nodes.close();
    });
  },
);
