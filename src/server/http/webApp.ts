import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGES, matchLanguage, type Language } from '../../core/languages';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '../../core/firstData';

type Manifest = Record<string, { file: string }>;

/** The built renderer of the start screens (src/web/ssr/renderPage.tsx → dist/.ssr/). */
type ScreenRenderer = {
  SERVER_RENDERED_PATHS: readonly string[];
  renderPage(url: string, lang: Language, data: FirstData): string;
};

async function loadRenderer(webRoot: string): Promise<ScreenRenderer | null> {
  const file = path.join(webRoot, '.ssr', 'renderPage.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as ScreenRenderer) : null;
}

// The part of the built page that a rendered screen replaces (the splash, in src/web/index.html).
const PAGE_SLOT = /<div id="root">\s*<!--page-->[\s\S]*<!--\/page-->\s*<\/div>/;

/** JSON that can sit in a `<script>` element: no `<` that could close it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The page with a screen's markup in place of the splash, and the answers it was drawn from. */
export function withScreen(page: string, lang: Language, markup: string, data: FirstData): string {
  const root = `<div id="root" data-lang="${lang}">${markup}</div>`;
  const firstData = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  return page.replace(PAGE_SLOT, () => `${root}\n    ${firstData}`);
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
 * The built page once per language: `<html lang>` set, and the language's start-up texts
 * preloaded beside the framework, so they do not wait for it to run before being asked for.
 */
function pagesByLanguage(webRoot: string): Map<Language, string> {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const localeChunk = (lang: Language) =>
    Object.entries(manifest).find(([source]) => source.endsWith(`/locales/${lang}.json`))?.[1].file;
  return new Map(
    LANGUAGES.map(({ code }) => {
      const chunk = localeChunk(code);
      const preload = chunk ? `<link rel="modulepreload" crossorigin href="/${chunk}">\n  ` : '';
      const page = template
        .replace(/<html lang="[^"]*"/, `<html lang="${code}"`)
        .replace('</head>', `${preload}</head>`);
      return [code, page];
    }),
  );
}

export type WebAppOptions = {
  /** The answers a start screen is drawn from (signed out: the same for every reader). */
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
  const pages = pagesByLanguage(webRoot);
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

  /** The page in the reader's language, with the start screen drawn in it where there is one. */
  const pageFor = async (request: FastifyRequest): Promise<string> => {
    const lang = pageLanguage(request);
    const page = pages.get(lang)!;
    const pathname = request.url.split('?')[0]!;
    if (!renderer?.SERVER_RENDERED_PATHS.includes(pathname)) return page;
    try {
      const data = await firstData(request);
      return withScreen(page, lang, renderer.renderPage(request.url, lang, data), data);
    } catch (error) {
      // The app still starts from the plain page; the reader only misses the early paint.
      request.log.error({ err: error }, 'rendering the start screen failed');
      return page;
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
