import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { contributedFiles, LOCALES_DIR, readFeatureTexts, readStartTexts } from './src/server/localeFiles.ts';
import { VitePWA } from 'vite-plugin-pwa';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const apiPort = process.env.API_PORT ?? '8081';

/**
 * Dev server only: page routes mirror source paths (/pages/index/index → pages/index/index.tsx),
 * so Vite would answer a page visit with the module. A browser visit asks for HTML: give it the app.
 */
const spaPageRoutes = (): Plugin => ({
  name: 'tradewind-spa-page-routes',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.headers.accept?.includes('text/html') && req.url?.startsWith('/pages/'))
        req.url = '/index.html';
      next();
    });
  },
});

/** A request for a source module under src/web/api/ rather than for the API server. */
function isWebModuleRequest(url: string): boolean {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return /\.(tsx?|css)$/.test(pathname) || searchParams.has('import');
}
const keepWebModules = (req: { url?: string }) =>
  req.url && isWebModuleRequest(req.url) ? req.url : undefined;

/**
 * The files the app's entry imports statically, with their CSS: always loaded before any lazy
 * screen can load, so a screen's preload list need not name them again. Collected from the
 * bundle before Vite writes the preload lists.
 */
const loadedWithEntry = new Set<string>();
function entryFiles(): Plugin {
  return {
    name: 'tradewind:entry-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWithEntry.clear();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (loadedWithEntry.has(fileName) || !chunk || chunk.type !== 'chunk') return;
          loadedWithEntry.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) loadedWithEntry.add(css);
          chunk.imports.forEach(add);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) add(chunk.fileName);
      },
    },
  };
}

/** The modules of the 'shell' chunk (see advancedChunks below); a folder takes all it holds. */
const SHELL_MODULES = [
  'src/core/address.ts',
  'src/core/envelope.ts',
  'src/core/languages.ts',
  'src/core/market/channels.ts',
  'src/web/api/client.ts',
  'src/web/api/config.ts',
  'src/web/api/index.ts',
  'src/web/api/navigation.ts',
  'src/web/api/wallets.ts',
  'src/web/api/session/',
  'src/web/app/i18n.ts',
  'src/web/app/realtime/',
  'src/web/app/serviceWorker/whenIdle.ts',
  'src/web/app/yieldToMain.ts',
  'src/web/features/market/',
  // What features put on home (features/<f>/home/, see HomeScreen.tsx), matched below.
  'src/web/ui/Logo.tsx',
  'src/web/ui/WalletBadge.tsx',
  'src/web/ui/page/Refreshable.tsx',
  'src/web/ui/page/lazyPage.tsx',
  'src/web/ui/page/RouteShell.tsx',
  'node_modules/react-error-boundary/',
  'node_modules/@react-vant/icons/es/Description.js',
];
const HOME_PARTS = /\/src\/web\/features\/[^/]+\/home\//;
const inShell = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return SHELL_MODULES.some((module) => path.includes(`/${module}`)) || HOME_PARTS.test(path);
};

/**
 * Brotli and gzip copies of each built script and style, made once at the highest levels (too slow
 * per request); the server sends one when the browser takes it (src/server/http/webApp.ts).
 */
/**
 * WalletConnect's AppKit loads viem with `await import('viem')` to make a public client. A
 * dynamic import of the whole package keeps every viem module, and the wallet chunks that share
 * viem with it (the injected-wallet path through wagmi) then carried ~80 KB gzip they never run.
 * That one import is pointed at a module with just the three names AppKit takes from it.
 */
function viemForAppKit(): Plugin {
  const shim = fileURLToPath(new URL('./src/web/features/wallet/evm/viemForAppKit.ts', import.meta.url));
  return {
    name: 'tradewind:viem-for-appkit',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === 'viem' &&
        importer?.replaceAll('\\', '/').endsWith('appkit-controllers/dist/esm/src/utils/ViemUtil.js')
      ) {
        return shim;
      }
      return null;
    },
  };
}

