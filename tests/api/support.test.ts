import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE, userPrivateChannel } from '../../src/core/market/channels';
import type { PrivateEvent } from '../../src/core/schemas/realtime';
import type { SupportMessage, SupportMessages } from '../../src/core/schemas/support';
import { supportMessages } from '../../src/server/db/schema';
import { createLocalBus, type BusMessage } from '../../src/server/market/bus';
import { marketChannel } from '../../src/server/market/redisBus';
import { connectRedis, type RedisClient } from '../../src/server/market/redisClient';
import { SERVER_MODULES } from '../../src/server/modules';
import { opsCommandsOf } from '../../src/server/modules/setUp';
import { runOps } from '../../src/server/ops/commands';
import { createHarness, type Harness } from '../helpers/harness';
import { JPEG_BYTES } from '../helpers/images';
import { message } from '../helpers/messages';
import { uploadImage } from '../helpers/multipart';
import { createTestDatabase, dbKinds } from '../helpers/testDb';
import { newRequestId, usernameUser, type TestUser } from '../helpers/withdrawals';
import { openWs, type Frame, type WsClient } from '../helpers/wsClient';
import { opsCli } from '../helpers/opsCli';

/*
 * The live chat with support through the real server: a user writes text and images, reads the
 * history page by page, and nobody else reads either; an operator's reply through the ops command
 * reaches the user's open sockets at once and counts as unread until the chat is opened.
 */

const data = <T>(res: { body: { type: string; message: string; data?: unknown } }): T => {
  if (res.body.type !== 'ok') throw new Error(`refused: ${res.body.message}`);
  return res.body.data as T;
};

const supportFrame = (f: Frame) =>
  f.ch === PRIVATE && (f.data as PrivateEvent | undefined)?.type === 'support.message';

