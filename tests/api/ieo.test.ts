import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeLine } from '../../src/core/allotment';
import { plainDecimal } from '../../src/core/money';
import type { IeoApplication, IeoItem } from '../../src/core/schemas/ieo';
import {
  coinListings,
  coinLocks,
  coins,
  ieoApplications,
  ieoItems,
  ledgerTransactions,
} from '../../src/server/db/schema';
import { SERVER_MODULES } from '../../src/server/modules';
import { opsCommandsOf } from '../../src/server/modules/setUp';
import { runOps } from '../../src/server/ops/commands';
import { balancesOf } from '../../src/server/ledger/ledger';
import { until } from '../helpers/engine';
import { COIN, fund } from '../helpers/funds';
import { createHarness, type Harness } from '../helpers/harness';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import { message } from '../helpers/messages';
import { createTestDatabase, dbKinds } from '../helpers/testDb';
import { twoNodesOnOnePostgres } from '../helpers/twoNodes';
import { newRequestId, usernameUser, type TestUser } from '../helpers/withdrawals';

/**
 * IEO through the real server: apply with the balance checked and nothing frozen, the allotment
 * by the published formula on its date, pay in the pay window (or lapse), the coins credited at
 * the listing and locked, then unlocked, by the engine under a clock the test moves. The harness
 * checks on closing that the ledger equals the balances.
 */

const DAY = 86_400_000;

const data = <T>(res: { body: { type: string; message: string; data?: unknown } }): T => {
  if (res.body.type !== 'ok') throw new Error(`refused: ${res.body.message}`);
  return res.body.data as T;
};

async function balance(h: Harness, userId: number, coinId: number) {
  const row = (await balancesOf(h.db, userId)).find((b) => b.account === 'spot' && b.coin_id === coinId);
  return { available: plainDecimal(row?.available ?? '0'), frozen: plainDecimal(row?.frozen ?? '0') };
}

/** An IEO of the seeded LUMA coin (2 places) at 0.5 USDT, applications open from now for a day. */
async function newIeo(h: Harness, name: string, terms: Partial<typeof ieoItems.$inferInsert> = {}) {
  const [luma] = await h.db.select().from(coins).where(eq(coins.symbol, 'LUMA'));
  const now = h.clock.now().getTime();
  const at = (days: number) => new Date(now + days * DAY);
  const [row] = await h.db
    .insert(ieoItems)
    .values({
      name,
      coinId: luma!.id,
      payCoinId: COIN.USDT,
      ieoPrice: '0.5',
      supply: '1000',
      userCap: '400',
      minApply: '10',
      maxApply: '5000',
      applyStart: new Date(now - 1000),
      applyEnd: at(1),
      allotAt: at(1),
      payStart: at(1),
      payEnd: at(2),
      listAt: at(3),
      lockUntil: at(10),
      ...terms,
    })
    .returning();
  return row!;
}

