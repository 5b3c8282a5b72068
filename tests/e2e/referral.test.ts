import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import type { RebateLine } from '../../src/core/schemas/referral';
import type { SpotOrder } from '../../src/core/schemas/spot';
import { marketReady } from '../../src/server/app';
import { createManualFeed } from '../fixtures/manualFeed';
import { COIN, fund } from '../helpers/funds';
import { TestClock } from '../helpers/harness';
import { locale, openPhone, registerInPage, screenshot, textOf, toastsGone } from './browser';
import { startOwnServer, type OwnServer } from './ownServer';

/*
 * Referral in the browser, two phones against the real server in this process on a clock the
 * test moves. The inviter opens the referral screen: the poster's QR code holds exactly the link
 * the screen shows. A friend signs up through that link and buys BTC at market; the inviter's
 * records then show one pending rebate naming that order, its fee and 20 % of it; at the next
 * full hour the rebate is paid and the inviter tops the ranking. Then every screen read in
 * English, Chinese and Thai at 360 px.
 */

const HOUR = 3_600_000;
const FEED_SYMBOL = 'BTCUSDT';
const clock = new TestClock();
const feed = createManualFeed();
let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer('referral', { clock: clock.now, feed, env: { SESSION_TTL_HOURS: '8760' } });
  await marketReady(server.app);
  feed.push(FEED_SYMBOL, '60000');
});
afterAll(() => server.close());

const phones: BrowserContext[] = [];
afterAll(async () => {
  for (const context of phones) await context.close();
});

async function phone(lang: string): Promise<Page> {
  const opened = await openPhone(lang, { width: 360, height: 780 });
  phones.push(opened.context);
  return opened.page;
}

/** The API as the app calls it: the session's token, a JSON body. */
async function call<T>(token: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.base}/api/${route}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { type: string; message: string; data: T };
  if (answer.type !== 'ok') throw new Error(`${route} refused: ${answer.message}`);
  return answer.data;
}

/** The text of a QR code in a PNG. */
async function readQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)
      ?.data ?? null
  );
}

/**
 * The image the page shows, as a PNG of its pixels: drawn through a canvas inside the page (the
 * page's policy does not let it fetch its own `blob:` address again).
 */
