import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feedback, FeedbackList, HelpArticle, HelpArticleSummary } from '../../src/core/schemas/help';
import { helpArticles, helpFeedback, notices } from '../../src/server/db/schema';
import { SERVER_MODULES } from '../../src/server/modules';
import { opsCommandsOf } from '../../src/server/modules/setUp';
import { runOps } from '../../src/server/ops/commands';
import { createHarness, type Harness } from '../helpers/harness';
import { JPEG_BYTES } from '../helpers/images';
import { message } from '../helpers/messages';
import { uploadImage } from '../helpers/multipart';
import { dbKinds } from '../helpers/testDb';
import { newRequestId, usernameUser, type TestUser } from '../helpers/withdrawals';

/**
 * The help centre through the real server: the seeded FAQ in each language (English where a
 * language has no text), search in the reader's language, feedback sent once per request id with
 * the sender's own images, and an operator's reply that the user reads and gets a message about.
 */

type Envelope = { body: { type: string; message: string; data?: unknown } };
const data = <T>(res: Envelope): T => {
  if (res.body.type !== 'ok') throw new Error(`refused: ${res.body.message}`);
  return res.body.data as T;
};

describe.each(dbKinds())('help centre on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const ops = (...argv: string[]) =>
    runOps(
      { db: h.db, clock: h.clock.now, config: h.config },
      opsCommandsOf(SERVER_MODULES),
      argv,
      'test-ops',
    );
  const as = (user: TestUser, lang?: string) => ({ token: user.token, ...(lang ? { lang } : {}) });
  const articles = async (query: string, lang = 'en') =>
    data<{ list: HelpArticleSummary[] }>(await h.get(`help/articles?${query}`, { lang })).list;
  const feedbackCount = async () => Number((await h.db.select({ n: count() }).from(helpFeedback))[0]!.n);

  it('lists every category with its seeded answers, in the reader’s language', async () => {
    const { list } = data<{ list: { key: string; count: number }[] }>(await h.get('help/categories'));
    expect(list.map((c) => c.key)).toEqual([
      'deposit',
      'withdraw',
      'verification',
      'fees',
      'options',
      'contract',
      'finance',
      'c2c',
      'security',
    ]);
    for (const category of list) expect(category.count).toBeGreaterThanOrEqual(2);

    const en = await articles('category=withdraw');
    const th = await articles('category=withdraw', 'th');
    expect(en.map((a) => a.id)).toEqual(th.map((a) => a.id));
    expect(en[0]!.title).toBe('How do I withdraw?');
    expect(th[0]!.title).toBe('ถอนเงินได้อย่างไร');

    const one = data<HelpArticle>(await h.get(`help/article?id=${en[0]!.id}`, { lang: 'zh-CN' }));
    expect(one).toMatchObject({ category: 'withdraw', title: '如何提币？', lang: 'zh-CN' });
    // The product's own rules, as the spec gives them.
    expect(one.body).toContain('每天最多提交 3 笔');
    expect(one.body).toContain('48 小时内到账');

    const popular = await articles('popular=1');
    expect(popular.length).toBeGreaterThanOrEqual(5);
    expect(popular.every((a) => a.popular)).toBe(true);
  });

  it('falls back to English for a language an answer was not written in, and hides hidden answers', async () => {
    const out = await ops(
      'help:article',
      '--category',
      'fees',
      '--title',
      'en=Is there a fee to transfer between my accounts?',
      '--body',
      'en=No. Transfers between your own accounts are free.\\n\\n- Spot\\n- Contract',
      '--title',
      'ja=口座間の振替に手数料はかかりますか？',
      '--body',
      'ja=かかりません。',
    );
    const id = Number(/answer (\d+)/.exec(out)![1]);
    const ko = data<HelpArticle>(await h.get(`help/article?id=${id}`, { lang: 'ko' }));
    expect(ko).toMatchObject({ title: 'Is there a fee to transfer between my accounts?', lang: 'en' });
    expect(ko.body).toBe('No. Transfers between your own accounts are free.\n\n- Spot\n- Contract');
    const ja = data<HelpArticle>(await h.get(`help/article?id=${id}`, { lang: 'ja' }));
    expect(ja).toMatchObject({
      title: '口座間の振替に手数料はかかりますか？',
      body: 'かかりません。',
      lang: 'ja',
    });

    // An update changes only the language given; hiding takes it out of every list and of the detail.
    await ops(
      'help:article',
      String(id),
      '--title',
      'ko=계정 간 이체에 수수료가 있나요?',
      '--body',
      'ko=없습니다.',
    );
    expect(data<HelpArticle>(await h.get(`help/article?id=${id}`, { lang: 'ko' })).body).toBe('없습니다.');
    expect(data<HelpArticle>(await h.get(`help/article?id=${id}`, { lang: 'ja' })).body).toBe(
      'かかりません。',
    );
    await ops('help:article', String(id), '--hide');
    const hidden = await h.get(`help/article?id=${id}`);
    expect(hidden.body.message).toBe(await message('errors.help_article_not_found'));
    expect((await articles('category=fees')).some((a) => a.id === id)).toBe(false);
    await expect(
      ops('help:article', '--category', 'fees', '--title', 'ja=x', '--body', 'ja=y'),
    ).rejects.toThrow(/en=/);
  });

  it('finds answers by words in the chosen language, not in another', async () => {
    const th = await articles(`q=${encodeURIComponent('ค่าปรับ')}`, 'th');
    expect(th.map((a) => a.title)).toContain('ไถ่ถอนก่อนกำหนดได้ไหม ค่าปรับคิดอย่างไร');
    // Every word must be there; the same Thai word finds nothing for an English reader.
    expect(await articles(`q=${encodeURIComponent('ค่าปรับ')}`, 'en')).toEqual([]);
    const en = await articles('q=fund%20password');
    expect(en.map((a) => a.title)).toContain('What is the fund password?');
    expect(await articles('q=fund%20zzqx')).toEqual([]);
    const zh = await articles(`q=${encodeURIComponent('强平')}`, 'zh-CN');
    expect(zh.map((a) => a.title)).toContain('什么是强平？如何避免？');
    // LIKE's wildcards are taken literally: "_" is in no answer, "%" in those with a rate.
    expect(await articles('q=_')).toEqual([]);
    expect((await articles('q=0.4%25')).map((a) => a.title)).toContain('How do locked funds earn interest?');
    const tooLong = await h.get(`help/articles?q=${'a'.repeat(61)}`);
    expect(tooLong.body.message).toBe(await message('errors.help_search_too_long'));
  });

  it('takes feedback with an image once per request id, and shows it only to its sender', async () => {
    const user = await usernameUser(h);
    const other = await usernameUser(h);
    const image = await uploadImage(h, user.token, JPEG_BYTES);
    const request = {
      category: 'funds',
      content: 'My USDT deposit on TRC20 has been confirming for an hour.',
      images: image,
      request_id: newRequestId(),
    };
    const before = await feedbackCount();
    const first = data<Feedback>(await h.post('help/feedback', request, as(user)));
    expect(first).toMatchObject({ category: 'funds', images: [image], status: 'open', reply: null });
    const again = data<Feedback>(await h.post('help/feedback', request, as(user)));
    expect(again.id).toBe(first.id);
    expect(await feedbackCount()).toBe(before + 1);

    // The sender reads it, and its image; nobody else does.
    const mine = data<FeedbackList>(await h.get('help/feedback/list', as(user)));
    expect(mine.list.map((f) => f.id)).toEqual([first.id]);
    expect(data<FeedbackList>(await h.get('help/feedback/list', as(other))).list).toEqual([]);
    expect(
      (await h.app.inject({ url: `/api/upload/${image}`, headers: { authorization: user.token } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await h.app.inject({ url: `/api/upload/${image}`, headers: { authorization: other.token } }))
        .statusCode,
    ).toBe(404);

    // Another user cannot attach it.
    const stolen = await h.post('help/feedback', { ...request, request_id: newRequestId() }, as(other));
    expect(stolen.body.message).toBe(await message('errors.upload_not_found'));
    expect(await feedbackCount()).toBe(before + 1);
  });

  it('refuses bad feedback with a translated message and writes nothing', async () => {
    const user = await usernameUser(h);
    const image = await uploadImage(h, user.token, JPEG_BYTES);
    const before = await feedbackCount();
    const send = (body: Record<string, string>, lang?: string) =>
      h.post(
        'help/feedback',
        { category: 'other', content: 'Something is not right here.', request_id: newRequestId(), ...body },
        as(user, lang),
      );
    const cases: [Record<string, string>, string][] = [
      [{ content: 'short' }, 'errors.feedback_content_too_short'],
      [{ content: '   ' }, 'errors.feedback_content_required'],
      [{ content: 'x'.repeat(1001) }, 'errors.feedback_content_too_long'],
      [{ category: 'bugs' }, 'errors.feedback_category_required'],
      [{ images: [image, image, image, image].join(',') }, 'errors.feedback_too_many_images'],
      [{ images: 'not-an-upload' }, 'errors.upload_not_found'],
    ];
    for (const [body, key] of cases) expect((await send(body)).body.message).toBe(await message(key));
    expect((await send({ content: 'short' }, 'th')).body.message).toBe(
      await message('errors.feedback_content_too_short', {}, 'th'),
    );
    const nul = await send({ content: 'Hello there\u0000, my deposit is missing' });
    expect(nul.body.type).toBe('error');
    expect(await feedbackCount()).toBe(before);
    expect((await h.get('help/feedback/list')).body.type).toBe('999');
  });

  it('an operator’s reply shows under the feedback and writes a message that opens it', async () => {
    const user = await usernameUser(h);
    const sent = data<Feedback>(
      await h.post(
        'help/feedback',
        { category: 'account', content: 'How do I change my fund password?', request_id: newRequestId() },
        as(user),
      ),
    );
    expect(await ops('help:feedback')).toContain('How do I change my fund password?');
    await expect(ops('help:reply', String(sent.id))).rejects.toThrow(/--text/);
    await ops('help:reply', String(sent.id), '--text', 'Go to Settings › Fund password.');
    expect(await ops('help:feedback')).not.toContain('How do I change my fund password?');

    const [mine] = data<FeedbackList>(await h.get('help/feedback/list', as(user))).list;
    expect(mine).toMatchObject({ id: sent.id, status: 'replied', reply: 'Go to Settings › Fund password.' });
    expect(mine!.replied_at).toBeGreaterThan(0);

    const messages = data<{ list: { title: string; link: unknown }[] }>(
      await h.post('news/list', { kind: 'message' }, as(user, 'zh-CN')),
    ).list;
    expect(messages.filter((m) => m.title === '你的反馈已有回复').map((m) => m.link)).toEqual([
      { type: 'feedback', id: sent.id },
    ]);
    const rows = await h.db.select().from(notices).where(eq(notices.userId, user.id));
    expect(rows.filter((r) => r.template === 'feedback_replied')).toHaveLength(1);
  });

  it('seeds once: a restart adds nothing and keeps an operator’s edits', async () => {
    const [row] = await h.db.select().from(helpArticles).where(eq(helpArticles.seedKey, 'c2c_buy'));
    await ops('help:article', String(row!.id), '--title', 'en=Buying with P2P', '--body', 'en=Edited.');
    const before = Number((await h.db.select({ n: count() }).from(helpArticles))[0]!.n);
    const { seedHelpArticles } = await import('../../src/server/modules/help/seed');
    await seedHelpArticles(h.db);
    expect(Number((await h.db.select({ n: count() }).from(helpArticles))[0]!.n)).toBe(before);
    expect(data<HelpArticle>(await h.get(`help/article?id=${row!.id}`)).title).toBe('Buying with P2P');
  });
});
