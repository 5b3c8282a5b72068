import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import { balancesOf, platformBookBalance, post, type LedgerEntry } from '../../src/server/ledger/ledger';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { ledgerMismatches } from '../helpers/ledgerInvariant';
import { dbKinds } from '../helpers/testDb';

const USDT = 3;

/** Platform → user credit (a deposit), and user → platform debit (a withdrawal paid out). */
const credit = (userId: number, amount: string, account = 'spot'): LedgerEntry[] => [
  { userId: null, account: 'platform:deposit', coinId: USDT, field: 'available', amount: `-${amount}` },
  { userId, account, coinId: USDT, field: 'available', amount },
];
const debit = (userId: number, amount: string): LedgerEntry[] => [
  { userId, account: 'spot', coinId: USDT, field: 'available', amount: `-${amount}` },
  { userId: null, account: 'platform:withdrawal', coinId: USDT, field: 'available', amount },
];

describe.each(dbKinds())('the ledger on %s', (kind) => {
  let h: Harness;
  const newUser = async () => (await h.registerEmail(uniqueEmail('ledger'))).user.id;
  const spot = async (userId: number) => (await balancesOf(h.db, userId)).find((b) => b.account === 'spot');

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    expect(await ledgerMismatches(h.db)).toEqual({ balances: [], coins: [] });
    await h.close();
  });

  it('moves money only for a reason some feature declares, and writes nothing otherwise', async () => {
    const user = await newUser();
    await expect(post(h.db, { reason: 'gift_from_nowhere', entries: credit(user, '5') })).rejects.toThrow(
      /no feature declares the ledger reason "gift_from_nowhere"/,
    );
    expect(await spot(user)).toBeUndefined();
  });

  it('moves money only between books and accounts some feature declares', async () => {
    const user = await newUser();
    const [platform, mine] = credit(user, '5');
    await expect(
      post(h.db, { reason: 'deposit', entries: [{ ...platform!, account: 'platform:gifts' }, mine!] }),
    ).rejects.toThrow(/no feature declares the platform book "platform:gifts"/);
    await expect(
      post(h.db, { reason: 'deposit', entries: [platform!, { ...mine!, account: 'savings' }] }),
    ).rejects.toThrow(/no feature declares the account "savings"/);
    expect(await spot(user)).toBeUndefined();
  });

  it('credits exactly, to 18 decimal places, with a record per change', async () => {
    const user = await newUser();
    await post(h.db, { reason: 'deposit', entries: credit(user, '0.1') });
    await post(h.db, { reason: 'deposit', entries: credit(user, '0.2') });
    expect(await spot(user)).toMatchObject({
      available: '0.300000000000000000',
      frozen: '0.000000000000000000',
    });
    await post(h.db, { reason: 'deposit', entries: credit(user, '0.000000000000000001') });
    expect((await spot(user))?.available).toBe('0.300000000000000001');
  });

  it('writes every entry of a many-sided posting, netting entries that touch the same balance', async () => {
    const user = await newUser();
    await post(h.db, { reason: 'deposit', entries: credit(user, '100') });
    const BTC = 1;
    // A spot buy's shape: cost and fee leave one balance as two entries; the coin comes in.
    const entries: LedgerEntry[] = [
      { userId: user, account: 'spot', coinId: USDT, field: 'available', amount: '-60' },
      { userId: user, account: 'spot', coinId: USDT, field: 'available', amount: '-0.06' },
      { userId: null, account: 'platform:spot', coinId: USDT, field: 'available', amount: '60' },
      { userId: null, account: 'platform:fee', coinId: USDT, field: 'available', amount: '0.06' },
      { userId: user, account: 'spot', coinId: BTC, field: 'available', amount: '0.001' },
      { userId: null, account: 'platform:spot', coinId: BTC, field: 'available', amount: '-0.001' },
    ];
    const { transactionId } = await post(h.db, { reason: 'spot_trade', entries });
    const mine = await balancesOf(h.db, user);
    expect(mine.find((b) => b.account === 'spot' && b.coin_id === USDT)?.available).toBe(
      '39.940000000000000000',
    );
    expect(mine.find((b) => b.account === 'spot' && b.coin_id === BTC)?.available).toBe(
      '0.001000000000000000',
    );
    const written = (
      (await h.db.execute(
        sql`select field, amount::text as amount from ledger_entries where transaction_id = ${transactionId} order by id`,
      )) as unknown as { rows: { field: string; amount: string }[] }
    ).rows;
    expect(written.map((r) => new Big(r.amount).toFixed())).toEqual(entries.map((e) => e.amount));
  });

  it('refuses to overdraw a user balance and changes nothing', async () => {
    const user = await newUser();
    await post(h.db, { reason: 'deposit', entries: credit(user, '10') });
    await expect(
      post(h.db, { reason: 'withdrawal_paid', entries: debit(user, '10.000000000000000001') }),
    ).rejects.toMatchObject({
      key: 'errors.insufficient_balance',
    });
    expect((await spot(user))?.available).toBe('10.000000000000000000');
  });

  it('refuses postings that do not balance, or carry a zero or malformed amount', async () => {
    const user = await newUser();
    const unbalanced = [credit(user, '5')[1]!, { ...debit(user, '4')[1]! }];
    await expect(post(h.db, { reason: 'transfer', entries: unbalanced })).rejects.toThrow(/does not balance/);
    await expect(post(h.db, { reason: 'transfer', entries: credit(user, '0') })).rejects.toThrow(
      /bad ledger amount/,
    );
    await expect(post(h.db, { reason: 'transfer', entries: credit(user, '1e3') })).rejects.toThrow(
      /bad ledger amount/,
    );
    expect(await spot(user)).toBeUndefined();
  });

  it('lets a hold only set money aside within one balance, so it can never pass for profit or capital', async () => {
    const user = await newUser();
    await post(h.db, { reason: 'deposit', entries: credit(user, '10') });
    const aside: LedgerEntry[] = [
      { userId: user, account: 'spot', coinId: USDT, field: 'available', amount: '-4' },
      { userId: user, account: 'spot', coinId: USDT, field: 'frozen', amount: '4' },
    ];
    await post(h.db, { reason: 'spot_freeze', entries: aside });
    expect(await spot(user)).toMatchObject({
      available: '6.000000000000000000',
      frozen: '4.000000000000000000',
    });
    // The same reason carrying money out of the balance is refused, and nothing is written.
    await expect(post(h.db, { reason: 'spot_freeze', entries: debit(user, '1') })).rejects.toThrow(
      /"spot_freeze" is a hold but changes the total/,
    );
    expect(await spot(user)).toMatchObject({
      available: '6.000000000000000000',
      frozen: '4.000000000000000000',
    });
  });

  it('does a posting once per request id, however often it is retried', async () => {
    const user = await newUser();
    const first = await post(h.db, {
      reason: 'deposit',
      requestId: `dep-${user}`,
      entries: credit(user, '7'),
    });
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(h.db, { reason: 'deposit', requestId: `dep-${user}`, entries: credit(user, '7') }),
      ),
    );
    expect(first.replayed).toBe(false);
    expect(retries.every((r) => r.replayed && r.transactionId === first.transactionId)).toBe(true);
    expect((await spot(user))?.available).toBe('7.000000000000000000');
  });

  it('never overdraws under 200 parallel withdrawals, transfers and freezes against one balance', async () => {
    const user = await newUser();
    await post(h.db, { reason: 'deposit', entries: credit(user, '100') });
    const transfer: LedgerEntry[] = [
      { userId: user, account: 'spot', coinId: USDT, field: 'available', amount: '-1' },
      { userId: user, account: 'contract', coinId: USDT, field: 'available', amount: '1' },
    ];
    const freeze: LedgerEntry[] = [
      { userId: user, account: 'spot', coinId: USDT, field: 'available', amount: '-1' },
      { userId: user, account: 'spot', coinId: USDT, field: 'frozen', amount: '1' },
    ];
    const kinds = [debit(user, '1'), transfer, freeze];
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        post(h.db, {
          reason: (['withdrawal_paid', 'transfer', 'withdrawal_freeze'] as const)[i % 3]!,
          entries: kinds[i % 3]!,
        }),
      ),
    );
    const done = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(done).toBe(100);
    expect(
      refused.every((r) => (r as PromiseRejectedResult).reason?.key === 'errors.insufficient_balance'),
    ).toBe(true);
    const succeeded = (k: number) => results.filter((r, i) => i % 3 === k && r.status === 'fulfilled').length;
    const all = await balancesOf(h.db, user);
    const spotRow = all.find((b) => b.account === 'spot')!;
    const contract = all.find((b) => b.account === 'contract')?.available ?? '0';
    // Every unit went exactly one way: withdrawn, moved to contract, or frozen.
    expect(spotRow.available).toBe('0.000000000000000000');
    expect(new Big(contract).eq(succeeded(1))).toBe(true);
    expect(new Big(spotRow.frozen).eq(succeeded(2))).toBe(true);
  });

  it("inside a caller's transaction, moves money only if the caller's own writes commit too", async () => {
    const user = await newUser();
    await post(h.db, { reason: 'deposit', entries: credit(user, '5') });
    await expect(
      h.db.transaction(async (tx) => {
        await post(tx, { reason: 'withdrawal_paid', entries: debit(user, '2') });
        throw new Error('the caller fails after the posting');
      }),
    ).rejects.toThrow('the caller fails');
    expect((await spot(user))?.available).toBe('5.000000000000000000');

    await h.db.transaction(async (tx) => {
      await post(tx, { reason: 'withdrawal_paid', entries: debit(user, '2'), reference: 'withdrawal:test' });
    });
    expect((await spot(user))?.available).toBe('3.000000000000000000');
  });

  // PGlite has one connection: there is no second transaction to wait.
  it.runIf(kind === 'postgres')(
    "lets one user's fill pass another's that is still open, both on the platform's book",
    async () => {
      const BTC = 1;
      const buy = (userId: number): LedgerEntry[] => [
        { userId, account: 'spot', coinId: USDT, field: 'available', amount: '-60' },
        { userId: null, account: 'platform:spot', coinId: USDT, field: 'available', amount: '60' },
        { userId, account: 'spot', coinId: BTC, field: 'available', amount: '0.001' },
        { userId: null, account: 'platform:spot', coinId: BTC, field: 'available', amount: '-0.001' },
      ];
      const [first, second] = [await newUser(), await newUser()];
      for (const user of [first, second]) {
        await post(h.db, { reason: 'deposit', entries: credit(user, '200') });
        await post(h.db, { reason: 'spot_trade', entries: buy(user) });
      }
      const bookBefore = new Big(await platformBookBalance(h.db, 'platform:spot', USDT));

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstPosted!: () => void;
      const posted = new Promise<void>((resolve) => (firstPosted = resolve));
      // The first user's fill is posted and its transaction stays open, its balances locked.
      const open = h.db.transaction(async (tx) => {
        await post(tx, { reason: 'spot_trade', entries: buy(first) });
        firstPosted();
        await held;
      });
      await Promise.race([posted, open]);
      const second$ = post(h.db, { reason: 'spot_trade', entries: buy(second) }).then(() => 'done');
      const waited = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000));
      const outcome = await Promise.race([second$, waited]);
      release();
      await open;
      await second$;
      expect(outcome).toBe('done');
      // The book's balance is the sum of its slots, whichever each fill used.
      expect(
        new Big(await platformBookBalance(h.db, 'platform:spot', USDT)).minus(bookBefore).toFixed(),
      ).toBe('120');
    },
  );
});
