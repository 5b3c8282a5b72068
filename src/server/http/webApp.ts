import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGES, matchLanguage, type Language } from '../../core/languages';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '../../core/firstData';
import { paintFirst, type PaintFirstPage } from './paintFirst';
import { routeFiles, type Manifest } from './routeFiles';

/** The built renderer (src/web/ssr/renderPage.tsx → dist/.ssr/): start screens, other routes' shells. */
type ScreenRenderer = {
  SERVER_RENDERED_PATHS: readonly string[];
  /** `cookieHeader`: the request's, for the stored choices the screen is drawn by. */
  renderPage(url: string, lang: Language, data: FirstData, cookieHeader?: string): string;
  renderShell(url: string, lang: Language): string;
  routeSources(url: string, lang: Language): string[];
};

async function loadRenderer(webRoot: string): Promise<ScreenRenderer | null> {
  const file = path.join(webRoot, '.ssr', 'renderPage.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as ScreenRenderer) : null;
}

// The part of the built page that a rendered screen replaces (the splash, in src/web/index.html).
const PAGE_SLOT = /<div id="root">\s*<!--page-->[\s\S]*<!--\/page-->\s*<\/div>/;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** JSON that can sit in a `<script>` element: no `<` that could close it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The page with markup in place of the splash: a screen, which the app takes over, with the
 * answers it was drawn from; or a route's shell, which the app draws afresh, with the answers
 * its screen starts from.
 */
export function withMarkup(
  page: string,
  lang: Language,
  drawn: { screen: string; path: string; data: FirstData } | { shell: string; data?: FirstData },
): string {
  const root =
    'screen' in drawn
      ? `<div id="root" data-lang="${lang}" data-drawn="screen" data-path="${escapeAttribute(drawn.path)}">${drawn.screen}</div>`
      : `<div id="root" data-lang="${lang}" data-drawn="shell">${drawn.shell}</div>`;
  const data = drawn.data
    ? `\n    <script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptSafeJson(drawn.data)}</script>`
    : '';
  return page.replace(PAGE_SLOT, () => root + data);
}

/** The language the app will show: the reader's stored choice, else the request's language. */
function pageLanguage(request: FastifyRequest): Language {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const chosen = matchLanguage(decodeURIComponent(value ?? ''));
      if (chosen) return chosen;
    }
  }
  return request.lang;
}

/**
 * A language's page as built (its splash shows until the app has started), and the same made
 * paint-first for the markup the server draws into it: a screen or a route's shell.
 */
type LanguagePages = { plain: string; drawn: PaintFirstPage };

/**
 * The built page once per language: `<html lang>` set, and the language's start-up texts
 * preloaded beside the framework, so they do not wait for it to run before being asked for.
 */
function pagesByLanguage(webRoot: string, manifest: Manifest): Map<Language, LanguagePages> {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const localeChunk = (lang: Language) =>
    Object.entries(manifest).find(([source]) => source.endsWith(`/locales/${lang}.json`))?.[1].file;
  // Each start-up style sheet read once, though all seven pages carry it.
  const sheets = new Map<string, string>();
  const styleSheet = (href: string) => {
    if (!sheets.has(href)) sheets.set(href, readFileSync(path.join(webRoot, href), 'utf8'));
    return sheets.get(href)!;
  };
  return new Map(
    LANGUAGES.map(({ code }) => {
      const chunk = localeChunk(code);
      const preload = chunk ? `<link rel="modulepreload" crossorigin href="/${chunk}">\n  ` : '';
      const plain = template
        .replace(/<html lang="[^"]*"/, `<html lang="${code}"`)
        .replace('</head>', `${preload}</head>`);
      return [code, { plain, drawn: paintFirst(plain, styleSheet) }];
    }),
  );
}

export type WebAppOptions = {
  /** The answers the page's screen starts from (signed out: the same for every reader). */
  firstData(request: FastifyRequest): Promise<FirstData>;
};

export type WebApp = {
  /** Answers a page request with the app, in the reader's language. */
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
};

/**
 * The built web app: hashed assets as files (brotli or gzip copies made at build time when the
 * browser takes them, kept for a year), and the page itself, never cached, for every app route.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  { firstData }: WebAppOptions,
): Promise<WebApp> {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const pages = pagesByLanguage(webRoot, manifest);
  const renderer = await loadRenderer(webRoot);
  await app.register(fastifyStatic, {
    root: webRoot,
    // The page is sendPage's: in the reader's language, not the file as built.
    index: false,
    // The build's own records (.vite/manifest.json, the .ssr/ renderer) are the server's.
    allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed build assets never change; anything else may.
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });

  /** The page in the reader's language: a start screen drawn in it, else the route's shell. */
  const pageFor = async (request: FastifyRequest): Promise<string> => {
    const lang = pageLanguage(request);
    const { plain, drawn } = pages.get(lang)!;
    if (!renderer) return plain;
    const pathname = request.url.split('?')[0]!;
    try {
      const data = await firstData(request);
      // The route's own screen is asked for with the app, not once the app has run (none for a
      // start screen, which is in the app's files); the answers come along for the screens
      // that start from them.
      const route = routeFiles(manifest, renderer.routeSources(request.url, lang), drawn.files);
      if (!renderer.SERVER_RENDERED_PATHS.includes(pathname)) {
        const shell = renderer.renderShell(request.url, lang);
        return withMarkup(drawn.html(route), lang, { shell, data });
      }
      const screen = renderer.renderPage(request.url, lang, data, request.headers.cookie);
      return withMarkup(drawn.html(route, true), lang, { screen, path: pathname, data });
    } catch (error) {
      // The app still starts from the plain page; the reader only misses the early paint.
      request.log.error({ err: error }, 'rendering the page failed');
      return plain;
    }
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(await pageFor(request));
  app.get('/', sendPage);
  return { sendPage };
}
