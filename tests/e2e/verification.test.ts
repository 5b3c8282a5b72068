import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { pngImage } from '../helpers/images';
import { errorUnder, locale, openPhone, registerInPage, screenshot, submitRefused } from './browser';
import { startReviewServer } from './reviewServer';

type Text = Record<string, Record<string, string>>;
/** A nested key of the locale file ("verification.state.pending"). */
const say = (text: Text, key: string, params: Record<string, string> = {}): string => {
  let node: unknown = text;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text for ${key}`);
  return Object.entries(params).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), node);
};

let review: Awaited<ReturnType<typeof startReviewServer>>;
let files: Record<'front' | 'back' | 'holding' | 'huge', string>;
let fileDir: string;

beforeAll(async () => {
  review = await startReviewServer();
  fileDir = await mkdtemp(path.join(tmpdir(), 'tw-e2e-photos-'));
  const write = async (name: string, data: Buffer) => {
    const file = path.join(fileDir, name);
    await writeFile(file, data);
    return file;
  };
  files = {
    front: await write('front.png', pngImage(320, 200, [23, 104, 232])),
    back: await write('back.png', pngImage(320, 200, [18, 183, 106])),
    holding: await write('holding.png', pngImage(240, 320, [240, 68, 56])),
    // Over the default 5 MB: refused in the page before a byte is sent.
    huge: await write(
      'huge.png',
      Buffer.concat([pngImage(8, 8, [0, 0, 0]), Buffer.alloc(5 * 1024 * 1024 + 1)]),
    ),
  };
}, 180_000);
afterAll(async () => {
  await review?.stop();
  await rm(fileDir, { recursive: true, force: true });
});

/**
 * A new user verifies their identity: basic details go under review, an operator approves them
 * (through the operator functions, see ./reviewServer.ts), then the advanced level with three
 * real photos — one upload fails and is retried, one is removed after the confirm.
 */
describe.each(['en', 'zh-CN'])('identity verification in %s', (lang) => {
  let context: BrowserContext;
  let page: Page;
  let text: Text;
  let userId: number;

  beforeAll(async () => {
    ({ context, page } = await openPhone(lang));
    text = await locale(lang, 'funds');
  });
  afterAll(() => context.close());

  const toast = () => page.locator('.rv-toast__info').last();
  const stateOf = (level: string) => page.getByTestId(`${level}-state`);
  const photo = (slot: string) => page.getByTestId(`photo-${slot}`);

  it('shows both levels not verified, advanced waiting for basic', async () => {
    await page.goto(review.url('/pages/index/index'));
    ({ userId } = await registerInPage(page, `kyc${lang.replace('-', '').toLowerCase()}${Date.now() % 1e8}`));
    await page.goto(review.url('/pages/verification/index'));
    await expect.poll(() => stateOf('basic').getAttribute('data-state')).toBe('none');
    expect(await stateOf('basic').innerText()).toBe(say(text, 'verification.state.none'));
    expect(await page.getByTestId('advanced-start').isDisabled()).toBe(true);
    expect(await page.getByTestId('level-advanced').innerText()).toContain(
      say(text, 'errors.verification_basic_first'),
    );
    await screenshot(page, `verification-index-new-${lang}`);
  });

  it('submits basic details and shows them under review', async () => {
    await page.getByTestId('basic-start').click();
    await page.getByTestId('verification-basic-page').waitFor();
    // Nothing sent yet: the button is off and names the first field to fill.
    await expect
      .poll(() => submitRefused(page, 'basic-submit'))
      .toBe(say(text, 'errors.verification_country_required'));

    await page.locator('input[name="country"]').click();
    await page
      .locator('[data-testid="country-list"] .rv-cell')
      .filter({ has: page.locator('.rv-cell__value', { hasText: /^DE$/ }) })
      .click();
    await page.locator('input[name="id_type"]').click();
    await page
      .locator('.rv-action-sheet__item', { hasText: say(text, 'verification.id_type.passport') })
      .click();
    await page.fill('input[name="id_number"]', 'C0<');
    await expect
      .poll(() => errorUnder(page, 'id_number').innerText())
      .toBe(say(text, 'errors.verification_id_number_invalid'));
    await screenshot(page, `verification-basic-error-${lang}`);
    await page.fill('input[name="id_number"]', 'C01X00T47');
    await page.fill('input[name="name"]', 'Erika Mustermann');
    await expect.poll(() => page.locator('input[name="country"]').inputValue()).not.toBe('');
    await screenshot(page, `verification-basic-${lang}`);
    await page.getByTestId('basic-submit').click();

    await page.waitForURL('**/pages/verification/index');
    await expect.poll(() => stateOf('basic').innerText()).toBe(say(text, 'verification.state.pending'));
    expect(await page.getByTestId('level-basic').innerText()).toContain('C0*****47');
    expect(await page.getByTestId('level-basic').innerText()).not.toContain('C01X00T47');
  });

  it('shows basic verified once an operator approves it', async () => {
    await review.approve(userId, 'basic');
    await page.reload();
    await expect.poll(() => stateOf('basic').innerText()).toBe(say(text, 'verification.state.approved'));
    expect(await page.getByTestId('advanced-start').isDisabled()).toBe(false);
  });

  it('takes three photos: refuses an oversized one, retries a failed upload, removes one after the confirm', async () => {
    await page.getByTestId('advanced-start').click();
    await page.getByTestId('verification-advanced-page').waitFor();
    await page.fill('textarea[name="address"]', 'Heidestraße 17, 51147 Köln');

    await page.getByTestId('photo-front-input').setInputFiles(files.huge);
    await expect.poll(() => toast().innerText()).toBe(say(text, 'errors.upload_too_large', { max: '5 MB' }));
    expect(await photo('front').getAttribute('data-status')).toBe('empty');

    await page.getByTestId('photo-front-input').setInputFiles(files.front);
    await expect.poll(() => photo('front').getAttribute('data-status')).toBe('done');

    // The network drops during the next upload: the photo says so and offers a retry.
    await page.route('**/api/upload', (route) => route.abort('connectionreset'), { times: 1 });
    await page.getByTestId('photo-back-input').setInputFiles(files.back);
    await expect.poll(() => photo('back').getAttribute('data-status')).toBe('failed');
    expect(await page.getByTestId('photo-back-retry').innerText()).toBe(say(text, 'upload.failed_retry'));
    await screenshot(page, `verification-advanced-failed-${lang}`);
    await page.getByTestId('photo-back-retry').click();
    await expect.poll(() => photo('back').getAttribute('data-status')).toBe('done');

    // Holding photo: the wrong one first; removing it asks, and "cancel" keeps it.
    await page.getByTestId('photo-holding-input').setInputFiles(files.back);
    await expect.poll(() => photo('holding').getAttribute('data-status')).toBe('done');
    await page.getByTestId('photo-holding-remove').click();
    await expect
      .poll(() => page.locator('.rv-dialog__message').innerText())
      .toBe(say(text, 'upload.remove_confirm'));
    await page.locator('.rv-dialog__cancel').click();
    expect(await photo('holding').getAttribute('data-status')).toBe('done');
    await page.getByTestId('photo-holding-remove').click();
    await page.locator('.rv-dialog__confirm').click();
    await expect.poll(() => photo('holding').getAttribute('data-status')).toBe('empty');
    await page.getByTestId('photo-holding-input').setInputFiles(files.holding);
    await expect.poll(() => photo('holding').getAttribute('data-status')).toBe('done');

    // Each preview shows the picture itself.
    for (const slot of ['front', 'back', 'holding']) {
      await expect
        .poll(() =>
          photo(slot)
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    await page.waitForTimeout(400); // dialogs fade out
    await screenshot(page, `verification-advanced-${lang}`);
    await page.getByTestId('advanced-submit').click();
    await page.waitForURL('**/pages/verification/index');
    await expect.poll(() => stateOf('advanced').innerText()).toBe(say(text, 'verification.state.pending'));
    await screenshot(page, `verification-index-${lang}`);
  });

  it('shows the security centre with passwords set and the verification status', async () => {
    await page.goto(review.url('/pages/security/index'));
    await page.getByTestId('security-page').waitFor();
    await expect
      .poll(() => page.getByTestId('security-verification-state').innerText())
      .toBe(say(text, 'verification.state.approved'));
    const body = await page.getByTestId('security-page').innerText();
    expect(body).toContain(say(text, 'security.login_password'));
    expect(body).toContain(say(text, 'security.set'));
    await page.getByTestId('linked-wallets').waitFor();
    await screenshot(page, `security-${lang}`);
    await page.getByText(say(text, 'security.fund_password')).click();
    await page.getByTestId('change-pay-password-page').waitFor();
  });
});
