import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildWeb } from '../../src/server/cli/buildWeb';
import { webBuildIsStale } from '../../src/server/cli/webBuild';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';
import { startServer } from './server';
import { readManifest, staticClosure, walletEntries } from './bundle';

/**
 * `npm run size`: what a phone downloads to show a route, measured in Chromium and gzipped
 * at level 9 file by file; then what each wallet button adds on the login screen. Fails when a
 * route's scripts pass the budget.
 * Usage: npm run size [-- /route ...] (default: the home route).
 */
const root = path.resolve(import.meta.dirname, '../..');
/** A route's scripts, gzipped: above this the command fails. */
const HOME_SCRIPT_BUDGET = 125 * 1024;
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (routes.length === 0) routes.push('/pages/index/index');

if (webBuildIsStale(root)) buildWeb(root);
const executablePath = ensureChromium();
const dataDir = await mkdtemp(path.join(tmpdir(), 'tw-size-'));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzipOf = (file: string) => gzipSync(readFileSync(path.join(root, 'dist', file)), { level: 9 }).length;
const loaded = new Map<string, Set<string>>();
try {
  for (const route of [...routes, '/pages/user/login/login']) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const files: { name: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      const u = new URL(response.url());
      if (u.pathname.startsWith('/api/') || response.status() !== 200) return;
      const body = await response.body().catch(() => null);
      if (body) files.push({ name: u.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    await page.close();
    loaded.set(route, new Set(files.map((f) => f.name.slice(1))));
    if (!routes.includes(route)) continue;
    files.sort((a, b) => b.gzip - a.gzip);
    console.log(`\n${route}`);
    for (const f of files)
      console.log(`  ${kb(f.gzip).padStart(9)} gzip  ${kb(f.raw).padStart(9)} raw  ${f.name}`);
    const sum = (list: typeof files) => list.reduce((s, f) => s + f.gzip, 0);
    const total = sum(files);
    console.log(
      `  ${kb(total).padStart(9)} gzip in ${files.length} files (${total} bytes), page and styles included`,
    );
    // Issue 14's budget is the scripts: the page now carries the drawn screen, which is content.
    const scripts = files.filter((f) => f.name.endsWith('.js'));
    const scriptBytes = sum(scripts);
    const over = scriptBytes > HOME_SCRIPT_BUDGET;
    console.log(
      `  ${kb(scriptBytes).padStart(9)} gzip in ${scripts.length} scripts (${scriptBytes} bytes; goal ≤ ${kb(HOME_SCRIPT_BUDGET)})${over ? '  OVER BUDGET' : ''}`,
    );
    if (over) process.exitCode = 1;
  }
  // Wallet code arrives only when a button on the login screen is tapped: count what it adds.
  const manifest = readManifest();
  const onLogin = loaded.get('/pages/user/login/login') ?? new Set<string>();
  console.log('\nwallet code, added on tap (beyond the login screen)');
  for (const entry of walletEntries(manifest)) {
    const added = staticClosure(manifest, entry.key).filter((f) => !onLogin.has(f));
    const total = added.reduce((sum, f) => sum + gzipOf(f), 0);
    console.log(`  ${kb(total).padStart(9)} gzip in ${added.length} files  ${entry.name}`);
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
