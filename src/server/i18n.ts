import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../core/languages';
import { readLocale } from './localeFiles';

export type Translate = (lang: Language, key: string, params?: Record<string, unknown>) => string;

/**
 * Server messages come from the same locale files as the UI: the main file and every feature
 * file (a feature's error messages live with its screens' texts).
 */
export async function createTranslator(): Promise<Translate> {
  const resources = Object.fromEntries(LANGUAGES.map((l) => [l.code, { translation: readLocale(l.code) }]));
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