function precompressed(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'tradewind:precompressed',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(options.dir!, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const quality = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length };
          await writeFile(`${full}.br`, await brotli(data, { params: quality }));
          await writeFile(`${full}.gz`, await gzipped(data, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * `vite build` builds both: the browser's app (client), then the server's renderer of the start
 * screens (src/web/ssr/renderPage.tsx) into dist/.ssr/, which the page server loads. A build-only
 * plugin, so that Vitest (which runs tests in the ssr environment) keeps its own settings.
 */
const serverRenderer = (): Plugin => ({
  name: 'tradewind:server-renderer',
  apply: 'build',
  config: () => ({
    builder: {},
    environments: {
      ssr: {
        build: {
          outDir: '../../dist/.ssr',
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: false,
          ssr: fileURLToPath(new URL('./src/web/ssr/renderPage.tsx', import.meta.url)),
        },
        // Everything bundled: React's production build (the server's NODE_ENV may be unset), and
        // react-vant's ES modules, which Node would not load as they are.
        resolve: { noExternal: true },
      },
    },
  }),
});

/**
 * The service worker (src/web/app/serviceWorker/sw.ts → /sw.js; docs/decisions.md, "Service worker:
 * what it keeps and why"). It precaches only what home needs to start, the files the built page
 * names plus the public icons and manifest: every other chunk is kept when first fetched. The app
 * registers it itself, after the first render (app/serviceWorker/), so nothing is injected here.
 */
function serviceWorker(): Plugin[] {
  const outDir = path.resolve(import.meta.dirname, 'dist');
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'app/serviceWorker',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
      // Hashed names need no revision: the browser's copy (kept for a year) is the right one.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => {
          const page = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const named = new Set([...page.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
          const startsHome = (url: string) => !url.startsWith('assets/') || named.has(url);
          return { manifest: entries.filter((e) => startsHome(e.url.replace(/^\//, ''))) };
        },
      ],
    },
  });
  // The browser's build only: the server's renderer (serverRenderer) has no worker.
  return plugins.map((plugin) => ({ ...plugin, applyToEnvironment: (env) => env.name === 'client' }));
}

/**
 * A text bundle with what features give it (src/server/localeFiles.ts, `contributedFiles`): the
 * start-up bundle (locales/<lang>.json) with every locales/<feature>/start/<lang>.json, and a
 * feature's bundle (locales/<f>/<lang>.json) with every locales/<other>/<f>/<lang>.json. Merged at
 * build time: no extra download, and a feature adds its texts without editing another's files.
 */
function mergedTexts(): Plugin {
  const textFile = /\/locales\/(?:([a-z]+)\/)?([a-zA-Z-]+)\.json$/;
  return {
    name: 'tradewind:merged-texts',
    enforce: 'pre',
    load(id) {
      const match = textFile.exec(id.replaceAll('\\', '/'));
      if (!match) return null;
      const [, feature, lang] = match as unknown as [string, string | undefined, string];
      const given = contributedFiles(feature ?? 'start', lang);
      if (feature && given.length === 0) return null;
      this.addWatchFile(id);
      for (const file of given) this.addWatchFile(path.join(LOCALES_DIR, file));
      return JSON.stringify(feature ? readFeatureTexts(feature, lang) : readStartTexts(lang));
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    viemForAppKit(),
    mergedTexts(),
    spaPageRoutes(),
    entryFiles(),
    precompressed(),
    serverRenderer(),
    serviceWorker(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // The manifest lets the size report and tests tell which chunks are wallet code.
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // A lazy screen's preload list (kept in home's entry, one per route) need not name the files
    // the entry itself imports (entryFiles): they are loaded before any screen can open.
    modulePreload: {
      // The page itself (hostType html) keeps its full list: that is how the entry's files load.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !loadedWithEntry.has(dep)),
    },
    // Home must stay ≤ 125 KB gzip (npm run size). Left to itself the bundler splits code that
    // home shares with lazy screens into many small files, each costing home download overhead;
    // these groups keep the framework, react-vant's shared core and the app shell in one file each.
    rolldownOptions: {
      // src/web/api/endpoints.ts is one constant per call: inlined where used, so a screen carries
      // only the calls it makes and the module itself never becomes a chunk.
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|use-sync-external-store)[\\/]/,
            },
            {
              // react-vant's core that every screen uses (popup, toast, button, loading), and the
              // app's number formats (ui/format/numbers.ts, no imports), which every screen uses too.
              name: 'vant-core',
              test: /src[\\/]web[\\/]ui[\\/]format[\\/]numbers\.ts$|node_modules[\\/](react-vant[\\/]es[\\/](popup|toast|overlay|loading|button|config-provider|utils|hooks|pull-refresh)[\\/]|react-transition-group|dom-helpers|@babel[\\/]runtime|clsx|@react-vant[\\/]icons[\\/]es[\\/](Bars|BalanceO|WapHomeO|Cross|Success|icon|utils)\b)/,
            },
            {
              // What the entry imports and lazy screens share (API client, session, language,
              // realtime, market quotes, page frame): loaded on every route anyway, so one file
              // rather than a dozen small ones. The group takes its modules' imports with it, so
              // these import react-vant's parts by path: 'react-vant' itself would bring every
              // component into the group. Their styles stay explicit imports, which Vite keeps
              // (the react-vant styles browser test checks).
              name: 'shell',
              test: (id: string) => inShell(id),
            },
          ],
        },
      },
    },
  },
  // `npm run dev`: Vite serves the app and passes /api (and its WebSocket) to the API server.
  // src/web/api/ is served at /api/ too: its modules (and their ?import / ?t= variants) stay with Vite.
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true, bypass: keepWebModules } },
  },
  test: {
    root: '.',
    // A worker per core (Vitest leaves one free): API test files wait on their databases as much
    // as on the CPU, and on a two-core machine one worker ran them one after another.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', root: '.', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: '.',
          include: ['tests/api/**/*.test.ts'],
          // One module graph per worker, not per file: every API file imports the whole server,
          // and importing it again for each file cost 2 of the run's minutes (394 s isolated,
          // 260 s shared, on two cores). Each test still builds its own app and database.
          isolate: false,
          globalSetup: ['tests/helpers/pgliteSnapshot.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Vitest's 1 s default for expect.poll is a guess about the machine, not the app: on a
          // loaded two-core runner a screen's update took longer. A condition never met still fails.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          // One module graph for the run (playwright, the server for files with their own), not
          // one per file; a serial project sharing it needs a group of its own, after the others.
          isolate: false,
          sequence: { groupOrder: 1 },
          setupFiles: ['tests/e2e/setup.ts'],
          globalSetup: ['tests/helpers/pgliteSnapshot.ts', 'tests/e2e/globalSetup.ts'],
        },
      },
    ],
  },
});
