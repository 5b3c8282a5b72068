import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice, NoticeList } from '../../src/core/schemas/notices';
import { ensureOpsToken } from '../../src/server/ops/token';
import { createHarness, type Harness } from '../helpers/harness';
import { dbKinds } from '../helpers/testDb';
import { usernameUser } from '../helpers/withdrawals';

/*
 * Announcements, published by operators through `npm run ops`: public, pinned first then newest,
 * in the reader's language with English as the fallback, cleaned, scheduled and withdrawn.
 */

describe.each(dbKinds())('announcements on %s', (kind) => {
  let h: Harness;
  let token: string;
  const ops = async (argv: string[]) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/ops/run',
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Bearer ${token}` },
      payload: { argv, operator: 'ops-ann' },
    });
    const body = res.json() as { output?: string; error?: string };
    return { status: res.statusCode, text: body.output ?? body.error ?? '' };
  };
  const publish = async (argv: string[]) => {
    const res = await ops(['announcement:publish', ...argv]);
    expect(res.status, res.text).toBe(200);
    return Number(/announcement (\d+)/.exec(res.text)![1]);
  };
  const announcements = async (lang = 'en', userToken?: string) => {
    const res = await h.post('news/announcement', {}, { lang, ...(userToken ? { token: userToken } : {}) });
    expect(res.body.type, res.body.message).toBe('ok');
    return res.body.data as Omit<NoticeList, 'unread'>;
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    token = ensureOpsToken(h.config.dataDir, '');
  });
  afterAll(() => h.close());

  it('publishes, pins first, reads in each language with English behind, and cleans the body', async () => {
    const older = await publish(['--title', 'en=Maintenance', '--body', 'en=<p>Sunday 02:00 UTC</p>']);
    const listing = await publish([
      '--title',
      'en=New listing: ABC',
      '--title',
      'zh-CN=上新：ABC',
      '--body',
      'en=<p>ABC lists on <strong>5 December</strong></p><script>alert(1)</script>',
      '--coin',
      'ABC',
      '--issue-date',
      '2026-12-01',
      '--listing-date',
      '2026-12-05',
    ]);
    const pinned = await publish(['--title', 'en=Read this first', '--body', 'en=<p>Pinned</p>', '--pin']);

    const en = await announcements();
    expect(en.list.map((n) => n.id).slice(0, 3)).toEqual([pinned, listing, older]);
    const abc = en.list.find((n) => n.id === listing)!;
    expect(abc).toMatchObject({
      kind: 'announcement',
      title: 'New listing: ABC',
      coin: 'ABC',
      issue_date: '2026-12-01',
      listing_date: '2026-12-05',
      summary: 'ABC lists on 5 December',
      read: false,
      link: null,
    });
    expect(abc.body_html).toBe('<p>ABC lists on <strong>5 December</strong></p>');

    const zh = await announcements('zh-CN');
    expect(zh.list.find((n) => n.id === listing)!.title).toBe('上新：ABC');
    // No Chinese text given: the English one.
    expect(zh.list.find((n) => n.id === older)!.title).toBe('Maintenance');
  });

  it('shows a scheduled one from its time, and a withdrawn one no more', async () => {
    const at = new Date(h.clock.now().getTime() + 60 * 60_000).toISOString();
    const later = await publish(['--title', 'en=Later', '--body', 'en=<p>Soon</p>', '--at', at]);
    expect((await announcements()).list.some((n) => n.id === later)).toBe(false);
    h.clock.advance(61 * 60_000);
    expect((await announcements()).list.some((n) => n.id === later)).toBe(true);

    expect(
      (await ops(['announcement:withdraw', String(later), '--reason', 'posted by mistake'])).status,
    ).toBe(200);
    expect((await announcements()).list.some((n) => n.id === later)).toBe(false);
    const gone = await h.post('news/detail', { id: String(later) });
    expect(gone.body.type).toBe('error');
  });

  it("counts a reader's unread announcements, and marks one read when opened", async () => {
    const user = await usernameUser(h);
    const id = await publish(['--title', 'en=For everyone', '--body', 'en=<p>Hello</p>']);
    const before = (await h.post('news/list', { kind: 'announcement' }, { token: user.token })).body
      .data as NoticeList;
    expect(before.unread.announcement).toBe(before.total);
    const opened = (await h.post('news/detail', { id: String(id) }, { token: user.token })).body
      .data as Notice;
    expect(opened.read).toBe(true);
    const after = (await h.post('news/list', { kind: 'announcement' }, { token: user.token })).body
      .data as NoticeList;
    expect(after.unread.announcement).toBe(before.unread.announcement - 1);
    expect(after.list.find((n) => n.id === id)!.read).toBe(true);
    expect(
      (await h.post('news/read_all', { kind: 'announcement' }, { token: user.token })).body.data,
    ).toEqual({
      unread: { announcement: 0, message: 0 },
    });
  });

  it('refuses an announcement without English, in an unknown language, or a listing without its dates', async () => {
    for (const argv of [
      ['--title', 'zh-CN=只有中文', '--body', 'zh-CN=<p>x</p>'],
      ['--title', 'xx=Hello', '--body', 'en=<p>x</p>'],
      ['--title', 'en=Listing', '--body', 'en=<p>x</p>', '--coin', 'ABC'],
      ['--title', 'en=Empty', '--body', 'en=<script>only a script</script>'],
    ]) {
      const res = await ops(['announcement:publish', ...argv]);
      expect(res.status, argv.join(' ')).toBe(400);
    }
  });
});
