import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPrivateChannel } from '../../src/core/market/channels';
import type { Notice, NoticeList } from '../../src/core/schemas/notices';
import type { Db } from '../../src/server/db/client';
import { identityVerifications, notices } from '../../src/server/db/schema';
import { createLocalBus, type BusMessage } from '../../src/server/market/bus';
import { createVerificationOperators } from '../../src/server/modules/identity/operators';
import { writeMessage } from '../../src/server/modules/notices/service';
import { rejectWithdrawal } from '../../src/server/modules/withdrawals/operator';
import { createHarness, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import { NEW_ACCOUNT_SECRETS } from '../helpers/newAccount';
import { readyUser, requestWithdrawal, usernameUser, type TestUser } from '../helpers/withdrawals';

/*
 * Messages: written in the transaction of what they tell, once per event, read in the reader's
 * language, counted unread exactly as the rows say, and told on the private channel.
 */

describe.each(dbKinds())('messages on %s', (kind) => {
  let h: Harness;
  const published: BusMessage[] = [];
  const bus = createLocalBus();
  bus.subscribe((m) => published.push(m));

  beforeAll(async () => {
    h = await createHarness(kind, {}, undefined, { bus });
  });
  afterAll(() => h.close());

  const messages = async (user: TestUser, lang = 'en') => {
    const res = await h.post('news/list', { kind: 'message' }, { token: user.token, lang });
    expect(res.body.type, res.body.message).toBe('ok');
    return res.body.data as NoticeList;
  };

  /** What the rows say is unread, counted apart from the service's own count. */
  const unreadRows = async (userId: number) =>
    (
      await h.db
        .select({ n: count() })
        .from(notices)
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
    )[0]!.n;

  async function rejectedWithdrawal(user: TestUser & { addressId: number }) {
    const made = await requestWithdrawal(h, user.token, {
      address_id: String(user.addressId),
      amount: '12.5',
    });
    expect(made.body.type, made.body.message).toBe('ok');
    const id = (made.body.data as { id: number }).id;
    await rejectWithdrawal(h.db, id, { operator: 'ops-ann', reason: 'Address on a sanctions list' });
    return id;
  }

  it("writes one message when an operator rejects a withdrawal, with the reason, in the reader's language", async () => {
    const user = await readyUser(h);
    // Saving the address was told already (a message of its own): start from nothing unread.
    await h.post('news/read_all', { kind: 'message' }, { token: user.token });
    const toldBefore = published.length;
    const id = await rejectedWithdrawal(user);
    // A second decision of the decided withdrawal writes nothing more.
    await rejectWithdrawal(h.db, id, { operator: 'ops-ann', reason: 'again' });

    const en = await messages(user);
    expect(en.list.filter((n) => n.link?.type === 'withdrawal')).toHaveLength(1);
    const [note] = en.list as [Notice];
    expect(note).toMatchObject({
      kind: 'message',
      title: 'Withdrawal rejected',
      read: false,
      link: { type: 'withdrawal', id },
    });
    expect(note.body_html).toContain('12.5 USDT');
    expect(note.body_html).toContain('Address on a sanctions list');
    expect(en.unread).toEqual({ announcement: 0, message: 1 });

    // The same row reads in Chinese for a reader in zh-CN.
    const zh = await messages(user, 'zh-CN');
    expect(zh.list[0]!.title).toBe('提币被拒绝');
    expect(zh.list[0]!.body_html).toContain('Address on a sanctions list');

    // Told on the private channel once committed, with the unread counts.
    const told = published
      .slice(toldBefore)
      .filter((m) => m.ch === userPrivateChannel(user.id) && (m.data as { type: string }).type === 'message');
    expect(told.map((m) => m.data)).toEqual([
      { type: 'message', id: note.id, unread: { announcement: 0, message: 1 } },
    ]);
  });

  it('counts unread exactly as the rows do, through opening one and reading all', async () => {
    const user = await readyUser(h, '200');
    await h.post('news/read_all', { kind: 'message' }, { token: user.token });
    for (let i = 0; i < 3; i += 1) await rejectedWithdrawal(user);
    expect((await messages(user)).unread.message).toBe(3);
    expect(await unreadRows(user.id)).toBe(3);

    const first = (await messages(user)).list[0]!;
    const opened = await h.post('news/detail', { id: String(first.id) }, { token: user.token });
    expect(opened.body.data).toMatchObject({ id: first.id, read: true });
    const after = await messages(user);
    expect(after.unread.message).toBe(2);
    expect(await unreadRows(user.id)).toBe(2);
    expect(after.list.find((n) => n.id === first.id)!.read).toBe(true);

    const all = await h.post('news/read_all', { kind: 'message' }, { token: user.token });
    expect(all.body.data).toEqual({ unread: { announcement: 0, message: 0 } });
    expect(await unreadRows(user.id)).toBe(0);
  });

  it("keeps a user's messages to that user: others are told it does not exist, visitors to log in", async () => {
    const owner = await readyUser(h);
    await rejectedWithdrawal(owner);
    const id = (await messages(owner)).list[0]!.id;
    const other = await usernameUser(h);
    const peek = await h.post('news/detail', { id: String(id) }, { token: other.token });
    expect(peek.body).toMatchObject({ type: 'error', message: await message('errors.notice_not_found') });
    expect((await h.post('news/detail', { id: String(id) })).body.type).toBe('error');
    expect((await h.post('news/list', { kind: 'message' })).body.type).toBe('999');
    expect((await messages(other)).total).toBe(0);
  });

  it('writes one message per event when two transactions raise it at once', async () => {
    const user = await usernameUser(h);
    const draft = {
      userId: user.id,
      eventKey: `contract.liquidation:race-${user.id}`,
      template: 'contract_liquidated' as const,
      params: { symbol: 'BTC/USDT', price: '59638.55' },
      link: { type: 'contract' as const, id: 1 },
    };
    await Promise.all([
      h.db.transaction((tx) => writeMessage(tx as Db, draft)),
      h.db.transaction((tx) => writeMessage(tx as Db, draft)),
    ]);
    const listed = await messages(user);
    expect(listed.total).toBe(1);
    expect(listed.list[0]!.title).toBe('Position liquidated');
    expect(listed.unread.message).toBe(1);
  });

  it('writes a message for a rejected verification, with the reason, opening the verification', async () => {
    const user = await usernameUser(h);
    const [pending] = await h.db
      .insert(identityVerifications)
      .values({ userId: user.id, level: 'basic', status: 'pending', realName: 'Ann Lee' })
      .returning({ id: identityVerifications.id });
    const operators = createVerificationOperators({ db: h.db, clock: h.clock.now });
    await operators.rejectVerification(pending!.id, { operator: 'ops-ann', reason: 'The photo is blurred' });
    const [note] = (await messages(user)).list;
    expect(note).toMatchObject({
      title: 'Identity verification rejected',
      link: { type: 'verification', id: pending!.id },
    });
    expect(note!.body_html).toContain('The photo is blurred');
  });

  it('tells of a changed login password, and of a sign-in from a new device but not from a known one', async () => {
    const account = `m${Date.now().toString(36)}`;
    const registered = await h.post('user/register', {
      ...NEW_ACCOUNT_SECRETS,
      account_type: 'username',
      account,
    });
    const token = (registered.body.data as { token: string }).token;
    const user = { token, id: (registered.body.data as { user: { id: number } }).user.id };
    const login = (agent: string) =>
      h.post(
        'user/login',
        { account, password: NEW_ACCOUNT_SECRETS.password },
        { headers: { 'user-agent': agent } },
      );
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) TokenPocket';
    // Registering is the account's first sign-in: nothing to tell.
    expect((await messages(user)).total).toBe(0);
    await login(phone);
    await login(phone);
    const titles = (await messages(user)).list.map((n) => n.title);
    expect(titles).toEqual(['Sign-in from a new device']);

    const changed = await h.post(
      'safe/update_password',
      { old_password: NEW_ACCOUNT_SECRETS.password, password: 'secret789', re_password: 'secret789' },
      { token },
    );
    expect(changed.body.type, changed.body.message).toBe('ok');
    const latest = (await messages(user)).list[0]!;
    expect(latest).toMatchObject({
      title: 'Login password changed',
      link: { type: 'security', id: user.id },
    });
    expect(latest.body_html).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });
});
