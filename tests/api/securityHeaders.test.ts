import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_AFTER_PAINT_HASH } from '../../src/server/http/paintFirst';
import { serveBuiltApp, type BuiltAppServer as Server } from '../helpers/builtAppServer';

/*
 * The headers every answer carries: the app's page, its files, the API and the docs. The app
 * itself is seen running under this policy in the browser tests (tests/e2e/browser.ts).
 */
const serve = (env: Record<string, string>): Promise<Server> =>
  serveBuiltApp(
    { 'index.html': '<!doctype html><title>app</title>', 'assets/index-abc123.js': 'console.log(1)' },
    { PUBLIC_ORIGIN: 'https://app.example', ...env },
  );

/** The CSP as directive → sources. */
const policyOf = (header: unknown): Map<string, string[]> =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

const PATHS = [
  '/',
  '/pages/assets/deposit',
  '/assets/index-abc123.js',
  '/api/get/reg',
  '/api/nope',
  '/api/docs/',
];

describe('security headers', () => {
  let plain: Server;
  let proxied: Server;
  beforeAll(async () => {
    plain = await serve({});
    proxied = await serve({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await plain?.close();
    await proxied?.close();
  });

  it.each(PATHS)('%s may not be framed, sniffed or leak its path to other sites', async (url) => {
    const res = await plain.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBeLessThan(500);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = policyOf(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it("runs only this server's scripts and connects only to itself and its socket", async () => {
    const csp = policyOf(
      (await plain.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    // Its files, and the one inline script that starts them after the first paint, by its hash.
    expect(csp.get('script-src')).toEqual(["'self'", START_AFTER_PAINT_HASH]);
    expect(START_AFTER_PAINT_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://app.example']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
  });

  it("allows WalletConnect's relay only when a project id is configured", async () => {
    const withWc = await serve({ VITE_WALLETCONNECT_PROJECT_ID: 'abc123' });
    try {
      const csp = policyOf(
        (await withWc.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(csp.get('connect-src')).toEqual(
        expect.arrayContaining(['wss://relay.walletconnect.com', 'wss://relay.walletconnect.org']),
      );
      expect(csp.get('frame-src')).toContain('https://verify.walletconnect.org');
      const without = policyOf(
        (await plain.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(without.get('connect-src')!.join(' ')).not.toContain('walletconnect');
    } finally {
      await withWc.close();
    }
  });

  it.each(PATHS)('%s sends HSTS only over TLS, as told by a trusted proxy', async (url) => {
    const overTls = { 'x-forwarded-proto': 'https' };
    // Plain HTTP, trusted proxy or not: no HSTS (a browser would ignore it anyway).
    expect(
      (await plain.app.inject({ method: 'GET', url })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect(
      (await proxied.app.inject({ method: 'GET', url })).headers['strict-transport-security'],
    ).toBeUndefined();
    // A client's own X-Forwarded-Proto means nothing without TRUST_PROXY.
    expect(
      (await plain.app.inject({ method: 'GET', url, headers: overTls })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect(
      (await proxied.app.inject({ method: 'GET', url, headers: overTls })).headers[
        'strict-transport-security'
      ],
    ).toBe('max-age=31536000');
  });
});
