import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../../src/server/modules';
import { opsCommandsOf } from '../../src/server/modules/setUp';
import { runOps } from '../../src/server/ops/commands';
import { pngImage } from '../helpers/images';
import { locale, openPhone, registerInPage, screenshot, textOf } from './browser';
import { BUILT_APP, startOwnServer, type OwnServer } from './ownServer';

/*
 * The live chat with support in the browser, against the real server in this process: a user
 * opens the chat and writes; the operator's command lists the conversation and answers (a text,
 * then a photo), and the answer appears in the open chat without a reload; away from the chat the
 * menu's "Contact us" shows the unread replies. Screens at 360 px in English, Chinese and Thai.
 */

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer('support', {
    // A build of its own when given (several people rebuilding dist/ at once).
    webRoot: process.env.SUPPORT_E2E_WEB_ROOT ?? BUILT_APP,
    // Always within hours, whatever time the test runs at.
    env: { SUPPORT_HOURS: '00:00-00:00 UTC daily', SUPPORT_REPLY_MINUTES: '10', CUSTOMER_SERVICE_URL: '' },
  });
});
afterAll(() => server.close());

const phones: BrowserContext[] = [];
afterAll(async () => {
  for (const context of phones) await context.close();
});

async function phone(lang: string): Promise<Page> {
  const opened = await openPhone(lang, { width: 360, height: 740 });
  phones.push(opened.context);
  return opened.page;
}

const ops = (...argv: string[]) =>
  runOps(
    { db: server.database.db, clock: () => new Date(), config: server.config },
    opsCommandsOf(SERVER_MODULES),
    argv,
    'e2e-ops',
  );

/** An image file the operator attaches to a reply, as they would from their disk. */
async function operatorImage(): Promise<string> {
  const file = path.join(server.dataDir, 'operator-reply.png');
  await writeFile(file, pngImage(320, 200, [18, 183, 106]));
  return file;
}

/** A signed-in user on the chat screen. */
async function openChat(lang: string): Promise<{ page: Page; userId: number }> {
  const page = await phone(lang);
  await page.goto(`${server.base}/pages/index/index`);
  const { userId } = await registerInPage(page, `sup${lang.replace('-', '')}${Date.now().toString(36)}`);
  await page.goto(`${server.base}/pages/help/center/chat`);
  await page.getByTestId('support-chat').waitFor();
  await page.getByTestId('support-hours').waitFor();
  return { page, userId };
}

const bubbles = (page: Page, from: 'me' | 'support') =>
  page.locator(`[data-testid="support-message"][data-from="${from}"]`);

