import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltApp, type BuiltAppServer } from '../helpers/builtAppServer';

/*
 * How the server hands out the built app (issue 14's short critical path): the page in the
 * reader's language with that language's start-up texts preloaded, and the hashed files as the
 * build compressed them, kept for a year.
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js' },
  '../../locales/en.json': { file: 'assets/en-111.js' },
  '../../locales/zh-CN.json': { file: 'assets/zh-CN-222.js' },
  '../../locales/th.json': { file: 'assets/th-333.js' },
  // A screen family's texts, not the start-up ones.
  '../../locales/assets/zh-CN.json': { file: 'assets/zh-CN-444.js' },
  // A lazy route: its file, a chunk it shares with the app's entry, its style sheet.
  'pages/trade/index.tsx': {
    file: 'assets/trade-555.js',
    imports: ['_chart-666.js'],
    css: ['assets/trade-777.css'],
  },
  '_chart-666.js': { file: 'assets/chart-666.js', imports: ['index.html'] },
};
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe('the built app', () => {
  let server: BuiltAppServer;
  beforeAll(async () => {
    server = await serveBuiltApp(
      {
        'index.html': PAGE,
        '.vite/manifest.json': JSON.stringify(MANIFEST),
        // What the build writes: the file and its brotli and gzip copies (tagged, to tell them apart).
        'assets/index-abc.js': SCRIPT,
        'assets/index-abc.js.br': brotliCompressSync(`${SCRIPT}//br`),
        'assets/index-abc.js.gz': gzipSync(`${SCRIPT}//gz`),
        // The service worker, written beside the page by the build (vite-plugin-pwa).
        'sw.js': `self.__WB_MANIFEST = [];${SCRIPT}`,
      },
      { DEFAULT_LANGUAGE: 'en' },
    );
  });
  afterAll(() => server.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('writes the page in the language the app stored, and preloads that language’s texts', async () => {
    const res = await page('/pages/index/index', {
      cookie: 'other=1; tw_lang=zh-CN',
      'accept-language': 'th',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(preloads(res.body)).toEqual(['/assets/zh-CN-222.js']);
    // The preload sits in the head, before the app's own script asks for anything.
    expect(res.body.indexOf('zh-CN-222.js')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('follows the browser’s languages without a stored choice, then the default', async () => {
    const thai = await page('/', { 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' });
    expect(thai.body).toContain('<html lang="th">');
    expect(preloads(thai.body)).toEqual(['/assets/th-333.js']);

    const fallback = await page('/pages/trade/index', { cookie: 'tw_lang=xx', 'accept-language': 'de' });
    expect(fallback.body).toContain('<html lang="en">');
    expect(preloads(fallback.body)).toEqual(['/assets/en-111.js']);
  });

  it('never lets a cache keep the page, and says what it depends on', async () => {
    const res = await page('/pages/index/index');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('sends a hashed file as the build compressed it, kept for a year', async () => {
    const br = await page('/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${SCRIPT}//br`);

    const gz = await page('/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}//gz`);

    const plain = await page('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has the browser ask again for the service worker every time, so a deploy is seen', async () => {
    const res = await page('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the page', async () => {
    const res = await page('/assets/gone-000.js');
    expect(res.statusCode).toBe(404);
  });
});

/*
 * Home painted from HTML: the server puts the start screen's markup, drawn by the built renderer
 * (dist/.ssr/renderPage.js), in place of the splash, with the answers it was drawn from.
 */
const PAGE_WITH_SLOT = `<!doctype html>
<html lang="en">
  <head></head>
  <body>
    <div id="root">
      <!--page-->
      <div class="tw-splash"></div>
      <!--/page-->
    </div>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>`;
// A stand-in renderer: it writes what it was given, and fails when asked to.
const RENDERER = `
export const SERVER_RENDERED_PATHS = ['/pages/index/index'];
export function renderPage(url, lang, data) {
  if (url.includes('fail')) throw new Error('render failed');
  return '<main>' + lang + ' ' + data.quotation.pairs.map((p) => p.symbol).join(',') + '</main>';
}
export function renderShell(url, lang) {
  if (url.includes('fail')) throw new Error('render failed');
  return '<nav>' + lang + ' ' + url + '</nav>';
}
export function routeSources(url, lang) {
  return url.startsWith('/pages/trade/') ? ['pages/trade/index.tsx', '../../locales/assets/' + lang + '.json'] : [];
}`;

