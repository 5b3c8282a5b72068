import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/http/securityHeaders';
import { paintFirst, START_AFTER_PAINT_SCRIPT } from '../../src/server/http/paintFirst';

// The head as Vite writes it, with the language's texts preloaded by the server.
const BUILT = `<html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-c.js">
    <link rel="stylesheet" crossorigin href="/assets/vant-d.css">
    <link rel="stylesheet" crossorigin href="/assets/index-e.css">
  <link rel="modulepreload" crossorigin href="/assets/th-f.js">
  </head><body><div id="root"></div></body></html>`;

const SHEETS: Record<string, string> = {
  '/assets/vant-d.css': '.rv{a:1}',
  '/assets/index-e.css': '.tw{b:2}',
};

describe('a paint-first page', () => {
  const page = paintFirst(BUILT, (href) => SHEETS[href]!).html();

  it('asks for no script from its markup, and lists them all for after the first paint', () => {
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const list = /<script type="application\/json" id="tw-start">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(list!)).toEqual({
      entry: '/assets/index-a.js',
      preload: ['/assets/framework-b.js', '/assets/shell-c.js', '/assets/th-f.js'],
      styles: [],
    });
  });

  it('carries its style sheets in order, and keeps their links disabled for the lazy screens', () => {
    expect(page).toContain('<style>.rv{a:1}\n.tw{b:2}</style>');
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('vant-d.css'));
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/vant-d.css" disabled>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-e.css" disabled>');
  });

  it('starts with the one inline script the CSP allows by its hash', () => {
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const policy = contentSecurityPolicy({ publicOrigin: 'https://app.example', walletConnect: false });
    expect(policy['script-src']).toEqual(["'self'", hash]);
  });

  it('lists a route’s files after its own', () => {
    const route = paintFirst(BUILT, (href) => SHEETS[href]!).html({
      scripts: ['/assets/login-g.js'],
      styles: ['/assets/login-h.css'],
    });
    const list = /<script type="application\/json" id="tw-start">(.*?)<\/script>/.exec(route)?.[1];
    expect(JSON.parse(list!)).toMatchObject({
      preload: ['/assets/framework-b.js', '/assets/shell-c.js', '/assets/th-f.js', '/assets/login-g.js'],
      styles: ['/assets/login-h.css'],
    });
  });

  it('leaves a page without the app’s script as it is', () => {
    const plain = '<html><head></head><body>offline</body></html>';
    expect(paintFirst(plain, () => '').html()).toBe(plain);
  });

  it('adds its files after the paint one task at a time, the app’s entry last', () => {
    const list = {
      entry: '/assets/index-a.js',
      preload: ['/assets/framework-b.js', '/assets/shell-c.js'],
      styles: ['/assets/login-h.css'],
    };
    const added: string[] = [];
    const timers: (() => void)[] = [];
    const element = () => ({}) as Record<string, string>;
    const document = {
      visibilityState: 'hidden', // a hidden tab starts at once: no paint to wait for
      getElementById: () => ({ textContent: JSON.stringify(list) }),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      createElement: element,
      head: {
        appendChild: (e: Record<string, string>) => added.push(`${e.rel ?? e.type} ${e.href ?? e.src}`),
      },
    };
    const run = new Function('document', 'window', 'setTimeout', START_AFTER_PAINT_SCRIPT);
    run(document, {}, (callback: () => void) => timers.push(callback));

    // Each file in a task of its own: adding them all at once was one of start-up's long tasks.
    expect(added).toEqual(['modulepreload /assets/framework-b.js']);
    while (timers.length > 0) timers.shift()!();
    expect(added).toEqual([
      'modulepreload /assets/framework-b.js',
      'modulepreload /assets/shell-c.js',
      'preload /assets/login-h.css',
      'module /assets/index-a.js',
    ]);
  });
});