describe('the support chat', () => {
  it('asks a visitor to log in first', async () => {
    const page = await phone('en');
    const en = await locale('en', 'support');
    await page.goto(`${server.base}/pages/help/center/chat`);
    await page.getByTestId('support-login').waitFor();
    expect(await page.getByTestId('support-login').innerText()).toContain(textOf(en, 'support.live.login'));
    await screenshot(page, 'support-chat-visitor-en');
  });

  it("carries a conversation with the operator's command, live, and counts unread replies on the menu", async () => {
    const en = await locale('en', 'support');
    const { page, userId } = await openChat('en');
    await page.getByTestId('support-empty').waitFor();
    expect(await page.getByTestId('support-hours').innerText()).toContain(
      textOf(en, 'support.live.online_other').replace('{{count}}', '10'),
    );
    await screenshot(page, 'support-chat-empty-en');

    await page.getByTestId('support-input').fill('Hello, my deposit of 250 USDT has not arrived yet.');
    await page.getByTestId('support-send').click();
    await bubbles(page, 'me').first().waitFor();
    expect(await page.getByTestId('support-input').inputValue()).toBe('');

    // The operator sees the conversation waiting, reads it, and answers: it appears without a reload.
    const waiting = await ops('support:chats');
    expect(waiting).toMatch(new RegExp(`^${userId}\\s.*my deposit of 250 USDT`, 'm'));
    expect(await ops('support:chat', '--user', String(userId))).toContain('has not arrived yet');
    await ops(
      'support:reply',
      '--user',
      String(userId),
      '--text',
      'Hi! Deposits need 12 confirmations. Yours has 9 now, so it will arrive in a few minutes.',
    );
    await expect.poll(() => bubbles(page, 'support').count(), { timeout: 5_000 }).toBe(1);
    expect(await bubbles(page, 'support').innerText()).toContain('Yours has 9 now');

    // A photo from the user, and one from support.
    await page.getByTestId('support-attach').setInputFiles({
      name: 'screenshot.png',
      mimeType: 'image/png',
      buffer: pngImage(240, 320, [23, 104, 232]),
    });
    await bubbles(page, 'me').nth(1).getByTestId('support-image').waitFor();
    await ops(
      'support:reply',
      '--user',
      String(userId),
      '--text',
      'Here it is, credited:',
      '--image',
      await operatorImage(),
    );
    await bubbles(page, 'support').nth(1).getByTestId('support-image').waitFor({ timeout: 5_000 });
    await screenshot(page, 'support-chat-image-en');
    // Seen in the open chat: nothing unread.
    await expect.poll(() => unreadOf(page)).toBe(0);

    // Away from the chat, a reply shows on the menu's "Contact us" until the chat is opened.
    await page.goto(`${server.base}/pages/index/index`);
    await page.getByTestId('home-page').waitFor();
    await ops('support:reply', '--user', String(userId), '--text', 'Anything else we can help with?');
    await page.getByTestId('open-menu').click();
    const count = page.getByTestId('left-menu').getByTestId('menu-contact-count');
    await count.waitFor();
    expect(await count.innerText()).toBe('1');
    await screenshot(page, 'support-menu-unread-en');
    await page.getByTestId('left-menu').getByText(textOf(en, 'menu.contact'), { exact: true }).click();
    await page.waitForURL('**/pages/help/center/chat');
    await expect.poll(() => bubbles(page, 'support').count()).toBe(3);
    await expect.poll(() => unreadOf(page)).toBe(0);
    // The newest reply is in view, above the composer, once both images have grown their bubbles.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
          ),
        // The images are read after the bubbles (with the session): up to seconds on a loaded machine.
        { timeout: 10_000 },
      )
      .toBe(true);
    await screenshot(page, 'support-chat-messages-en');
  });

  for (const lang of ['zh-CN', 'th']) {
    it(`reads in ${lang}: empty, with messages, with an image`, async () => {
      const texts = await locale(lang, 'support');
      const { page, userId } = await openChat(lang);
      await page.getByTestId('support-empty').waitFor();
      expect(await page.getByTestId('support-empty').innerText()).toContain(
        textOf(texts, 'support.live.empty'),
      );
      await screenshot(page, `support-chat-empty-${lang}`);
      const said = lang === 'th' ? 'สวัสดีครับ ถอนเงินไม่เข้าบัญชี' : '你好，我的提现还没有到账。';
      await page.getByTestId('support-input').fill(said);
      await page.getByTestId('support-send').click();
      await bubbles(page, 'me').first().waitFor();
      const answer =
        lang === 'th' ? 'สวัสดีครับ รายการถอนของคุณกำลังดำเนินการ' : '您好，您的提现正在处理中，请稍候。';
      await ops('support:reply', '--user', String(userId), '--text', answer);
      await bubbles(page, 'support').first().waitFor({ timeout: 5_000 });
      await screenshot(page, `support-chat-messages-${lang}`);
      await ops('support:reply', '--user', String(userId), '--image', await operatorImage());
      await bubbles(page, 'support').nth(1).getByTestId('support-image').waitFor({ timeout: 5_000 });
      await screenshot(page, `support-chat-image-${lang}`);
    });
  }
});

/** The unread count as the server has it for the page's session. */
async function unreadOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch('/api/support/unread', {
      headers: { authorization: localStorage.getItem('token') ?? '' },
    });
    return ((await res.json()) as { data: { unread: number } }).data.unread;
  });
}
