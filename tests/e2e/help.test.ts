import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../../src/server/modules';
import { opsCommandsOf } from '../../src/server/modules/setUp';
import { runOps } from '../../src/server/ops/commands';
import { pngImage } from '../helpers/images';
import { locale, openPhone, registerInPage, screenshot, textOf, toastsGone } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';

/*
 * The help centre in a 360 px phone against the real server in this process: the FAQ by
 * category and by search, feedback with a screenshot, and an operator's reply (`npm run ops --
 * help:reply`) that shows under My feedback and arrives as a message opening it.
 */

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer('help');
});
afterAll(() => server.close());

const ops = (...argv: string[]) =>
  runOps(
    { db: server.database.db, clock: () => new Date(), config: server.config },
    opsCommandsOf(SERVER_MODULES),
    argv,
    'e2e',
  );

describe('help centre', () => {
  let context: BrowserContext | null = null;
  afterAll(() => context?.close());

  it('browses a category, opens an answer, searches, sends feedback with a screenshot and reads the reply', async () => {
    const en = await locale('en', 'help', 'notices');
    const opened = await openPhone('en', { width: 360 });
    context = opened.context;
    const page = opened.page;

    await page.goto(`${server.base}/pages/help/center/index`);
    await page.getByTestId('help-categories').waitFor();
    await page.getByTestId('help-popular').waitFor();
    await screenshot(page, 'help-index-en');

    // A category, then one of its answers: the body as paragraphs and a list.
    await page.getByTestId('help-category-withdraw').click();
    await page.getByTestId('help-category-articles').waitFor();
    await page.getByTestId('help-article-row').filter({ hasText: 'How do I withdraw?' }).click();
    await page.getByTestId('help-article').waitFor();
    expect(await page.getByTestId('help-article-category').innerText()).toBe(
      textOf(en, 'help.category.withdraw'),
    );
    const body = await page.getByTestId('help-article-body').innerText();
    expect(body).toContain('At most 3 withdrawal requests a day.');
    expect(body).toContain('arrive within 48 hours');
    expect(await page.locator('[data-testid="help-article-body"] li').count()).toBe(4);
    await screenshot(page, 'help-faq-en');

    // Back to the help centre, then a search.
    await page.goBack();
    await page.getByTestId('help-category-articles').waitFor();
    await page.goto(`${server.base}/pages/help/center/index`);
    await page.locator('.tw-help-search input').fill('fund password');
    await page.getByTestId('help-results').waitFor();
    expect(await page.getByTestId('help-results').innerText()).toContain('What is the fund password?');
    await page.locator('.tw-help-search input').fill('nothing like this');
    await page.getByTestId('help-results-empty').waitFor();
    await screenshot(page, 'help-search-empty-en');

    // Feedback, signed in, with a screenshot.
    await registerInPage(page, `help${Date.now().toString(36)}`);
    await page.goto(`${server.base}/pages/help/center/index`);
    await page.getByTestId('help-feedback-entry').click();
    await page.getByTestId('help-feedback-form').waitFor();
    await page.getByTestId('help-feedback-kind-funds').click();
    await page.locator('textarea[name="content"]').fill('short');
    expect(await page.getByTestId('help-feedback-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('help-feedback-submit-reason').innerText()).toBe(
      textOf(en, 'errors.feedback_content_too_short'),
    );
    await page
      .locator('textarea[name="content"]')
      .fill('My USDT deposit on TRC20 has been confirming for an hour. Screenshot attached.');
    await page.getByTestId('help-feedback-photo-0-input').setInputFiles({
      name: 'deposit.png',
      mimeType: 'image/png',
      buffer: pngImage(240, 320, [23, 104, 232]),
    });
    await page.locator('[data-testid="help-feedback-photo-0"][data-status="done"]').waitFor();
    await screenshot(page, 'help-feedback-en');
    await page.getByTestId('help-feedback-submit').click();
    await page.getByTestId('help-feedback-list').waitFor();
    const row = page.getByTestId('help-feedback-row').first();
    expect(await row.getByTestId('help-feedback-status').innerText()).toBe(
      textOf(en, 'help.feedback.status.open'),
    );
    await row.getByTestId('help-feedback-image').locator('img').waitFor();

    // The operator replies; the reply is under the feedback and a message says so.
    const open = await ops('help:feedback');
    const id = /^(\d+)\s.*Screenshot attached/m.exec(open)?.[1];
    expect(id).toBeDefined();
    await ops(
      'help:reply',
      id!,
      '--text',
      'Thanks! Your deposit was credited at 10:42 after 19 confirmations.',
    );
    await page.reload();
    await page.getByTestId('help-feedback-reply').waitFor();
    expect(await page.getByTestId('help-feedback-reply').innerText()).toContain('credited at 10:42');
    expect(await row.getByTestId('help-feedback-status').innerText()).toBe(
      textOf(en, 'help.feedback.status.replied'),
    );
    await toastsGone(page);
    await screenshot(page, 'help-feedback-mine-en');

    await page.goto(`${server.base}/pages/notice/index?tab=message`);
    const message = page
      .getByTestId('notice-row')
      .filter({ hasText: textOf(en, 'notices.message.feedback_replied.title') });
    await message.click();
    await page.getByTestId('notice-link').click();
    await page.waitForURL('**/pages/help/center/feedback?tab=mine');
    await page.getByTestId('help-feedback-reply').waitFor();
    await context.close();
    context = null;
  });

  it.each(['en', 'zh-CN', 'th'])(
    'lays out the help centre, an answer and the feedback form in %s',
    async (lang) => {
      const texts = await locale(lang, 'help');
      const opened = await openPhone(lang, { width: 360 });
      context = opened.context;
      const page = opened.page;
      await page.goto(`${server.base}/pages/help/center/index`);
      await page.getByTestId('help-popular').waitFor();
      expect(await page.getByTestId('help-category-security').innerText()).toBe(
        textOf(texts, 'help.category.security'),
      );
      await screenshot(page, `help-index-${lang}`);
      await page.getByTestId('help-article-row').first().click();
      await page.getByTestId('help-article').waitFor();
      await screenshot(page, `help-faq-${lang}`);
      await registerInPage(page, `hl${lang.replace('-', '')}${Date.now().toString(36)}`);
      await page.goto(`${server.base}/pages/help/center/feedback`);
      await page.getByTestId('help-feedback-form').waitFor();
      await page.getByTestId('help-feedback-kind-trading').click();
      await screenshot(page, `help-feedback-${lang}`);
      await context.close();
      context = null;
    },
  );
});