describe.each(dbKinds())('the support chat on %s', (kind) => {
  let h: Harness;
  let url: string;

  beforeAll(async () => {
    h = await createHarness(
      kind,
      // Always in hours, so the test does not depend on the time it runs at.
      { SUPPORT_HOURS: '00:00-00:00 UTC mon-sun', SUPPORT_REPLY_MINUTES: '5' },
      undefined,
      { bus: createLocalBus() },
    );
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    url = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(() => h.close());

  const as = (user: TestUser) => ({ token: user.token });
  const ops = (...argv: string[]) =>
    runOps({ db: h.db, clock: h.clock.now, config: h.config }, opsCommandsOf(SERVER_MODULES), argv, 'dana');
  const send = (user: TestUser, body: Record<string, string>) =>
    h.post('support/send', { request_id: newRequestId(), ...body }, as(user));
  const history = async (user: TestUser, query = '') =>
    data<SupportMessages>(await h.get(`support/messages${query}`, as(user)));
  const unread = async (user: TestUser) =>
    data<{ unread: number }>(await h.get('support/unread', as(user))).unread;
  const rowsOf = async (user: TestUser) =>
    (await h.db.select({ n: count() }).from(supportMessages).where(eq(supportMessages.userId, user.id)))[0]!
      .n;

  async function listening(user: TestUser): Promise<WsClient> {
    const ws = await openWs(url);
    ws.send({ op: 'auth', token: user.token });
    expect(await ws.next()).toEqual({ op: 'authed' });
    expect(await ws.sub(PRIVATE)).toEqual({ op: 'subbed', ch: PRIVATE });
    return ws;
  }

  it('keeps text and images in the history, oldest first, sent once per request id', async () => {
    const user = await usernameUser(h);
    expect(await history(user)).toEqual({ list: [], has_more: false });

    const requestId = newRequestId();
    const first = data<SupportMessage>(
      await h.post('support/send', { text: '  Where is my deposit?  ', request_id: requestId }, as(user)),
    );
    expect(first).toMatchObject({ from: 'me', text: 'Where is my deposit?', image_url: null });
    // A retry (a double tap, a lost answer) gives the first message back and writes nothing more.
    const again = data<SupportMessage>(
      await h.post('support/send', { text: 'Where is my deposit?', request_id: requestId }, as(user)),
    );
    expect(again).toEqual(first);
    expect(await rowsOf(user)).toBe(1);

    const image = await uploadImage(h, user.token, JPEG_BYTES);
    const photo = data<SupportMessage>(await send(user, { image }));
    expect(photo.image_url).toBe(`/api/support/image?id=${photo.id}`);
    const read = await h.app.inject({
      method: 'GET',
      url: photo.image_url!,
      headers: { authorization: user.token },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');

    expect((await history(user)).list.map((m) => m.id)).toEqual([first.id, photo.id]);
  });

  it('refuses empty, too long and unsafe texts, and uploads that are not the sender’s, writing nothing', async () => {
    const user = await usernameUser(h);
    const other = await usernameUser(h);
    const refused = async (body: Record<string, string>, key: string) => {
      const res = await send(user, body);
      expect(res.body, JSON.stringify(body).slice(0, 80)).toMatchObject({
        type: 'error',
        message: await message(key),
      });
    };
    await refused({}, 'errors.support_message_empty');
    await refused({ text: '   ' }, 'errors.support_message_empty');
    await refused({ text: 'x'.repeat(1001) }, 'errors.support_text_too_long');
    const nul = await send(user, { text: 'hi\u0000there' });
    expect(nul.body.type).toBe('error');
    const control = await send(user, { text: 'hi\u0007' });
    expect(control.body.type).toBe('error');
    const foreign = await uploadImage(h, other.token, JPEG_BYTES);
    await refused({ image: foreign }, 'errors.upload_not_found');
    await refused({ text: 'ok', request_id: 'bad id!' }, 'errors.request_id_invalid');
    expect(await rowsOf(user)).toBe(0);
    // 1,000 characters is the limit, not past it.
    expect((await send(user, { text: 'y'.repeat(1000) })).body.type).toBe('ok');
  });

  it("shows nobody else a user's messages or images", async () => {
    const alice = await usernameUser(h);
    const mallory = await usernameUser(h);
    const image = await uploadImage(h, alice.token, JPEG_BYTES);
    const photo = data<SupportMessage>(await send(alice, { text: 'my passport', image }));

    expect((await history(mallory)).list).toEqual([]);
    const peek = await h.app.inject({
      method: 'GET',
      url: photo.image_url!,
      headers: { authorization: mallory.token },
    });
    expect(peek.statusCode).toBe(404);
    const anonymous = await h.app.inject({ method: 'GET', url: photo.image_url! });
    expect(anonymous.statusCode).toBe(401);
    expect((await h.get('support/messages')).body.code).toBe(999);
  });

  it('pages the history back in time, and catches up with what came after', async () => {
    const user = await usernameUser(h);
    const ids: number[] = [];
    for (let i = 1; i <= 7; i += 1) ids.push(data<SupportMessage>(await send(user, { text: `m${i}` })).id);

    const newest = await history(user, '?limit=3');
    expect(newest.list.map((m) => m.text)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.has_more).toBe(true);
    const older = await history(user, `?limit=3&before=${newest.list[0]!.id}`);
    expect(older.list.map((m) => m.text)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await history(user, `?limit=3&before=${older.list[0]!.id}`);
    expect(oldest).toMatchObject({ list: [{ text: 'm1' }], has_more: false });

    const since = await history(user, `?after=${ids[4]}`);
    expect(since).toMatchObject({ list: [{ text: 'm6' }, { text: 'm7' }], has_more: false });
    // Cursors past the largest id: every message is older than it, none is newer.
    expect((await history(user, '?before=2147483648&limit=3')).list.map((m) => m.text)).toEqual([
      'm5',
      'm6',
      'm7',
    ]);
    expect(await history(user, '?after=99999999999')).toEqual({ list: [], has_more: false });
  });

  it("delivers an operator's reply live to the user's sockets only, unread until the chat is opened", async () => {
    const user = await usernameUser(h);
    const bystander = await usernameUser(h);
    await send(user, { text: 'My withdrawal is stuck' });
    expect(await ops('support:chats')).toMatch(new RegExp(`^${user.id}\\s.*My withdrawal is stuck`, 'm'));
    expect(await ops('support:chat', '--user', String(user.id))).toContain('My withdrawal is stuck');
    // Read by the operator: no longer counted as waiting… but still waiting for an answer.
    expect(await ops('support:chats')).toMatch(new RegExp(`^${user.id}\\s+\\S+\\s+0\\s`, 'm'));

    const [phone, others] = await Promise.all([listening(user), listening(bystander)]);
    const image = path.join(h.dataDir, 'receipt.jpg');
    await writeFile(image, JPEG_BYTES);
    expect(
      await ops(
        '--as',
        'alice',
        'support:reply',
        '--user',
        String(user.id),
        '--text',
        'Sent just now',
        '--image',
        image,
      ),
    ).toContain(`replied to user ${user.id}`);

    const frame = await phone.next(supportFrame);
    const event = frame.data as Extract<PrivateEvent, { type: 'support.message' }>;
    expect(event.unread).toBe(1);
    expect(await others.within(300, supportFrame)).toEqual([]);

    const latest = (await history(user)).list.at(-1)!;
    expect(latest).toMatchObject({ id: event.message_id, from: 'support', text: 'Sent just now' });
    const picture = await h.app.inject({
      method: 'GET',
      url: latest.image_url!,
      headers: { authorization: user.token },
    });
    expect(picture.headers['content-type']).toBe('image/jpeg');
    // Answered: the conversation leaves the waiting list (it stays under --all).
    expect(await ops('support:chats')).not.toMatch(new RegExp(`^${user.id}\\s`, 'm'));
    expect(await ops('support:chats', '--all')).toMatch(new RegExp(`^${user.id}\\s`, 'm'));

    expect(await unread(user)).toBe(1);
    expect(data(await h.post('support/read', {}, as(user)))).toEqual({ unread: 0 });
    expect(await unread(user)).toBe(0);
    await Promise.all([phone.close(), others.close()]);
  });

  it('refuses a reply an operator should not send', async () => {
    const user = await usernameUser(h);
    await expect(ops('support:reply', '--user', String(user.id))).rejects.toThrow('--text');
    await expect(ops('support:reply', '--user', '999999', '--text', 'hi')).rejects.toThrow('no user');
    await expect(ops('support:reply', '--user', String(user.id), '--text', 'bad\u0007bell')).rejects.toThrow(
      'control',
    );
    const notImage = path.join(h.dataDir, 'note.txt');
    await writeFile(notImage, 'not a picture');
    await expect(ops('support:reply', '--user', String(user.id), '--image', notImage)).rejects.toMatchObject({
      key: 'errors.upload_type_invalid',
    });
    expect(await rowsOf(user)).toBe(0);
  });

  it('says when support answers and whether it does now', async () => {
    const hours = data<Record<string, unknown>>(await h.get('support/hours'));
    expect(hours).toEqual({
      from: '00:00',
      to: '00:00',
      utc_offset_minutes: 0,
      days: [1, 2, 3, 4, 5, 6, 7],
      reply_minutes: 5,
      open_now: true,
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'a support reply typed in another process, on PostgreSQL and Redis',
  () => {
    let h: Harness;
    let subscriber: RedisClient;
    let dataDir: string;
    let databaseUrl: string;
    const heard: BusMessage[] = [];
    // This run's own channel (REDIS_PREFIX): other tests' nodes on the same Redis are not heard.
    const redisPrefix = `tw-test-${randomUUID()}`;

    // Handed to the harness, which leaves it open (it is shared); closed (and dropped) here.
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      databaseUrl = database.url!;
      h = await createHarness('postgres', {}, undefined, { database });
      subscriber = await connectRedis(process.env.TEST_REDIS_URL!, () => {});
      await subscriber.subscribe(marketChannel(redisPrefix), (raw) =>
        heard.push(JSON.parse(raw) as BusMessage),
      );
      dataDir = await mkdtemp(path.join(tmpdir(), 'tw-support-ops-'));
    }, 60_000);
    afterAll(async () => {
      await subscriber?.close();
      await h?.close();
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("reaches the user's sockets on every node once the command has written it", async () => {
      const user = await usernameUser(h);
      data(
        await h.post('support/send', { text: 'hello?', request_id: newRequestId() }, { token: user.token }),
      );
      const run = await opsCli(
        {
          DATABASE_URL: databaseUrl,
          REDIS_URL: process.env.TEST_REDIS_URL!,
          REDIS_PREFIX: redisPrefix,
          DATA_DIR: dataDir,
        },
        ['support:reply', '--user', String(user.id), '--text', 'Hi, how can we help?'],
      );
      expect(run, run.err).toMatchObject({ code: 0 });
      const toUser = () =>
        heard.filter((m) => m.ch === userPrivateChannel(user.id)).map((m) => m.data as PrivateEvent);
      await expect
        .poll(() => toUser().map((event) => event.type), { timeout: 5_000 })
        .toContain('support.message');
      const list = data<SupportMessages>(await h.get('support/messages', { token: user.token })).list;
      expect(list.at(-1)).toMatchObject({ from: 'support', text: 'Hi, how can we help?' });
    }, 90_000);
  },
);
