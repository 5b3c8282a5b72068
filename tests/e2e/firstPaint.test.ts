import { describe, expect, it } from 'vitest';
import { openPhone, url } from './browser';

/*
 * Issue 14's critical path: the page arrives in the reader's language, and that language's
 * start-up texts are fetched by the page itself, beside the framework, not after it has run.
 */
describe.each(['zh-CN', 'th'])('the first visit in %s', (lang) => {
  it('fetches the start-up texts from the page, in the browser’s language, and remembers it', async () => {
    const { context, page } = await openPhone(lang);
    await page.goto(url('/pages/index/index'));
    await page.getByTestId('home-page').waitFor();
    const timing = await page.evaluate((name) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (pattern: RegExp) => entries.filter((e) => pattern.test(new URL(e.name).pathname));
      return {
        texts: find(new RegExp(`^/assets/${name}-[\\w-]+\\.js$`)).map((e) => e.startTime),
        framework: find(/^\/assets\/framework-[\w-]+\.js$/).map((e) => e.responseEnd),
      };
    }, lang);
    // Asked for once, by the page's own <link rel="modulepreload">: before the framework has
    // even arrived, let alone run and asked for it.
    expect(timing.texts).toHaveLength(1);
    expect(timing.texts[0]).toBeLessThan(timing.framework[0]!);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

    // The app told the server its language: the next page comes written in it.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'tw_lang')?.value).toBe(lang);
    const next = await page.evaluate(async () => (await fetch('/pages/trade/index')).text());
    expect(next).toContain(`<html lang="${lang}"`);
    await context.close();
  });
});

describe('home’s critical path', () => {
  it('asks for at most 6 scripts before home first shows', async () => {
    const { context, page } = await openPhone('en');
    // When home's screen enters the document: React's first render of it.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="home-page"]')) return;
        (window as unknown as { homeShownAt: number }).homeShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url('/pages/index/index'));
    await page.getByTestId('home-page').waitFor();
    const scripts = await page.evaluate(() => {
      const shownAt = (window as unknown as { homeShownAt: number }).homeShownAt;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < shownAt && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => new URL(e.name).pathname);
    });
    expect(scripts.length, scripts.join('\n')).toBeGreaterThan(0);
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(6);
    await context.close();
  });
});
