import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { contentSecurityPolicy, cspHeaderValue } from '../../../src/server/http/securityHeaders';

const here = import.meta.dirname;
/** The made-up origin the harness is served from (no listening socket: Playwright answers). */
export const HARNESS_ORIGIN = 'http://chart.harness';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** The app's own Content-Security-Policy, so the chart is seen running under it. */
const CSP = cspHeaderValue(contentSecurityPolicy({ publicOrigin: HARNESS_ORIGIN, walletConnect: false }));

/** Builds the harness page (the real chart code, production mode) into a temp dir. */
export async function buildChartHarness(options: { minify?: boolean } = {}): Promise<string> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const outDir = await mkdtemp(path.join(tmpdir(), 'tw-chart-harness-'));
  await build({
    configFile: false,
    root: here,
    base: '/',
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { __APP_VERSION__: JSON.stringify('harness') },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      minify: options.minify ?? true,
    },
  });
  return outDir;
}

/** Serves the built harness to `page` at HARNESS_ORIGIN; /api calls go to `api` when given. */
export async function serveChartHarness(page: Page, dir: string, api?: (url: URL) => unknown): Promise<void> {
  await page.route(`${HARNESS_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/')) {
      if (!api) return route.abort();
      const data = api(url);
      if (data === undefined) return route.fulfill({ status: 500, body: 'no answer' });
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ type: 'ok', code: 1, message: 'OK', data }),
      });
    }
    const file = url.pathname === '/' ? '/index.html' : url.pathname;
    try {
      const body = await readFile(path.join(dir, file));
      return route.fulfill({
        body,
        contentType: types[path.extname(file)] ?? 'application/octet-stream',
        headers: { 'content-security-policy': CSP },
      });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
}
