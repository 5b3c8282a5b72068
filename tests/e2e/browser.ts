import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { mergeTexts, readFeatureTexts, readStartTexts } from '../../src/server/localeFiles';
import { rawKeyFinder } from '../helpers/rawKeys';
import { usernameRegistration } from '../helpers/newAccount';
import { CHROMIUM_ARGS } from '../tools/chromium';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/**
 * Collects every Content-Security-Policy violation in the context's pages: the page's
 * `securitypolicyviolation` events (what was blocked, by which directive) and Chromium's
 * "Refused to …" console messages (which also cover workers). The app must run under its policy.
 */
export async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__twCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __twCspViolation?: (t: string) => void }).__twCspViolation;
      const where = e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber}:${e.columnNumber})` : '';
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} on ${e.documentURI}${where}`);
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/^Refused to /.test(message.text())) violations.push(message.text());
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}

/**
 * Collects every message key shown as text in the context's pages, from before the first paint:
 * text as it is added or changed (a toast that shows for two seconds included), and the
 * placeholders, labels and titles of elements. The page reports what has a key's shape; which of
 * that is a key is decided here (tests/helpers/rawKeys.ts).
 */
export async function collectRawKeys(context: BrowserContext): Promise<string[]> {
  const finder = rawKeyFinder();
  const found: string[] = [];
  await context.exposeBinding('__twKeyShaped', (_source, candidate: string, where: string) => {
    if (finder.isRawKey(candidate)) found.push(`${candidate} (${where})`);
  });
  await context.addInitScript((pattern: string) => {
    const report = (window as unknown as { __twKeyShaped?: (text: string, where: string) => void })
      .__twKeyShaped;
    const shape = new RegExp(pattern, 'g');
    const ATTRIBUTES = ['placeholder', 'aria-label', 'title'];
    const check = (text: string | null, where = location.pathname) => {
      for (const [candidate] of (text ?? '').matchAll(shape)) report?.(candidate, where);
    };
    const hidden = (element: Element | null) =>
      !element || element.closest('script, style, noscript, template');
    const checkNode = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!hidden(node.parentElement)) check(node.nodeValue);
        return;
      }
      if (!(node instanceof Element) || hidden(node)) return;
      for (const element of [node, ...node.querySelectorAll('*')])
        for (const name of ATTRIBUTES) check(element.getAttribute(name), `${name} on ${location.pathname}`);
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode())
        if (!hidden(text.parentElement)) check(text.nodeValue);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach(checkNode);
        else if (record.type === 'characterData') checkNode(record.target);
        else check((record.target as Element).getAttribute(record.attributeName!));
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ATTRIBUTES,
    });
  }, finder.pattern);
  return found;
}

let browser: Promise<Browser> | null = null;

/** One Chromium per test file: a phone is a new context in it (a tenth of a new browser's start). */
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: inject('chromium'), headless: true, args: CHROMIUM_ARGS });
  return browser;
}

/** Closes the test file's Chromium: called after each file by setup.ts. */
export async function closeSharedBrowser(): Promise<void> {
  const started = browser;
  browser = null;
  if (started) await (await started).close();
}

/**
 * A phone-sized browser context with its own storage; nothing leaves the machine. A request to any other
 * host is blocked and makes `context.close()` fail: the app must not lean on third-party servers
 * (a CDN picture, a web font, a tracker), which wallet browsers may not reach and users did not
 * agree to. A Content-Security-Policy violation fails `context.close()` too, and so does a message
 * key shown as text (`errors.code_too_frequent` in a toast) on any screen the test opened.
 */
export async function openPhone(
  lang: string,
  options: {
    userAgent?: string;
    width?: number;
    height?: number;
    javaScriptEnabled?: boolean;
    /** The app's service worker: only the offline tests want it (see below). */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<{ context: BrowserContext; page: Page; rawKeys: readonly string[] }> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    viewport: { width: options.width ?? 390, height: options.height ?? 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: lang,
    userAgent: options.userAgent,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    // A worker's own requests escape page.route: a test that drops or counts what the app asks
    // for must see every request, so the worker is off unless a test is about it.
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const base = new URL(inject('baseUrl'));
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === base.hostname) return route.continue();
    blocked.push(url.href);
    return route.abort();
  });
  const violations = await collectCspViolations(context);
  const rawKeys = await collectRawKeys(context);
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    if (blocked.length) throw new Error(`the app fetched from other hosts: ${blocked.join(', ')}`);
    if (violations.length) throw new Error(`the app broke its CSP: ${[...new Set(violations)].join('\n')}`);
    if (rawKeys.length) throw new Error(`the app showed message keys: ${[...new Set(rawKeys)].join('\n')}`);
  };
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page, rawKeys };
}

