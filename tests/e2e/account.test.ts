import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LANGUAGES } from '../../src/core/languages';
import { codeFromOutbox, errorUnder, locale, openPhone, screenshot, submitRefused, url } from './browser';

/**
 * A newcomer's first visit, in English and in Simplified Chinese: register by e-mail with the
 * code from the outbox, log out and in, switch through every language, change the password.
 */
describe.each(['en', 'zh-CN'])('account flow in %s', (lang) => {
  let context: BrowserContext;
  let page: Page;
  let text: Record<string, Record<string, string>>;
  const email = `e2e-${lang.toLowerCase()}-${Date.now()}@example.com`;

  beforeAll(async () => {
    ({ context, page } = await openPhone(lang));
    // Settings texts load with their screens (locales/settings); server messages are the server's.
    text = await locale(lang, 'settings', 'server');
  });
  afterAll(() => context.close());

  const toast = () => page.locator('.rv-toast__info').last();

  it('opens on the loading page, then home, in the browser’s language', async () => {
    await page.goto(url('/'));
    await page.waitForURL('**/pages/index/index');
    await expect.poll(() => page.locator('.tw-home-brand').innerText()).toBe(text.app!.name);
    expect(await page.locator('.tw-hero h1').innerText()).toBe(text.home!.headline);
    await screenshot(page, `home-${lang}`);
    await page.getByTestId('open-menu').click();
    await page.getByTestId('left-menu').waitFor();
    await screenshot(page, `menu-${lang}`);
    await page.locator('.rv-overlay').click({ position: { x: 370, y: 400 } });
  });

  it('sends a logged-out visitor of a login-only page to login, and back after registering', async () => {
    await page.goto(url('/pages/settings/account/index'));
    await page.waitForURL(
      /\/pages\/user\/login\/login\?backpage=%2Fpages%2Fsettings%2Faccount%2Findex&backtype=1/,
    );
    await page.getByTestId('login-page').waitFor();
    await screenshot(page, `login-${lang}`);
    expect(await submitRefused(page, 'login-submit')).toBe(text.errors!.account_required);
    await page.getByText(text.login!.to_register!).click();
    await page.getByTestId('register-page').waitFor();

    // A bad e-mail is said under the field, and no code is sent.
    await page.fill('input[name="account"]', 'e2e@');
    await page.getByTestId('send-code').click();
    await expect.poll(() => errorUnder(page, 'account').innerText()).toBe(text.errors!.email_invalid);
    expect(await page.locator('.rv-toast__info').count()).toBe(0);
    await page.fill('input[name="account"]', email);
    await expect.poll(() => errorUnder(page, 'account').count()).toBe(0);
    await page.getByTestId('send-code').click();
    await expect.poll(() => toast().innerText()).toBe(text.code!.sent);
    const code = await codeFromOutbox(email);
    await page.fill('input[name="code"]', code);
    await page.fill('input[name="password"]', 'secret123');
    await page.fill('input[name="re_password"]', 'secret124');
    await page.fill('input[name="pay_password"]', '123456');
    await page.fill('input[name="re_pay_password"]', '123456');
    await page.getByText(text.register!.agree_prefix!).click();
    // The mismatch shows under the repeat at once, and the button says why it is off.
    await expect
      .poll(() => errorUnder(page, 're_password').innerText())
      .toBe(text.errors!.passwords_mismatch);
    expect(await submitRefused(page, 'register-submit')).toBe(text.errors!.passwords_mismatch);
    await screenshot(page, `register-mismatch-${lang}`);
    await page.fill('input[name="re_password"]', 'secret123');
    await expect.poll(() => errorUnder(page, 're_password').count()).toBe(0);
    await screenshot(page, `register-${lang}`);
    await page.getByTestId('register-submit').click();

    await page.waitForURL('**/pages/settings/account/index');
    await page.getByText(email).waitFor();
    await screenshot(page, `account-${lang}`);

    // Home greets a newcomer as one, not with "welcome back" (issue 29).
    const nickname = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user')!) as { nickname: string }).nickname,
    );
    await page.goto(url('/pages/index/index'));
    await expect
      .poll(() => page.getByTestId('home-greeting').innerText())
      .toBe(text.home!.welcome_new!.replace('{{name}}', nickname));
    await screenshot(page, `home-new-account-${lang}`);
    await page.goto(url('/pages/settings/account/index'));
    await page.getByText(email).waitFor();
  });

  it('logs out, and logs in again with the same account', async () => {
    // Nothing may be asked of the server with the session that just ended.
    const refused: string[] = [];
    page.on('response', (r) => void (r.status() === 401 && refused.push(r.url())));
    await page.getByTestId('logout').click();
    await page.locator('.rv-dialog__confirm').click();
    await page.waitForURL('**/pages/index/index');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByTestId('home-login').waitFor();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);

    await page.getByTestId('home-login').click();
    await page.fill('input[name="account"]', email);
    await page.fill('input[name="password"]', 'wrongpass');
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => toast().innerText())
      .toBe(text.errors!.login_failed_left_other!.replace('{{count}}', '4'));
    await page.fill('input[name="password"]', 'secret123');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/pages/index/index');
    await expect.poll(() => page.locator('.tw-hero h1').innerText()).toContain(email.slice(0, 2));
    // Signing in again is a return.
    expect(await page.getByTestId('home-greeting').innerText()).toMatch(
      new RegExp(`^${text.home!.welcome_back!.replace('{{name}}', '.+')}$`),
    );
    // Signed in, the hero no longer asks to log in.
    expect(await page.locator('.tw-hero p').innerText()).toBe(text.home!.headline);
  });

  it('keeps a 24-letter nickname inside the greeting card', async () => {
    const nickname = 'Q'.repeat(24);
    await page.evaluate(async (name) => {
      const body = new URLSearchParams({ nickname: name });
      const headers = { Authorization: localStorage.getItem('token') ?? '' };
      await fetch('/api/user/nickname', { method: 'POST', headers, body });
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user', JSON.stringify({ ...user, nickname: name }));
    }, nickname);
    await page.reload();
    const greeting = page.getByTestId('home-greeting');
    await expect.poll(() => greeting.innerText()).toContain(nickname.slice(0, 8));
    const [hero, title] = await Promise.all([page.locator('.tw-hero').boundingBox(), greeting.boundingBox()]);
    expect(title!.x + title!.width).toBeLessThanOrEqual(hero!.x + hero!.width);
    expect(await greeting.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    await screenshot(page, `home-long-nickname-${lang}`);
  });

  it('opens settings and switches through all seven languages', async () => {
    await page.goto(url('/pages/settings/index'));
    await page.getByTestId('settings-page').waitFor();
    await screenshot(page, `settings-${lang}`);
    await page.getByText(text.settings!.language!, { exact: true }).click();
    await page.getByTestId('language-page').waitFor();
    const order = [...LANGUAGES.filter((l) => l.code !== lang), LANGUAGES.find((l) => l.code === lang)!];
    for (const { code, name } of order) {
      const other = await locale(code, 'settings');
      await page.getByText(name, { exact: true }).click();
      await expect.poll(() => page.locator('.rv-nav-bar__title').innerText()).toBe(other.language!.title);
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(code);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
    }
    await screenshot(page, `language-${lang}`);
  });

  it('changes the login password, and only the new one works afterwards', async () => {
    await page.goto(url('/pages/settings/security/changePassword'));
    await page.getByTestId('change-password-page').waitFor();
    await page.fill('input[name="old_password"]', 'secret123');
    await page.fill('input[name="password"]', 'new');
    await expect.poll(() => errorUnder(page, 'password').innerText()).toBe(text.errors!.password_min);
    expect(await submitRefused(page, 'change-password-submit')).toBe(text.errors!.password_min);
    await screenshot(page, `change-password-short-${lang}`);
    await page.fill('input[name="password"]', 'newsecret1');
    await page.fill('input[name="re_password"]', 'newsecret1');
    await screenshot(page, `change-password-${lang}`);
    await page.getByTestId('change-password-submit').click();
    // Hashing the new password can take a while on a busy machine.
    await expect.poll(() => toast().innerText(), { timeout: 10_000 }).toBe(text.password!.changed);

    const login = (password: string) =>
      page.evaluate(
        async ([account, pw]) =>
          (await (
            await fetch('/api/user/login', {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ account: account!, password: pw! }),
            })
          ).json()) as { type: string },
        [email, password],
      );
    expect((await login('secret123')).type).toBe('error');
    expect((await login('newsecret1')).type).toBe('ok');
  });

  it('shows the agreement and about screens', async () => {
    await page.goto(url('/pages/user/login/agree'));
    await page.getByTestId('agree-page').waitFor();
    const legal = (await locale(lang, 'legal')).agree as unknown as Record<string, { title: string }>;
    expect(await page.locator('.tw-doc h3').first().innerText()).toBe(legal.about!.title);
    // The products it covers, each with its own heading (issue 29: it named only spot and US stocks).
    for (const section of ['contracts', 'options', 'finance', 'subscriptions', 'p2p', 'privacy'])
      expect(await page.getByTestId(`agree-${section}`).locator('h3').innerText()).toBe(
        legal[section]!.title,
      );
    await screenshot(page, `agree-${lang}`);
    await page.goto(url('/pages/about/index'));
    await page.getByTestId('about-page').waitFor();
    await screenshot(page, `about-${lang}`);
  });
});
