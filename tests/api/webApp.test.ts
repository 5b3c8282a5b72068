import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createManualFeed } from '../fixtures/manualFeed';
import { createTestDatabase } from '../helpers/testDb';

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
};
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe('the built app', () => {
  let app: FastifyInstance;
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tw-webapp-'));
    const webRoot = path.join(dir, 'dist');
    await mkdir(path.join(webRoot, 'assets'), { recursive: true });
    await mkdir(path.join(webRoot, '.vite'), { recursive: true });
    await writeFile(path.join(webRoot, 'index.html'), PAGE);
    await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // What the build writes: the file and its brotli and gzip copies (tagged, to tell them apart).
    const asset = path.join(webRoot, 'assets', 'index-abc.js');
    await writeFile(asset, SCRIPT);
    await writeFile(`${asset}.br`, brotliCompressSync(`${SCRIPT}//br`));
    await writeFile(`${asset}.gz`, gzipSync(`${SCRIPT}//gz`));
    database = await createTestDatabase('pglite');
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', DEFAULT_LANGUAGE: 'en' }),
      db: database.db,
      logger: false,
      webRoot,
      feed: createManualFeed(),
      stockFeed: createManualFeed(),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
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

  it('answers a missing file with 404, not with the page', async () => {
    const res = await page('/assets/gone-000.js');
    expect(res.statusCode).toBe(404);
  });
});
