import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchLanguage, type Language } from '../../core/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language every message of this request is written in. */
    lang: Language;
  }
}

/** `language-mark` picks the language; then the browser's Accept-Language; then the default. */
export function registerLanguage(app: FastifyInstance, fallback: Language): void {
  app.decorateRequest('lang', fallback);
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request, fallback);
  });
}

function languageOf(request: FastifyRequest, fallback: Language): Language {
  const mark = request.headers['language-mark'];
  const fromMark = matchLanguage(Array.isArray(mark) ? mark[0] : mark);
  if (fromMark) return fromMark;
  const accept = request.headers['accept-language'];
  for (const part of (accept ?? '').split(',')) {
    const lang = matchLanguage(part.split(';')[0]);
    if (lang) return lang;
  }
  return fallback;
}

export function userAgentOf(request: FastifyRequest): string | null {
  const ua = request.headers['user-agent'];
  return ua ? ua.slice(0, 300) : null;
}