export const url = (p: string) => `${inject('baseUrl')}${p}`;

/** The newest code the dev outbox holds for this address, as a person would read it there. */
export async function codeFromOutbox(to: string): Promise<string> {
  const dir = path.join(inject('dataDir'), 'outbox');
  const names = (await readdir(dir)).sort().reverse();
  for (const name of names) {
    // Notices (a bank card change) go to the same address without a code.
    const message = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string; code?: string };
    if (message.to === to && message.code) return message.code;
  }
  throw new Error(`no code for ${to} in the outbox`);
}

/**
 * Every toast gone (they would cover the screen in a screenshot). Two can be in the page at once
 * (one fading out as the next shows), so this waits for none to be visible, not for "the" toast.
 */
export const toastsGone = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.rv-toast')].every((t) => t.getClientRects().length === 0),
  );

/**
 * Opens a trade screen's folded chart with the header's button, once the app has taken the screen
 * over (a tap on the server's markup before then does nothing): the chart is folded until asked for.
 */
export async function openChart(page: Page): Promise<void> {
  const section = page.getByTestId('chart-section');
  // A tap that did open it shows the section at once; one that did not is tapped again.
  for (let tap = 0; tap < 10 && (await section.count()) === 0; tap++) {
    await page.getByTestId('chart-toggle').click();
    await section.waitFor({ timeout: 3000 }).catch(() => {});
  }
  await section.waitFor();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.waitForTimeout(350); // let transitions settle
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * The texts of a language as the app shows them on a feature's screens: the main file, plus the
 * features' own files (deep-merged: a feature adds keys to namespaces such as `errors`).
 */
/** A text of `locale()`'s tree by its dotted key; a missing one fails the test at once. */
export function textOf(texts: object, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value;
}

export async function locale(
  lang: string,
  ...features: string[]
): Promise<Record<string, Record<string, string>>> {
  const dir = path.resolve(import.meta.dirname, '../../locales');
  const texts = readStartTexts(lang, dir);
  for (const feature of features)
    mergeTexts(texts, readFeatureTexts(feature, lang, dir), `${feature}/${lang}.json`);
  return texts as Record<string, Record<string, string>>;
}

/**
 * Registers a username account from inside the page, as the app would, and keeps its session
 * in the page's storage, with the signed-in hint the app's sign-in keeps beside it (so the next
 * page is drawn for a signed-in reader, and does not move under a tap as the app takes it over);
 * `{ hint: false }` leaves the hint out, as for a session kept from before it existed.
 * Returns the token and the user's id.
 */
export async function registerInPage(
  page: Page,
  username: string,
  { hint = true }: { hint?: boolean } = {},
): Promise<{ token: string; userId: number }> {
  return page.evaluate(
    async ({ form, hint }) => {
      const body = new URLSearchParams(form);
      const res = (await (await fetch('/api/user/register', { method: 'POST', body })).json()) as {
        data: { token: string; user: { id: number } };
      };
      localStorage.setItem('token', res.data.token);
      localStorage.setItem('user', JSON.stringify(res.data.user));
      if (hint) {
        const kept = document.cookie
          .split('; ')
          .find((c) => c.startsWith('tw_choices='))
          ?.slice('tw_choices='.length);
        const choices = [decodeURIComponent(kept ?? ''), 'session.signed_in:1'].filter(Boolean).join(',');
        document.cookie = `tw_choices=${encodeURIComponent(choices)}; path=/; max-age=31536000; samesite=lax`;
      }
      return { token: res.data.token, userId: res.data.user.id };
    },
    { form: usernameRegistration(username), hint },
  );
}

/** The error react-vant's Field shows under the input or textarea named `name`. */
export const errorUnder = (page: Page, name: string) =>
  page.locator(`.rv-field:has([name="${name}"]) .rv-field__error-message`);

/** A form's submit button is off and says why underneath (ui/forms/SubmitButton). */
export async function submitRefused(page: Page, testId: string): Promise<string> {
  if (!(await page.getByTestId(testId).isDisabled())) throw new Error(`${testId} is enabled`);
  return page.getByTestId(`${testId}-reason`).innerText();
}
