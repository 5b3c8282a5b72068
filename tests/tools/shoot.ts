import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildWeb } from '../../src/server/cli/buildWeb';
import { webBuildIsStale } from '../../src/server/cli/webBuild';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';
import { newSession } from '../helpers/newAccount';
import { startServer } from './server';

/**
 * Screenshots of routes on a phone, for looking at a screen while building it:
 * `npx tsx tests/tools/shoot.ts /pages/index/index [more routes] --lang en,zh-CN --wait 3000 [--width 360]
 * [--height 780] [--signed-in]`. With --signed-in each language's phone registers a new username
 * account first.
 * Files go to tests/artifacts/screenshots/manual-<route>-<lang>.png.
 */
const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const routes = args.filter((a) => a.startsWith('/'));
const langs = option('lang', 'en,zh-CN').split(',');
const waitMs = Number(option('wait', '2500'));
const width = Number(option('width', '390'));
const height = Number(option('height', '844'));
const signedIn = args.includes('--signed-in');
const out = path.join(root, 'tests/artifacts/screenshots');

/** A new username account, its session stored in the page as the app stores it. */
async function register(page: Page, base: string) {
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    await newSession(base, 'shot'),
  );
}

if (webBuildIsStale(root)) buildWeb(root);
await mkdir(out, { recursive: true });
const dataDir = await mkdtemp(path.join(tmpdir(), 'tw-shoot-'));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  for (const lang of langs) {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: 2,
      isMobile: true,
      locale: lang,
    });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    if (signedIn) await register(page, server.url);
    for (const route of routes) {
      await page.goto(`${server.url}${route}`);
      await page.waitForTimeout(waitMs);
      const file = path.join(out, `manual-${route.replace(/[^a-z0-9]+/gi, '_')}-${lang}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
