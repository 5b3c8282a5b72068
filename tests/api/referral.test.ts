import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import type { Position as ContractPosition } from '../../src/core/schemas/contract';
import type { OptionOrder } from '../../src/core/schemas/options';
import type {
  Invitee,
  RebateLine,
  ReferralRanking,
  ReferralShare,
  ReferralSummary,
} from '../../src/core/schemas/referral';
import { coins, ledgerTransactions, referralRebates } from '../../src/server/db/schema';
import { SERVER_MODULES } from '../../src/server/modules';
import { opsCommandsOf } from '../../src/server/modules/setUp';
import { runOps } from '../../src/server/ops/commands';
import { until } from '../helpers/engine';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import { orderOf, platformBalance, spotBalance } from '../helpers/spot';
import { dbKinds } from '../helpers/testDb';
import { twoNodesOnOnePostgres } from '../helpers/twoNodes';
import { NEW_ACCOUNT_SECRETS } from '../helpers/newAccount';
import { markVerified, newRequestId, type TestUser } from '../helpers/withdrawals';
import { randomBytes } from 'node:crypto';

/**
 * Referral through the real server: bindings at sign-up with the kickback frozen, one rebate line
 * per fee an invited user actually pays (spot, contract open and close, a real option's
 * settlement), the hourly payout from the fee book exactly once, the ranking, and each user
 * seeing only their own lines. The harness checks on closing that the ledger equals the balances.
 */

const HOUR = 3_600_000;

const data = <T>(res: { body: { type: string; message: string; data?: unknown } }): T => {
  if (res.body.type !== 'ok') throw new Error(`refused: ${res.body.message}`);
  return res.body.data as T;
};

/**
 * Index prices stamped by the harness's clock (which the tests move hours ahead), each at least a
 * second after the previous one so the market records every one.
 */
function clockFeed(h: Harness) {
  let last = 0;
  return (feedSymbol: string, price: string) => {
    last = Math.max(last + 1000, h.clock.now().getTime());
    h.feed.push(feedSymbol, price, last);
  };
}

/** fee × ratio, rounded down to the coin's places: the rule the lines must follow. */
const share = (fee: string, ratio: string, places: number) =>
  new Big(fee).times(ratio).round(places, Big.roundDown).toFixed();

async function register(h: Harness, inviteCode?: string): Promise<TestUser & { code: string }> {
  const account = `r${randomBytes(6).toString('hex')}`;
  const res = await h.post('user/register', {
    ...NEW_ACCOUNT_SECRETS,
    account_type: 'username',
    account,
    ...(inviteCode ? { invite_code: inviteCode } : {}),
  });
  const body = data<{ token: string; user: { id: number; invite_code: string } }>(res);
  return { token: body.token, id: body.user.id, code: body.user.invite_code };
}

const linesOf = async (h: Harness, user: TestUser) =>
  data<{ list: RebateLine[]; total: number }>(
    await h.post('user/my_account_return', { limit: '100' }, { token: user.token }),
  );

