import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { LANGUAGES } from '../../src/core/languages';
import { newSession } from '../helpers/newAccount';
import { locale, openPhone, screenshot, url } from './browser';

/*
 * A screen's purpose is in reach when it opens (issue 29: Up, Down and Flat lay under the tab bar,
 * and the contract form started 1,400 px down). On a 360 × 780 phone, signed in, each trading
 * screen's primary action is inside the viewport and is what a tap at its centre lands on: not
 * under the tab bar, a fixed bar or a sheet. Checked in English, Chinese and Thai, whose labels
 * are the widest and the tallest. One account, one phone per language.
 *
 * Not here: withdraw, deposit and transfer. Their buttons end a form the user fills from the top
 * (the button says why it is off until then), and they are another branch's screens this issue.
 */
const VIEWPORT = { width: 360, height: 780 };
const SYMBOL = encodeURIComponent('BTC/USDT');

const SCREENS: { name: string; route: string; ready: string; actions: string[] }[] = [
  {
    name: 'spot',
    route: `/pages/trade/index?symbol=${SYMBOL}`,
    ready: 'order-form',
    actions: ['order-submit'],
  },
  {
    name: 'options',
    route: `/pages/option/index?symbol=${SYMBOL}`,
    ready: 'option-available',
    actions: ['direction-up', 'direction-down', 'direction-flat'],
  },
  {
    name: 'contract',
    route: `/pages/contract/index?symbol=${SYMBOL}`,
    ready: 'contract-form',
    actions: ['contract-submit'],
  },
];

/** Where a tap at the element's centre lands, and whether the whole element is on screen. */
const reach = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inViewport: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      hittable: hit !== null && (hit === el || el.contains(hit)),
      hitInstead: hit && hit !== el && !el.contains(hit) ? `${hit.tagName}.${hit.className}` : null,
    };
  });

describe('the primary action at 360 × 780, without scrolling', () => {
  let session: { token: string; user: string };
  beforeAll(async () => {
    session = await newSession(url(''), 'fold');
  });

  describe.each(['en', 'zh-CN', 'th'])('in %s', (lang) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openPhone(lang, VIEWPORT));
      await context.addInitScript(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      }, session);
    });
    afterAll(() => context.close());

    it.each(SCREENS)('is in reach on $name', async ({ name, route, ready, actions }) => {
      await page.goto(url(route));
      await page.getByTestId(ready).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `fold-${name}-${lang}`);
      for (const action of actions) {
        const button = page.getByTestId(action);
        await button.waitFor();
        expect({ action, ...(await reach(button)) }).toEqual({
          action,
          inViewport: true,
          hittable: true,
          hitInstead: null,
        });
      }
    });

    it('is in reach in the options purchase sheet', async () => {
      await page.goto(url(`/pages/option/index?symbol=${SYMBOL}`));
      await page.getByTestId('option-available').waitFor();
      await page.getByTestId('direction-up').click();
      await page.locator('[data-testid^="period-"]').first().click();
      await page.getByTestId('option-amount').fill('10');
      await page.waitForTimeout(400); // the sheet's slide-in
      await screenshot(page, `fold-option-sheet-${lang}`);
      expect(await reach(page.getByTestId('option-confirm'))).toEqual({
        inViewport: true,
        hittable: true,
        hitInstead: null,
      });
    });
  });
});

/*
 * The tab bar's label for contracts and options fits one line at 360 px in every language
 * ("Contracts & options" wrapped onto two): each language's label is laid out in the tab itself.
 */
describe('the tab bar at 360 px', () => {
  it('keeps every language’s label of the futures tab on one line', async () => {
    const { context, page } = await openPhone('en', VIEWPORT);
    await page.goto(url(`/pages/contract/index?symbol=${SYMBOL}`));
    const label = page.getByTestId('tab-bar').locator('[aria-current="page"] span');
    await label.waitFor();
    const labels: Record<string, string> = {};
    for (const { code } of LANGUAGES) labels[code] = (await locale(code)).tab!.contracts_options!;
    // Every label measured in one synchronous pass: a re-render of the tab bar between two
    // measurements (the page still settling under load) cannot swap the element being measured.
    const laidOut = await label.evaluate((el, labels) => {
      const shown = el.textContent;
      el.textContent = 'A';
      const oneLine = el.getBoundingClientRect().height;
      const result: Record<string, string> = {};
      for (const [code, text] of Object.entries(labels)) {
        el.textContent = text;
        const box = el.getBoundingClientRect();
        const lines = Math.round(box.height / oneLine);
        const fits = box.width <= el.parentElement!.clientWidth;
        result[`${code} ${text}`] =
          `${lines} line${lines > 1 ? 's' : ''}${fits ? '' : ', wider than its tab'}`;
      }
      el.textContent = shown;
      return result;
    }, labels);
    expect(Object.entries(laidOut).filter(([, how]) => how !== '1 line')).toEqual([]);
    await context.close();
  });
});
