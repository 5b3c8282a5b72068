import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, pickLanguage, type Language } from '../core/languages';

const LANG_KEY = 'lang';

// One chunk per language: the app downloads only the language it shows.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json');

// A screen family's own texts (locales/<feature>/<lang>.json) arrive with its screens, so the
// home route does not download them.
const featureBundles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');
const loadedFeatures = new Set<string>();

async function addFeatureTexts(feature: string, lang: Language): Promise<void> {
  const load = featureBundles[`../../locales/${feature}/${lang}.json`];
  if (!load) throw new Error(`no ${feature} texts for ${lang}`);
  i18next.addResourceBundle(lang, 'translation', (await load()).default, true, true);
}

/** Loads a feature's texts in the current language, together with the screen that needs them. */
export async function withFeatureTexts<T>(feature: string, screen: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([
    screen(),
    loadedFeatures.has(feature) ? undefined : addFeatureTexts(feature, currentLanguage()),
  ]);
  loadedFeatures.add(feature);
  return module;
}

async function loadBundle(lang: Language): Promise<Record<string, unknown>> {
  const load = bundles[`../../locales/${lang}.json`];
  if (!load) throw new Error(`no locale file for ${lang}`);
  return (await load()).default;
}

/** The stored choice, else the browser's language, else English. */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANG_KEY);
  if (isLanguage(stored)) return stored;
  return pickLanguage([...(navigator.languages ?? []), navigator.language]);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : initialLanguage();
}

/** The current language, named in itself (for the language chip and the settings row). */
export function currentLanguageName(): string {
  const lang = currentLanguage();
  return LANGUAGES.find((l) => l.code === lang)?.name ?? lang;
}

export async function initI18n(): Promise<void> {
  const lang = initialLanguage();
  await i18next.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { translation: await loadBundle(lang) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<typeof i18next.init>[0]);
  document.documentElement.lang = lang;
}

/** Switches the interface and remembers the choice; it is sent as `language-mark` from now on. */
export async function switchLanguage(lang: Language): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', await loadBundle(lang));
  }
  // Screens already open keep their texts in the new language.
  await Promise.all([...loadedFeatures].map((feature) => addFeatureTexts(feature, lang)));
  await i18next.changeLanguage(lang);
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
}

export const t = (key: string, params?: Record<string, unknown>): string =>
  i18next.t(key, params ?? {}) as string;