describe('the start screen drawn by the server', () => {
  let server: BuiltAppServer;
  beforeAll(async () => {
    server = await serveBuiltApp({
      'index.html': PAGE_WITH_SLOT,
      '.vite/manifest.json': JSON.stringify(MANIFEST),
      '.ssr/renderPage.js': RENDERER,
    });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
  const firstData = (html: string) =>
    JSON.parse(html.match(/<script type="application\/json" id="tw-first-data">(.*?)<\/script>/)![1]!) as {
      quotation: unknown;
      optionProducts?: unknown;
      newcoinSales?: unknown;
    };

  it('draws home in the reader’s language from the same answer the market call gives', async () => {
    const res = await get('/pages/index/index', { 'accept-language': 'th' });
    const quotation = (await get('/api/currency/quotation_new')).json<{
      data: { pairs: { symbol: string }[] };
    }>().data;
    const symbols = quotation.pairs.map((p) => p.symbol).join(',');
    expect(symbols).toContain('BTC/USDT');
    expect(res.body).toContain(
      `<div id="root" data-lang="th" data-drawn="screen" data-path="/pages/index/index"><main>th ${symbols}</main></div>`,
    );
    expect(res.body).not.toContain('tw-splash');
    expect(firstData(res.body).quotation).toEqual(quotation);
    // The app's script still comes after the markup and the answers it starts from.
    expect(res.body.indexOf('tw-first-data')).toBeLessThan(res.body.indexOf('/assets/index-abc.js'));
  });

  it('sends the other routes as their shell, with the market list their screens start from', async () => {
    const res = await get('/pages/trade/index?symbol=ETH%2FUSDT', { 'accept-language': 'zh-CN' });
    expect(res.body).toContain(
      '<div id="root" data-lang="zh-CN" data-drawn="shell"><nav>zh-CN /pages/trade/index?symbol=ETH%2FUSDT</nav></div>',
    );
    const quotation = (await get('/api/currency/quotation_new')).json<{ data: unknown }>().data;
    expect(firstData(res.body).quotation).toEqual(quotation);
  });

  it('brings the options periods to the options screen alone, as the periods call gives them', async () => {
    const periods = (await get('/api/microtrade/seconds')).json<{ data: { seconds: number }[] }>().data;
    expect(periods.length).toBeGreaterThan(0);
    expect(firstData((await get('/pages/option/index')).body).optionProducts).toEqual(periods);
    expect(firstData((await get('/pages/trade/index')).body).optionProducts).toBeUndefined();
  });

  it('brings the new-coin sales on offer to the finance tab alone, as their call gives them', async () => {
    const sales = (await get('/api/lh/send/get_recommend')).json<{ data: unknown }>().data;
    expect(firstData((await get('/pages/finance/index')).body).newcoinSales).toEqual(sales);
    expect(firstData((await get('/pages/option/index')).body).newcoinSales).toBeUndefined();
  });

  it('asks for a route’s own files with the app’s, once the shell has painted', async () => {
    const start = (html: string) =>
      JSON.parse(html.match(/<script type="application\/json" id="tw-start">(.*?)<\/script>/)![1]!) as {
        entry: string;
        preload: string[];
        styles: string[];
      };
    const trade = start((await get('/pages/trade/index', { 'accept-language': 'zh-CN' })).body);
    expect(trade).toEqual({
      entry: '/assets/index-abc.js',
      // The language's start-up texts, then the route's chunks and texts (not the entry again).
      preload: [
        '/assets/zh-CN-222.js',
        '/assets/trade-555.js',
        '/assets/chart-666.js',
        '/assets/zh-CN-444.js',
      ],
      styles: ['/assets/trade-777.css'],
    });
    // Home's screen is in the app's first files: nothing more to ask for.
    const home = start((await get('/pages/index/index', { 'accept-language': 'zh-CN' })).body);
    expect(home).toEqual({ entry: '/assets/index-abc.js', preload: ['/assets/zh-CN-222.js'], styles: [] });
  });

  it('keeps the splash when drawing fails', async () => {
    for (const url of ['/pages/index/index?fail=1', '/pages/trade/index?fail=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div class="tw-splash"></div>');
      expect(res.body, url).not.toContain('tw-first-data');
    }
  });

  it('does not hand out the build’s own records', async () => {
    for (const url of ['/.ssr/renderPage.js', '/.vite/manifest.json']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
