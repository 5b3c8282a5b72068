import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, pickLanguage, type Language } from '../../core/languages';

const LANG_KEY = 'lang';

// One chunk per language: the app downloads only the language it shows.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*.json');

// A screen family's own texts (locales/<feature>/<lang>.json) arrive with its screens, so the
// home route does not download them. locales/server/ holds messages only the server sends.
const featureBundles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../locales/*/*.json',
  '!../../../locales/server/*.json',
]);
// Features whose screens were asked for; a language switch loads their texts in the new language.
const requestedFeatures = new Set<string>();
// One download per feature and language, shared by every screen that asks at the same time.
const featureLoads = new Map<string, Promise<void>>();

function loadFeatureTexts(feature: string, lang: Language): Promise<void> {
  const id = `${feature}/${lang}`;
  let loading = featureLoads.get(id);
  if (!loading) {
    const load = featureBundles[`../../../locales/${id}.json`];
    if (!load) return Promise.reject(new Error(`no ${feature} texts for ${lang}`));
    // Deep merge: a feature file may add keys to a namespace of the main file (e.g. errors).
    loading = load().then((m) => void i18next.addResourceBundle(lang, 'translation', m.default, true, true));
    // A failed download (network) is tried again the next time the screen is opened.
    loading.catch(() => featureLoads.delete(id));
    featureLoads.set(id, loading);
  }
  return loading;
}

/**
 * Loads a feature's texts in the current language together with the screen that needs them: the
 * lazy screen renders only when both are there, so a screen opened by URL never shows raw keys.
 */
export async function withFeatureTexts<T>(feature: string, screen: () => Promise<T>): Promise<T> {
  // Recorded before the download, so that a language switch meanwhile also loads the new language.
  requestedFeatures.add(feature);
  const [module] = await Promise.all([screen(), loadFeatureTexts(feature, currentLanguage())]);
  return module;
}

// Languages whose main file is in i18next (feature texts alone do not count).
const mainLoaded = new Set<Language>();

async function loadBundle(lang: Language): Promise<Record<string, unknown>> {
  const load = bundles[`../../../locales/${lang}.json`];
  if (!load) throw new Error(`no locale file for ${lang}`);
  return (await load()).default;
}

async function addMainTexts(lang: Language): Promise<void> {
  if (mainLoaded.has(lang)) return;
  // Deep merge: feature texts of this language may have arrived first.
  i18next.addResourceBundle(lang, 'translation', await loadBundle(lang), true, true);
  mainLoaded.add(lang);
}

/**
 * The stored choice, else the language the server drew the page's screen in (it chose from the
 * same stored choice, kept in a cookie, or from the browser's languages), else the browser's
 * language, else English.
 */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANG_KEY);
  if (isLanguage(stored)) return stored;
  const drawnIn = document.getElementById('root')?.dataset.lang;
  if (isLanguage(drawnIn)) return drawnIn;
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

/** The page's language, for the reader and for the server, which writes the next page in it. */
function showLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
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
  mainLoaded.add(lang);
  showLanguage(lang);
}

/** Switches the interface and remembers the choice; it is sent as `language-mark` from now on. */
export async function switchLanguage(lang: Language): Promise<void> {
  // Screens already opened keep their texts in the new language: their feature texts load with
  // the main file, before the switch.
  await Promise.all([
    addMainTexts(lang),
    ...[...requestedFeatures].map((feature) => loadFeatureTexts(feature, lang)),
  ]);
  await i18next.changeLanguage(lang);
  localStorage.setItem(LANG_KEY, lang);
  showLanguage(lang);
}

export const t = (key: string, params?: Record<string, unknown>): string =>
  i18next.t(key, params ?? {}) as string;
