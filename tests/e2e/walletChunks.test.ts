import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { readManifest, staticClosure, walletEntries } from '../tools/bundle';
import { openPhone, url } from './browser';

/**
 * Strings that survive minification and appear only in wallet code: viem's and WalletConnect's
 * JSON-RPC calls, the WalletConnect relay, the TRON adapters' class and signing call.
 */
const WALLET_CODE_MARKERS = [
  'personal_sign',
  'eth_requestAccounts',
  'relay.walletconnect',
  'TronLinkAdapter',
  'signMessageV2',
];

/** The files a page downloads, by the network log. */
async function downloads(page: Page, route: string): Promise<Set<string>> {
  const files = new Set<string>();
  const record = (u: string) => {
    const { pathname } = new URL(u);
    if (pathname.startsWith('/assets/')) files.add(pathname.slice(1));
  };
  page.on('request', (r) => record(r.url()));
  await page.goto(url(route), { waitUntil: 'networkidle' });
  return files;
}

describe('wallet code stays out of the first screens', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPhone('en'));
  });
  afterAll(() => context.close());

  it('the home route fetches no chunk of viem, WalletConnect or the TRON adapters', async () => {
    const manifest = readManifest();
    // What the app's entry always loads is not wallet code, even where wallet modules share it.
    const shared = new Set(staticClosure(manifest, 'index.html'));
    const walletOnly = walletEntries(manifest).flatMap((e) =>
      staticClosure(manifest, e.key).filter((f) => !shared.has(f)),
    );
    expect(walletEntries(manifest).map((e) => e.name)).toHaveLength(4);
    expect(walletOnly.length).toBeGreaterThan(3);

    const entryFiles = walletEntries(manifest).map((e) => manifest[e.key]!.file);

    const home = await downloads(page, '/pages/index/index');
    expect(home.size).toBeGreaterThan(5);
    // Neither the wallet modules themselves (were one imported statically, it would sit in a
    // chunk home loads) nor anything only they import.
    expect([...home].filter((f) => entryFiles.includes(f) || walletOnly.includes(f))).toEqual([]);
    for (const file of [...home].filter((f) => f.endsWith('.js'))) {
      const text = await (await page.request.get(url(`/${file}`))).text();
      expect(
        WALLET_CODE_MARKERS.filter((m) => text.includes(m)),
        file,
      ).toEqual([]);
    }
  });

  it('the login screen fetches wallet code only when a wallet button is tapped', async () => {
    const manifest = readManifest();
    const entryFiles = walletEntries(manifest).map((e) => manifest[e.key]!.file);
    const login = await downloads(page, '/pages/user/login/login');
    expect([...login].filter((f) => entryFiles.includes(f))).toEqual([]);
  });
});
