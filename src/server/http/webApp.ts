import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGES, matchLanguage, type Language } from '../../core/languages';

type Manifest = Record<string, { file: string }>;

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

export type WebApp = {
  /** Answers a page request with the app, in the reader's language. */
  sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
};

/**
 * The built web app: hashed assets as files (brotli or gzip copies made at build time when the
 * browser takes them, kept for a year), and the page itself, never cached, for every app route.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<WebApp> {
  const pages = pagesByLanguage(webRoot);
  await app.register(fastifyStatic, {
    root: webRoot,
    // The page is sendPage's: in the reader's language, not the file as built.
    index: false,
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
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(pages.get(pageLanguage(request)));
  app.get('/', sendPage);
  return { sendPage };
}