describe.each(dbKinds())('IEO on %s', (kind) => {
  let h: Harness;
  let lumaId: number;
  beforeAll(async () => {
    h = await createHarness(kind, { SESSION_TTL_HOURS: String(24 * 365) });
    lumaId = (await h.db.select().from(coins).where(eq(coins.symbol, 'LUMA')))[0]!.id;
  });
  afterAll(() => h.close());

  const apply = (user: TestUser, body: Record<string, string>) =>
    h.post('ieo/apply', { request_id: newRequestId(), ...body }, { token: user.token });
  const mine = async (user: TestUser) =>
    data<{ list: IeoApplication[] }>(await h.post('ieo/myApply', { limit: 100 }, { token: user.token })).list;
  const item = async (id: number) =>
    data<{ list: IeoItem[] }>(await h.post('ieo/list', { limit: 100 })).list.find((i) => i.id === id)!;

  async function userWith(usdt: string): Promise<TestUser> {
    const user = await usernameUser(h);
    await fund(h.db, user.id, usdt, COIN.USDT);
    return user;
  }

  it('offers the seeded IEO open for applications, with its timeline', async () => {
    const { list } = data<{ list: IeoItem[] }>(await h.post('ieo/list', { status: 'applying' }));
    const luma = list.find((i) => i.symbol === 'LUMA')!;
    expect(luma).toMatchObject({
      ieo_price: '0.2',
      pay_currency: 'USDT',
      status: 'applying',
      listing_price: null,
    });
    expect(luma.apply_end).toBeLessThanOrEqual(luma.allot_date);
    expect(luma.pay_end).toBeLessThanOrEqual(luma.listing_date);
    expect(luma.description).toContain('Luma');
  });

  it('applies once per request id, checking the balance and freezing nothing', async () => {
    const user = await userWith('100');
    const ieo = await newIeo(h, `apply ${kind}`);
    const requestId = newRequestId();
    const first = data<IeoApplication>(
      await apply(user, { id: String(ieo.id), quantity: '150', request_id: requestId }),
    );
    const again = data<IeoApplication>(
      await apply(user, { id: String(ieo.id), quantity: '150', request_id: requestId }),
    );
    expect(again.serial_number).toBe(first.serial_number);
    expect(first).toMatchObject({ status: 1, applied: '150', allotted: '0', pay_state: null });
    expect(await balance(h, user.id, COIN.USDT)).toEqual({ available: '100', frozen: '0' });
    expect((await item(ieo.id)).total_applied).toBe('150');
  });

  it('refuses each bad application with its own message and changes nothing', async () => {
    const user = await userWith('100');
    const ieo = await newIeo(h, `refusals ${kind}`);
    const later = await newIeo(h, `later ${kind}`, {
      applyStart: new Date(h.clock.now().getTime() + DAY),
      applyEnd: new Date(h.clock.now().getTime() + 2 * DAY),
      allotAt: new Date(h.clock.now().getTime() + 2 * DAY),
    });
    const id = String(ieo.id);
    await apply(user, { id, quantity: '20' });
    const before = await h.db.select({ n: count() }).from(ieoApplications);
    const cases: [Record<string, string>, string][] = [
      [{ id, quantity: '' }, await message('errors.ieo_quantity_required')],
      [{ id, quantity: '1e3' }, await message('errors.ieo_quantity_invalid')],
      [{ id, quantity: '5\u0000' }, await message('errors.text_control_characters')],
      [{ id: '999999', quantity: '20' }, await message('errors.ieo_missing')],
      [{ id: String(later.id), quantity: '20' }, await message('errors.ieo_not_open')],
      [{ id, quantity: '20.001' }, await message('errors.amount_precision', { decimals: 2 })],
      [{ id, quantity: '5' }, await message('errors.ieo_quantity_min', { min: '10', symbol: 'LUMA' })],
      [{ id, quantity: '5001' }, await message('errors.ieo_quantity_max', { max: '5000', symbol: 'LUMA' })],
      [{ id, quantity: '30' }, await message('errors.ieo_already_applied')],
    ];
    for (const [body, text] of cases) {
      const res = await apply(user, body);
      expect([body, res.body.type, res.body.message]).toEqual([body, 'error', text]);
    }
    const poor = await userWith('1');
    const res = await apply(poor, { id, quantity: '10' });
    expect(res.body.message).toBe(await message('errors.insufficient_balance'));
    expect(await h.db.select({ n: count() }).from(ieoApplications)).toEqual(before);
    expect((await item(ieo.id)).total_applied).toBe('20');
  });

  it('allots by the published formula, lapses the unpaid, lists and locks the paid, then unlocks', async () => {
    const ieo = await newIeo(h, `lifecycle ${kind}`);
    // 3,000 applied against 1,000 with a cap of 400: 1,500 × ⅓ = 500 is capped at 400, and the
    // 100 it frees goes to the others in a second round.
    const users = await Promise.all([0, 1, 2].map(() => userWith('1000')));
    const applied = ['1500', '900', '600'];
    for (const [i, quantity] of applied.entries())
      data<IeoApplication>(await apply(users[i]!, { id: String(ieo.id), quantity }));
    const stranger = await userWith('10');

    h.clock.advance(ieo.allotAt.getTime() - h.clock.now().getTime() + 1_000);
    await until(async () => (await mine(users[2]!))[0]!.status === 3, 10_000);
    const lines = await Promise.all(users.map(async (u) => (await mine(u))[0]!));
    expect(lines.map((l) => l.allotted)).toEqual(['400', '360', '240']);
    expect(lines.map((l) => l.pay_amount)).toEqual(['200', '180', '120']);
    expect(lines[0]).toMatchObject({ status: 3, pay_state: 'paying', pending: '400' });
    // Each applicant hears it, once: a message with what to pay and by when.
    const messages = data<{ list: { title: string; summary: string; link: unknown }[] }>(
      await h.post('news/list', { kind: 'message' }, { token: users[0]!.token }),
    ).list.filter((m) => m.title.startsWith('IEO allotment'));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.summary).toContain('400 LUMA');
    expect(messages[0]!.summary).toContain('200 USDT');
    expect(messages[0]!.link).toEqual({ type: 'ieo', id: Number(lines[0]!.serial_number.slice(4)) });
    const published = await item(ieo.id);
    expect(published.table_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const line of lines) {
      const r = line.receipt!;
      const recomputed = recomputeLine(
        {
          key: line.serial_number,
          applied: r.applied,
          cap: r.cap,
          rawShare: r.raw_share,
          rounds: r.rounds,
          cut: r.cut,
          remainder: r.remainder,
          extraUnit: r.extra_unit,
          final: r.final,
        },
        { oversubscribed: true, factors: published.factors, decimals: 2 },
      );
      expect(recomputed).toBe(true);
    }

    // Another user's serial number is refused and pays nothing.
    const foreign = await h.post(
      'ieo/pay',
      { serial_number: lines[0]!.serial_number, request_id: newRequestId() },
      { token: stranger.token },
    );
    expect(foreign.body.message).toBe(await message('errors.ieo_application_missing'));

    // Two pay; one pays twice with the same request id and once with another: one payment.
    const payId = newRequestId();
    for (const requestId of [payId, payId, newRequestId()]) {
      const paid = data<IeoApplication>(
        await h.post(
          'ieo/pay',
          { serial_number: lines[0]!.serial_number, request_id: requestId },
          { token: users[0]!.token },
        ),
      );
      expect(paid).toMatchObject({ status: 4, pay_state: 'success', pending: '0' });
    }
    data(
      await h.post(
        'ieo/pay',
        { serial_number: lines[1]!.serial_number, request_id: newRequestId() },
        { token: users[1]!.token },
      ),
    );
    expect(await balance(h, users[0]!.id, COIN.USDT)).toEqual({ available: '800', frozen: '0' });

    // The third never pays: at the pay end the allotment lapses, and nothing was taken.
    h.clock.advance(ieo.payEnd.getTime() - h.clock.now().getTime() + 1_000);
    await until(async () => (await mine(users[2]!))[0]!.status === 2, 10_000);
    expect((await mine(users[2]!))[0]).toMatchObject({ reason: 'unpaid', pay_state: 'fail' });
    expect(await balance(h, users[2]!.id, COIN.USDT)).toEqual({ available: '1000', frozen: '0' });
    const late = await h.post(
      'ieo/pay',
      { serial_number: lines[2]!.serial_number, request_id: newRequestId() },
      { token: users[2]!.token },
    );
    expect(late.body.message).toBe(await message('errors.ieo_nothing_to_pay'));

    // Listing: the paid coins in spot, locked until lock_until; then unlocked (status 6).
    h.clock.advance(ieo.listAt.getTime() - h.clock.now().getTime() + 1_000);
    await until(async () => (await mine(users[0]!))[0]!.status === 5, 10_000);
    expect(await balance(h, users[0]!.id, lumaId)).toEqual({ available: '0', frozen: '400' });
    h.clock.advance(ieo.lockUntil.getTime() - h.clock.now().getTime() + 1_000);
    // Each lock-up ends in its own step: wait for both paid applications, not only the first.
    await until(
      async () => (await mine(users[0]!))[0]!.status === 6 && (await mine(users[1]!))[0]!.status === 6,
      10_000,
    );
    expect(await balance(h, users[0]!.id, lumaId)).toEqual({ available: '400', frozen: '0' });
    expect(await balance(h, users[1]!.id, lumaId)).toEqual({ available: '360', frozen: '0' });
    expect(await balance(h, users[2]!.id, lumaId)).toEqual({ available: '0', frozen: '0' });
  });
});

