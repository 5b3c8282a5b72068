import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../core/languages';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

export type Translate = (lang: Language, key: string, params?: Record<string, unknown>) => string;

/** Server messages come from the same locale files as the UI. */
export async function createTranslator(): Promise<Translate> {
  const resources = Object.fromEntries(
    LANGUAGES.map((l) => [
      l.code,
      { translation: JSON.parse(readFileSync(path.join(localesDir, `${l.code}.json`), 'utf8')) },
    ]),
  );
  const instance = i18next.createInstance();
  await instance.init({
    resources,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  } as Parameters<typeof instance.init>[0]);
  const fixed = new Map<Language, TFunction>(LANGUAGES.map((l) => [l.code, instance.getFixedT(l.code)]));
  return (lang, key, params) => (fixed.get(lang) ?? instance.t)(key, params ?? {}) as string;
}