describe.each(dbKinds())('referral on %s', (kind) => {
  let h: Harness;
  let usdtPlaces: number;
  let price: ReturnType<typeof clockFeed>;
  beforeAll(async () => {
    h = await createHarness(kind, { SESSION_TTL_HOURS: String(24 * 90) });
    price = clockFeed(h);
    [{ decimals: usdtPlaces }] = (await h.db
      .select({ decimals: coins.decimals })
      .from(coins)
      .where(eq(coins.id, COIN.USDT))) as [{ decimals: number }];
  });
  afterAll(() => h.close());

  const spotBuy = async (user: TestUser, quantity: string) => {
    price('BTCUSDT', '60000');
    const res = await h.post(
      'coin/trade',
      { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity, request_id: newRequestId() },
      { token: user.token },
    );
    expect(res.body.type, res.body.message).toBe('ok');
    return orderOf(res);
  };

  it('gives every user a code and a link; the kickback chosen applies to users who bind later', async () => {
    const inviter = await register(h);
    const summary = data<ReferralSummary>(await h.get('user/invite', { token: inviter.token }));
    expect(summary).toMatchObject({
      code: inviter.code,
      link: `${h.config.publicOrigin}/pages/user/login/register?code=${inviter.code}`,
      ratio: '0.2',
      kickback: '0',
      is_partner: false,
      invited_count: 0,
      total_income: '0',
      pending_payout: '0',
      currency: 'USDT',
      rank: null,
    });
    const offered = data<ReferralShare>(await h.get('user/my_share', { token: inviter.token }));
    expect(offered.kickback_options).toEqual(['0', '0.05', '0.1']);

    // A kickback not offered, or not a number, is refused in the user's language; nothing changes.
    for (const [kickback, lang, message] of [
      ['0.15', 'en', 'Choose one of the kickback options offered'],
      ['abc', 'zh-CN', '请选择提供的返佣比例之一'],
      ['0.05\u0000', 'en', undefined],
    ] as const) {
      const res = await h.post('user/share_save', { kickback }, { token: inviter.token, lang });
      expect(res.body.type).not.toBe('ok');
      if (message) expect(res.body.message).toBe(message);
    }
    expect(data<ReferralShare>(await h.get('user/my_share', { token: inviter.token })).kickback).toBe('0');

    const first = await register(h, inviter.code);
    data(await h.post('user/share_save', { kickback: '0.05' }, { token: inviter.token }));
    const second = await register(h, inviter.code.toLowerCase());
    data(await h.post('user/share_save', { kickback: '0' }, { token: inviter.token }));

    const invited = data<{ list: Invitee[]; total: number }>(
      await h.post('user/my_invite_list', {}, { token: inviter.token }),
    );
    expect(invited.total).toBe(2);
    // Newest first; each keeps the kickback of the moment it bound.
    expect(invited.list.map((i) => i.kickback)).toEqual(['0.05', '0']);
    expect(invited.list.every((i) => /^\S\*{1,3}\S?$/.test(i.nickname_masked))).toBe(true);
    expect(data<ReferralSummary>(await h.get('user/invite', { token: inviter.token })).invited_count).toBe(2);

    // The split frozen at binding: the second invitee's fee gives 15 % to the inviter, 5 % back.
    await fund(h.db, second.id, '100000', COIN.USDT);
    const order = await spotBuy(second, '0.5');
    const mine = (await linesOf(h, inviter)).list;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'rebate',
      product: 'spot',
      trade_id: order.id,
      fee_kind: 'fill',
      fee: order.fee,
      fee_coin: 'USDT',
      ratio: '0.15',
      amount: share(order.fee!, '0.15', usdtPlaces),
      status: 'pending',
      paid_at: null,
    });
    expect((await linesOf(h, second)).list).toMatchObject([
      { kind: 'kickback', trade_id: order.id, ratio: '0.05', amount: share(order.fee!, '0.05', usdtPlaces) },
    ]);
    // The first invitee bound before the kickback: nothing back, a full 20 % to the inviter.
    expect((await linesOf(h, first)).total).toBe(0);
  });

  it('writes one line per fee actually charged: spot, contract open and close, a real option; none for demo or the uninvited', async () => {
    const inviter = await register(h);
    const invitee = await register(h, inviter.code);
    const stranger = await register(h);
    await markVerified(h, invitee.id);
    for (const user of [invitee, stranger]) {
      await fund(h.db, user.id, '100000', COIN.USDT);
      await fund(h.db, user.id, '5000', COIN.USDT, 'contract');
      await fund(h.db, user.id, '1000', COIN.USDT, 'options');
    }
    const fees = await platformBalance(h, 'platform:fee', COIN.USDT);

    const spot = await spotBuy(invitee, '0.1');
    await spotBuy(stranger, '0.1');

    price('BTCUSDT', '60000');
    const opened = data<ContractPosition>(
      await h.post(
        'lever/submit',
        {
          symbol: 'BTC/USDT',
          side: 'long',
          lots: '10',
          leverage: '10',
          type: 'market',
          margin_mode: 'isolated',
          request_id: newRequestId(),
        },
        { token: invitee.token },
      ),
    );
    price('BTCUSDT', '60500');
    const closed = data<ContractPosition>(
      await h.post('lever/close', { id: String(opened.id) }, { token: invitee.token }),
    );

    // A real option that wins pays a fee at settlement; a demo one pays the demo book only.
    const now = h.clock.now().getTime();
    h.feed.push('ETHUSDT', '3000', now);
    const option = async (account: string) =>
      data<OptionOrder>(
        await h.post(
          'microtrade/submit',
          {
            symbol: 'ETH/USDT',
            direction: 'up',
            seconds: '30',
            amount: '100',
            account,
            request_id: newRequestId(),
          },
          { token: invitee.token },
        ),
      );
    const real = await option('real');
    const demo = await option('simulation');
    h.feed.push('ETHUSDT', '3100', real.settle_at - 1000);
    // A tick after the window tells the engine the window's ticks are all recorded.
    h.feed.push('ETHUSDT', '3100', real.settle_at + 500);
    h.clock.advance(real.settle_at - now + 1_500);
    let settled: OptionOrder | undefined;
    await until(async () => {
      const list = data<{ list: OptionOrder[] }>(
        await h.get('microtrade/lists?status=settled&limit=100', { token: invitee.token }),
      ).list;
      settled = list.find((o) => o.id === real.id);
      return settled !== undefined && list.some((o) => o.id === demo.id);
    }, 10_000);
    expect(settled!.status).toBe('won');

    const lines = (await linesOf(h, inviter)).list;
    const byTrade = lines.map((l) => [l.product, l.trade_id, l.fee_kind, l.fee, l.amount]);
    expect(byTrade).toEqual([
      ['options', real.id, 'settle', settled!.fee, share(settled!.fee!, '0.2', usdtPlaces)],
      ['contract', opened.id, 'close', closed.close_fee, share(closed.close_fee!, '0.2', usdtPlaces)],
      ['contract', opened.id, 'open', opened.open_fee, share(opened.open_fee, '0.2', usdtPlaces)],
      ['spot', spot.id, 'fill', spot.fee, share(spot.fee!, '0.2', usdtPlaces)],
    ]);
    // Every fee in the list is what went to the fee book: the invitee's four and the stranger's.
    const charged = [settled!.fee!, closed.close_fee!, opened.open_fee, spot.fee!];
    const strangerFee = (await platformBalance(h, 'platform:fee', COIN.USDT))
      .minus(fees)
      .minus(charged.reduce((a, b) => a.plus(b), new Big(0)));
    expect(strangerFee.gt(0)).toBe(true);
    expect((await linesOf(h, stranger)).total).toBe(0);
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
  }, 30_000);

  it('pays pending lines at the next full hour from the fee book into spot, once', async () => {
    const inviter = await register(h);
    const invitee = await register(h, inviter.code);
    await fund(h.db, invitee.id, '100000', COIN.USDT);
    await spotBuy(invitee, '0.2');
    await spotBuy(invitee, '0.3');
    const pending = (await linesOf(h, inviter)).list;
    expect(pending.map((l) => l.status)).toEqual(['pending', 'pending']);
    const due = pending.reduce((a, l) => a.plus(l.amount), new Big(0));
    expect(data<ReferralSummary>(await h.get('user/invite', { token: inviter.token }))).toMatchObject({
      total_income: '0',
      pending_payout: due.toFixed(),
    });
    const before = await spotBalance(h, inviter.id, COIN.USDT);
    const book = await platformBalance(h, 'platform:fee', COIN.USDT);
    // Every user's lines still pending (earlier tests' too) are paid from the same fee book.
    const pendingSum = async () =>
      new Big(
        (
          await h.db
            .select({ sum: sql<string>`coalesce(sum(${referralRebates.amount}), 0)` })
            .from(referralRebates)
            .where(eq(referralRebates.status, 'pending'))
        )[0]!.sum,
      );
    const allDue = await pendingSum();

    h.clock.advance(HOUR);
    await until(async () => (await pendingSum()).eq(0), 15_000);
    const paid = (await linesOf(h, inviter)).list;
    expect(paid.every((l) => l.paid_at !== null && l.paid_at > l.created_at)).toBe(true);
    expect(
      new Big((await spotBalance(h, inviter.id, COIN.USDT)).available).minus(before.available).toFixed(),
    ).toBe(due.toFixed());
    expect(book.minus(await platformBalance(h, 'platform:fee', COIN.USDT)).toFixed()).toBe(allDue.toFixed());
    expect(data<ReferralSummary>(await h.get('user/invite', { token: inviter.token }))).toMatchObject({
      total_income: due.toFixed(),
      pending_payout: '0',
    });
    // Another hour passes: nothing is paid twice.
    h.clock.advance(HOUR);
    await new Promise((r) => setTimeout(r, 300));
    const [postings] = await h.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.reference,
          paid.map((l) => `referral_rebate:${l.id}`),
        ),
      );
    expect(Number(postings!.n)).toBe(2);
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
  }, 30_000);

  it('ranks inviters by 30 days of rebate income, names masked; a partner earns a higher ratio', async () => {
    const ops = (...argv: string[]) =>
      runOps(
        { db: h.db, clock: h.clock.now, config: h.config },
        opsCommandsOf(SERVER_MODULES),
        argv,
        'ops-test',
      );
    const inviters = [await register(h), await register(h), await register(h)];
    await expect(
      ops('referral:partner', String(inviters[2]!.id), '--ratio', '0.1', '--reason', 'x'),
    ).rejects.toThrow(/--ratio/);
    expect(
      await ops('referral:partner', String(inviters[2]!.id), '--ratio', '0.4', '--reason', 'market maker'),
    ).toMatch(/partner at 40 %/);
    // Trades of 0.1, 0.3 and 0.2 BTC by each one's invitee: with the partner's 40 %, the third
    // inviter earns most, then the second, then the first.
    const quantities = ['0.1', '0.3', '0.2'];
    for (const [i, inviter] of inviters.entries()) {
      const invitee = await register(h, inviter.code);
      await fund(h.db, invitee.id, '100000', COIN.USDT);
      await spotBuy(invitee, quantities[i]!);
    }
    const partnerLine = (await linesOf(h, inviters[2]!)).list[0]!;
    expect(partnerLine.ratio).toBe('0.4');
    const summary = data<ReferralSummary>(await h.get('user/invite', { token: inviters[2]!.token }));
    expect(summary).toMatchObject({ is_partner: true, ratio: '0.4' });
    expect(
      data<ReferralShare>(await h.get('user/my_share', { token: inviters[2]!.token })).kickback_options,
    ).toEqual(['0', '0.05', '0.1', '0.15', '0.2']);

    const ranking = data<ReferralRanking>(await h.post('user/invite_list'));
    expect(ranking.list.length).toBeLessThanOrEqual(10);
    const incomes = ranking.list.map((r) => new Big(r.income));
    expect(incomes.every((v, i) => i === 0 || v.lte(incomes[i - 1]!))).toBe(true);
    expect(ranking.list.map((r) => r.rank)).toEqual(ranking.list.map((_, i) => i + 1));
    const rankOf = async (u: TestUser) =>
      data<ReferralSummary>(await h.get('user/invite', { token: u.token })).rank!;
    const [r0, r1, r2] = [await rankOf(inviters[0]!), await rankOf(inviters[1]!), await rankOf(inviters[2]!)];
    expect(r2).toBeLessThan(r1);
    expect(r1).toBeLessThan(r0);
    // No raw nickname leaves the server.
    expect(ranking.list.every((r) => r.nickname_masked.includes('*'))).toBe(true);

    // Income older than 30 days no longer counts.
    h.clock.advance(31 * 24 * HOUR);
    expect(await rankOf(inviters[2]!)).toBeNull();
  }, 30_000);

  it("shows each user only their own lines and invitees; the poster is the caller's", async () => {
    const inviter = await register(h);
    const invitee = await register(h, inviter.code);
    const other = await register(h);
    await fund(h.db, invitee.id, '100000', COIN.USDT);
    await spotBuy(invitee, '0.1');
    expect((await linesOf(h, inviter)).total).toBe(1);
    expect((await linesOf(h, other)).total).toBe(0);
    expect(
      data<{ total: number }>(await h.post('user/my_invite_list', {}, { token: other.token })).total,
    ).toBe(0);
    for (const path of ['user/my_account_return', 'user/my_invite_list'])
      expect((await h.post(path)).body.type).toBe('999');
    expect((await h.get('user/invite')).body.type).toBe('999');

    const poster = await h.app.inject({
      method: 'GET',
      url: '/api/user/my_poster?lang=th',
      headers: { authorization: inviter.token },
    });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/png');
    expect(poster.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const refused = await h.app.inject({
      method: 'GET',
      url: '/api/user/my_poster?lang=xx',
      headers: { authorization: inviter.token },
    });
    expect(refused.json()).toMatchObject({ message: 'This language is not available' });
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/user/my_poster' });
    expect(anonymous.json()).toMatchObject({ type: '999' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('referral payouts with two engines on one PostgreSQL', () => {
  it('pays every line once, whichever engine claims it', async () => {
    const nodes = await twoNodesOnOnePostgres();
    const { a, b } = nodes;
    const prices = new Map([a, b].map((node) => [node, clockFeed(node)]));
    const ids: number[] = [];
    for (let u = 0; u < 3; u++) {
      const inviter = await register(a);
      const invitee = await register(b, inviter.code);
      await fund(a.db, invitee.id, '100000', COIN.USDT);
      for (let i = 0; i < 5; i++) {
        const node = i % 2 ? a : b;
        prices.get(node)!('BTCUSDT', '60000');
        const res = await node.post(
          'coin/trade',
          { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.01', request_id: newRequestId() },
          { token: invitee.token },
        );
        expect(res.body.type, res.body.message).toBe('ok');
      }
      ids.push(...(await linesOf(a, inviter)).list.map((l) => l.id));
    }
    expect(ids).toHaveLength(15);
    a.clock.advance(HOUR);
    b.clock.advance(HOUR);
    await until(async () => {
      const [left] = await a.db
        .select({ n: count() })
        .from(referralRebates)
        .where(and(inArray(referralRebates.id, ids), eq(referralRebates.status, 'pending')));
      return Number(left!.n) === 0;
    }, 30_000);
    const [postings] = await a.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reason, 'referral_rebate'));
    expect(Number(postings!.n)).toBe(15);
    expect(await ledgerMismatches(a.db)).toEqual({ balances: [], coins: [] });
    await nodes.close();
  }, 60_000);
});