describe('IEO across a restart', () => {
  it('lists and unlocks what came due while no engine ran, once each, in order', async () => {
    const database = await createTestDatabase('pglite');
    const first = await createHarness('pglite', { SESSION_TTL_HOURS: '8760' }, undefined, { database });
    const ieo = await newIeo(first, 'across a restart');
    const user = await usernameUser(first);
    await fund(first.db, user.id, '100', COIN.USDT);
    const applied = data<IeoApplication>(
      await first.post(
        'ieo/apply',
        { id: String(ieo.id), quantity: '150', request_id: newRequestId() },
        { token: user.token },
      ),
    );
    first.clock.advance(ieo.allotAt.getTime() - first.clock.now().getTime() + 1_000);
    const mine = async (h: Harness) =>
      data<{ list: IeoApplication[] }>(await h.post('ieo/myApply', {}, { token: user.token })).list[0]!;
    await until(async () => (await mine(first)).status === 3, 10_000);
    data(
      await first.post(
        'ieo/pay',
        { serial_number: applied.serial_number, request_id: newRequestId() },
        { token: user.token },
      ),
    );
    await first.app.close();

    // Down through the listing and the end of the lock-up: the next start does both, in order.
    const second = await createHarness('pglite', { SESSION_TTL_HOURS: '8760' }, undefined, { database });
    second.clock.advance(ieo.lockUntil.getTime() - second.clock.now().getTime() + 60_000);
    await until(async () => (await mine(second)).status === 6, 10_000);
    const postings = await second.db
      .select({ reason: ledgerTransactions.reason, n: count() })
      .from(ledgerTransactions)
      .where(
        eq(
          ledgerTransactions.reference,
          `ieo_application:${applied.serial_number.slice(4).replace(/^0+/, '')}`,
        ),
      )
      .groupBy(ledgerTransactions.reason);
    expect(Object.fromEntries(postings.map((p) => [p.reason, Number(p.n)]))).toEqual({
      ieo_payment: 1,
      ieo_credit: 1,
      newcoin_unlock: 1,
    });
    expect(await ledgerMismatches(second.db)).toEqual({ balances: [], coins: [] });
    await second.close();
    await database.close();
  });
});

