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
    const texts = await page.evaluate(
      (name) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(e.name))
          .map((e) => (e as PerformanceResourceTiming).initiatorType),
      lang,
    );
    // Asked for by the page's <link rel="modulepreload">, once.
    expect(texts).toEqual(['link']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

    // The app told the server its language: the next page comes written in it.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'tw_lang')?.value).toBe(lang);
    const next = await page.evaluate(async () => (await fetch('/pages/trade/index')).text());
    expect(next).toContain(`<html lang="${lang}"`);
    await context.close();
  });
});
