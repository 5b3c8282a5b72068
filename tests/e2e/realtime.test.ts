import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, WebSocket } from 'playwright-core';
import { openPhone, registerInPage, url } from './browser';

type Frame = { op?: string; ch?: string; data?: unknown };

describe('realtime in the browser', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openPhone('en'));
  });
  afterAll(() => context.close());

  it('home opens one socket, subscribes to tickers, and the list follows the live prices', async () => {
    const sockets: WebSocket[] = [];
    const sent: Frame[] = [];
    const received: Frame[] = [];
    page.on('websocket', (ws) => {
      sockets.push(ws);
      ws.on('framesent', (f) => sent.push(JSON.parse(String(f.payload)) as Frame));
      ws.on('framereceived', (f) => received.push(JSON.parse(String(f.payload)) as Frame));
    });
    await page.goto(url('/pages/index/index'));
    const btcLast = page
      .locator('[data-testid="market-list"] .tw-market-row')
      .first()
      .locator('.tw-market-last');
    await btcLast.waitFor();
    await expect
      .poll(() => received.filter((f) => f.ch === 'tickers').length, { timeout: 10_000 })
      .toBeGreaterThan(1);
    expect(sockets.map((s) => new URL(s.url()).pathname)).toEqual(['/api/ws']);
    expect(sent).toContainEqual({ op: 'sub', ch: 'tickers' });
    expect(received).toContainEqual({ op: 'subbed', ch: 'tickers' });

    // The simulated walk moves every second: the row shows what the socket brings.
    const first = await btcLast.innerText();
    await expect.poll(() => btcLast.innerText(), { timeout: 15_000 }).not.toBe(first);
  });

  it('a signed-in page signs its socket in', async () => {
    const sent: Frame[] = [];
    const received: Frame[] = [];
    page.on('websocket', (ws) => {
      ws.on('framesent', (f) => sent.push(JSON.parse(String(f.payload)) as Frame));
      ws.on('framereceived', (f) => received.push(JSON.parse(String(f.payload)) as Frame));
    });
    await page.goto(url('/pages/index/index'));
    await expect.poll(() => received.some((f) => f.op === 'subbed')).toBe(true);
    const { token } = await registerInPage(page, `rt${Date.now() % 1_000_000}`);
    await page.goto(url('/pages/index/index'));
    await expect
      .poll(() => sent.some((f) => f.op === 'auth' && (f as { token?: string }).token === token))
      .toBe(true);
    await expect.poll(() => received.some((f) => f.op === 'authed')).toBe(true);
  });
});