describe('IEO through the operator commands', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h.close());
  const ops = (...argv: string[]) =>
    runOps(
      { db: h.db, clock: h.clock.now, config: h.config },
      opsCommandsOf(SERVER_MODULES),
      argv,
      'e2e-ops',
    );

  it('defines a coin, schedules its sale and its IEO, and lists the coin at the earlier launch', async () => {
    await ops(
      'newcoin:define',
      '--symbol',
      'ORBX',
      '--name',
      'Orbix',
      '--decimals',
      '3',
      '--feed-symbol',
      'ORBXUSDT',
      '--description',
      'en=Orbix, defined by an operator',
    );
    const base = h.clock.now().getTime();
    const at = (days: number) => new Date(base + days * DAY).toISOString();
    const ieoTerms = (listDay: number) => [
      '--coin',
      'ORBX',
      '--pay',
      'USDT',
      '--price',
      '0.1',
      '--supply',
      '10000',
      '--user-cap',
      '500',
      '--min',
      '10',
      '--max',
      '2000',
      '--apply-start',
      at(0),
      '--apply-end',
      at(1),
      '--allot',
      at(1),
      '--pay-start',
      at(1),
      '--pay-end',
      at(2),
      '--list',
      at(listDay),
      '--lock-until',
      at(30),
    ];
    expect(await ops('ieo:create', '--name', 'ORBX IEO', ...ieoTerms(4))).toMatch(
      /IEO \d+ of ORBX scheduled/,
    );
    // The dates must follow the timeline: listing before the pay end is refused.
    await expect(ops('ieo:create', '--name', 'ORBX bad', ...ieoTerms(1))).rejects.toThrow(
      /--pay-end ≤ --list/,
    );
    await ops(
      'newcoin:sale',
      '--coin',
      'ORBX',
      '--name',
      'ORBX sale',
      '--price',
      '0.1',
      '--pay',
      'USDT',
      '--supply',
      '5000',
      '--min',
      '10',
      '--user-limit',
      '100',
      '--start',
      at(0),
      '--end',
      at(2),
      '--launch',
      at(3),
      '--lockup-days',
      '10',
    );
    expect(await ops('ieos')).toContain('ORBX IEO');
    const [orbx] = await h.db.select().from(coins).where(eq(coins.symbol, 'ORBX'));
    const [listing] = await h.db.select().from(coinListings).where(eq(coinListings.coinId, orbx!.id));
    // The sale launches first (day 3): the pair opens then, not at the IEO's listing (day 4).
    expect(listing).toMatchObject({ stage: 'scheduled', listAt: new Date(at(3)) });
    const { list } = data<{ list: IeoItem[] }>(await h.post('ieo/list', { status: 'applying' }));
    expect(list.find((i) => i.symbol === 'ORBX')).toMatchObject({
      decimals: 3,
      description: 'Orbix, defined by an operator',
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('IEO steps with two engines on one PostgreSQL', () => {
  it('allots, lapses, lists and unlocks each application once, whichever engine claims it', async () => {
    const nodes = await twoNodesOnOnePostgres();
    const { a, b } = nodes;
    const ieo = await newIeo(a, 'two engines');
    const serials: string[] = [];
    const tokens: string[] = [];
    for (let u = 0; u < 6; u++) {
      const user = await usernameUser(a);
      await fund(a.db, user.id, '500', COIN.USDT);
      const res = await a.post(
        'ieo/apply',
        { id: String(ieo.id), quantity: String(300 + u * 10), request_id: newRequestId() },
        { token: user.token },
      );
      serials.push(data<IeoApplication>(res).serial_number);
      tokens.push(user.token);
    }
    a.clock.advance(DAY + 1000);
    b.clock.advance(DAY + 1000);
    const ids = serials.map((s) => Number(s.slice(4)));
    await until(async () => {
      const rows = await a.db.select().from(ieoApplications).where(inArray(ieoApplications.id, ids));
      return rows.every((r) => r.stage === 'allotted');
    }, 30_000);
    // Half pay, through either node.
    for (const [i, serial] of serials.entries())
      if (i % 2 === 0)
        data(
          await (i % 4 === 0 ? a : b).post(
            'ieo/pay',
            { serial_number: serial, request_id: newRequestId() },
            { token: tokens[i]! },
          ),
        );
    a.clock.advance(20 * DAY);
    b.clock.advance(20 * DAY);
    await until(async () => {
      const [left] = await a.db
        .select({ n: count() })
        .from(coinLocks)
        .where(
          and(
            inArray(
              coinLocks.source,
              ids.map((i) => `ieo_application:${i}`),
            ),
            eq(coinLocks.status, 'unlocked'),
          ),
        );
      return Number(left!.n) === 3;
    }, 30_000);
    const rows = await a.db.select().from(ieoApplications).where(inArray(ieoApplications.id, ids));
    expect(rows.map((r) => r.stage).sort()).toEqual([
      'lapsed',
      'lapsed',
      'lapsed',
      'listed',
      'listed',
      'listed',
    ]);
    const postings = await a.db
      .select({ reason: ledgerTransactions.reason, n: count() })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.reference,
          ids.map((i) => `ieo_application:${i}`),
        ),
      )
      .groupBy(ledgerTransactions.reason);
    expect(Object.fromEntries(postings.map((p) => [p.reason, Number(p.n)]))).toEqual({
      ieo_payment: 3,
      ieo_credit: 3,
      newcoin_unlock: 3,
    });
    expect(await ledgerMismatches(a.db)).toEqual({ balances: [], coins: [] });
    await nodes.close();
  }, 90_000);
});