const shownImage = async (page: Page, testId: string): Promise<Buffer> =>
  Buffer.from(
    await page.evaluate((id) => {
      const img = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`)!;
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
    }, testId),
    'base64',
  );

/** A figure as the screens write it, back to a decimal: "1,234.500000 USDT" → "1234.5". */
const figure = (text: string) => new Big(text.replace(/[^\d.]/g, '')).toFixed();

describe('referral', () => {
  let inviter: Page;
  let inviterToken: string;
  let link: string;
  let code: string;
  let order: SpotOrder;

  it("puts the screen's link in the poster's QR code", async () => {
    const en = await locale('en', 'referral');
    inviter = await phone('en');
    await inviter.goto(`${server.base}/pages/index/index`);
    ({ token: inviterToken } = await registerInPage(inviter, `ref${Date.now().toString(36)}`));

    await inviter.goto(`${server.base}/pages/promotion/index`);
    await inviter.getByTestId('referral-invite').waitFor();
    code = await inviter.getByTestId('referral-code-value').innerText();
    link = await inviter.getByTestId('referral-link-value').innerText();
    expect(new URL(link).searchParams.get('code')).toBe(code);
    expect(await inviter.getByTestId('referral-ratio').innerText()).toBe('20%');
    expect(await inviter.getByTestId('referral-invited').innerText()).toBe('0');
    expect(await inviter.getByTestId('referral-rank').innerText()).toBe(
      textOf(en, 'referral.figures.unranked'),
    );
    await screenshot(inviter, 'referral-index-en');

    await inviter.getByTestId('referral-poster-open').click();
    await inviter.getByTestId('referral-poster-image').waitFor();
    expect(await readQr(await shownImage(inviter, 'referral-poster-image'))).toBe(link);
    // The save button downloads that same image.
    const save = inviter.getByTestId('referral-poster-save');
    expect(await save.getAttribute('download')).toBe('tradewind-invite.png');
    expect(await save.getAttribute('href')).toBe(
      await inviter.getByTestId('referral-poster-image').getAttribute('src'),
    );
    await screenshot(inviter, 'referral-poster-en');
  });

  it("pays 20 % of a friend's spot fee, pending until the hour, then paid and ranked", async () => {
    const en = await locale('en', 'referral');
    // The friend opens the link (on this server) and signs up with a username.
    const friend = await phone('en');
    const target = new URL(link);
    await friend.goto(`${server.base}${target.pathname}${target.search}`);
    await friend.getByTestId('register-page').waitFor();
    expect(await friend.locator('input[name="invite_code"]').inputValue()).toBe(code);
    await friend.locator('.rv-tabs').getByText(textOf(en, 'account_type.username'), { exact: true }).click();
    await friend.fill('input[name="account"]', `friend${Date.now().toString(36)}`);
    await friend.fill('input[name="password"]', 'secret123');
    await friend.fill('input[name="re_password"]', 'secret123');
    await friend.fill('input[name="pay_password"]', '123456');
    await friend.fill('input[name="re_pay_password"]', '123456');
    await friend.getByText(textOf(en, 'register.agree_prefix')).click();
    await friend.getByTestId('register-submit').click();
    await friend.waitForURL((u) => !u.pathname.includes('/register'));
    const session = await friend.evaluate(() => ({
      token: localStorage.getItem('token')!,
      user: JSON.parse(localStorage.getItem('user')!) as { id: number },
    }));
    await fund(server.database.db, session.user.id, '1000', COIN.USDT);

    // A market buy as the spot screen sends it.
    order = await call<SpotOrder>(session.token, 'POST', 'coin/trade', {
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'market',
      quantity: '0.01',
    });
    expect(order.status).toBe('completed');
    const fee = new Big(order.fee!);
    expect(fee.gt(0)).toBe(true);
    const rebate = fee.times('0.2').round(6, Big.roundDown);

    await inviter.goto(`${server.base}/pages/promotion/records`);
    const line = inviter.getByTestId('referral-rebate');
    await line.first().waitFor();
    expect(await line.count()).toBe(1);
    expect(await line.getAttribute('data-trade-id')).toBe(String(order.id));
    expect(await line.getAttribute('data-status')).toBe('pending');
    expect(await line.getByTestId('referral-rebate-trade').innerText()).toBe(String(order.id));
    expect(figure(await line.getByTestId('referral-rebate-fee').innerText())).toBe(fee.toFixed());
    expect(await line.getByTestId('referral-rebate-fee').innerText()).toContain(order.fee_coin);
    expect(figure(await line.getByTestId('referral-rebate-amount').innerText())).toBe(rebate.toFixed());
    expect(await line.getByTestId('referral-rebate-ratio').innerText()).toBe('20%');
    expect(await line.getByTestId('referral-rebate-status').innerText()).toBe(
      textOf(en, 'referral.status.pending'),
    );
    // The API says the same of that line.
    const lines = await call<{ list: RebateLine[] }>(inviterToken, 'POST', 'user/my_account_return', {});
    expect(lines.list).toMatchObject([{ trade_id: order.id, product: 'spot', status: 'pending' }]);
    await screenshot(inviter, 'referral-records-pending-en');

    await inviter.getByTestId('referral-tab-invites').click();
    const invitee = inviter.getByTestId('referral-invitee');
    await invitee.first().waitFor();
    expect(await invitee.count()).toBe(1);
    expect(await invitee.getByTestId('referral-invitee-traded').getAttribute('data-on')).toBe('true');
    await screenshot(inviter, 'referral-invites-en');

    await inviter.goto(`${server.base}/pages/promotion/index`);
    await inviter.getByTestId('referral-invite').waitFor();
    expect(await inviter.getByTestId('referral-invited').innerText()).toBe('1');
    expect(figure(await inviter.getByTestId('referral-pending').innerText())).toBe(rebate.toFixed());

    // Past the next full hour the engine pays it into the inviter's spot account.
    clock.advance(HOUR + 60_000);
    await expect
      .poll(
        async () => {
          await inviter.goto(`${server.base}/pages/promotion/records`);
          await line.first().waitFor();
          return line.getAttribute('data-status');
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe('paid');
    await screenshot(inviter, 'referral-records-en');

    await inviter.goto(`${server.base}/pages/promotion/ranking`);
    const first = inviter.getByTestId('referral-ranking-row').first();
    await first.waitFor();
    expect(await first.getAttribute('data-rank')).toBe('1');
    expect(figure(await first.getByTestId('referral-ranking-income').innerText())).toBe(rebate.toFixed());
    await screenshot(inviter, 'referral-ranking-en');
  });

  it('saves the kickback for friends who join from now on', async () => {
    const en = await locale('en', 'referral');
    await inviter.goto(`${server.base}/pages/promotion/index`);
    await inviter.getByTestId('referral-kickback').waitFor();
    expect(await inviter.getByTestId('referral-kickback-save').isDisabled()).toBe(true);
    await inviter.getByTestId('referral-kickback-0.1').click();
    expect(await inviter.getByTestId('referral-kickback-split').innerText()).toBe(
      textOf(en, 'referral.kickback.split').replace('{{mine}}', '10%').replace('{{theirs}}', '10%'),
    );
    await inviter.getByTestId('referral-kickback-save').click();
    await expect.poll(() => inviter.getByTestId('referral-kickback-save').isDisabled()).toBe(true);
    const share = await call<{ kickback: string }>(inviterToken, 'GET', 'user/my_share');
    expect(share.kickback).toBe('0.1');
    await toastsGone(inviter);
  });

  it.each(['zh-CN', 'th'])('reads the referral screens in %s at 360 px', async (lang) => {
    const texts = await locale(lang, 'referral');
    await inviter.evaluate((l) => localStorage.setItem('lang', l), lang);
    await inviter.goto(`${server.base}/pages/promotion/index`);
    await inviter.getByTestId('referral-invite').waitFor();
    expect(await inviter.getByTestId('referral-page').innerText()).toContain(
      textOf(texts, 'referral.how.title'),
    );
    await screenshot(inviter, `referral-index-${lang}`);
    await inviter.getByTestId('referral-poster-open').click();
    await inviter.getByTestId('referral-poster-image').waitFor();
    expect(await readQr(await shownImage(inviter, 'referral-poster-image'))).toBe(link);
    await screenshot(inviter, `referral-poster-${lang}`);
    await inviter.goto(`${server.base}/pages/promotion/ranking`);
    await inviter.getByTestId('referral-ranking-row').first().waitFor();
    await screenshot(inviter, `referral-ranking-${lang}`);
    await inviter.goto(`${server.base}/pages/promotion/records`);
    await inviter.getByTestId('referral-rebate').first().waitFor();
    await toastsGone(inviter);
    await screenshot(inviter, `referral-records-${lang}`);
    await inviter.getByTestId('referral-tab-invites').click();
    await inviter.getByTestId('referral-invitee').first().waitFor();
    await screenshot(inviter, `referral-invites-${lang}`);
  });
});
