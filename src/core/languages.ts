/** The seven interface languages. The code is what travels in the `language-mark` header. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TW', name: '繁體中文' },
  { code: 'ja', name: '日本語' },
  { code: 'ko', name: '한국어' },
  { code: 'es', name: 'Español' },
  { code: 'th', name: 'ไทย' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';

const CODES: readonly string[] = LANGUAGES.map((l) => l.code);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && CODES.includes(value);
}

/**
 * Maps a BCP 47 tag (browser language, Accept-Language entry, legacy mark such as `zh_tw`)
 * to one of ours, or null when none fits.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const t = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!t) return null;
  if (t.startsWith('zh')) {
    // Traditional script is used in Taiwan, Hong Kong and Macau.
    return /-(tw|hk|mo|hant)\b/.test(t) ? 'zh-TW' : 'zh-CN';
  }
  const base = t.split('-')[0];
  const found = LANGUAGES.find((l) => l.code === base);
  return found ? found.code : null;
}

/** First of the given tags that we support, else the default. */
export function pickLanguage(tags: readonly (string | null | undefined)[]): Language {
  for (const tag of tags) {
    const lang = matchLanguage(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** The cookie that tells the server the app's language, so the page arrives written in it. */
export const LANGUAGE_COOKIE = 'tw_lang';
