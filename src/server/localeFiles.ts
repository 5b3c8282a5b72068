import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A locale file: nested namespaces whose leaves are the texts. */
export type Texts = { [key: string]: string | Texts };

export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

/**
 * Feature texts (locales/<feature>/<lang>.json) that the web app downloads with the feature's
 * screens instead of at start-up.
 */
export function localeFeatures(dir = LOCALES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readTexts(file: string): Texts {
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

/**
 * Adds `source` into `target`. A feature file may add keys to a namespace the main file has
 * (e.g. `errors`) but never define a key twice: which copy wins would depend on load order.
 */
export function mergeTexts(target: Texts, source: Texts, origin: string, prefix = ''): Texts {
  for (const [key, value] of Object.entries(source)) {
    const where = prefix + key;
    const existing = target[key];
    if (existing === undefined) {
      target[key] = typeof value === 'string' ? value : mergeTexts({}, value, origin, `${where}.`);
    } else if (typeof existing !== 'string' && typeof value !== 'string') {
      mergeTexts(existing, value, origin, `${where}.`);
    } else {
      throw new Error(`locale key ${where} is defined twice (again in ${origin})`);
    }
  }
  return target;
}

/**
 * Texts a feature gives to another bundle: locales/<feature>/<target>/<lang>.json. `start` is the
 * start-up bundle (locales/<lang>.json: a menu label, a home part), `server` the messages only the
 * server sends, and any other text folder that feature's bundle (`assets`: the labels of its
 * ledger reasons on the account-change records). The build merges each into its target's bundle,
 * so a feature adds texts to another screen without editing that screen's files.
 */
export function contributedFiles(target: string, lang: string, dir = LOCALES_DIR): string[] {
  return localeFeatures(dir)
    .map((feature) => path.join(feature, target, `${lang}.json`))
    .filter((file) => existsSync(path.join(dir, file)));
}

function readMerged(lang: string, own: string, target: string, dir: string): Texts {
  const texts = mergeTexts({}, readTexts(path.join(dir, own)), own);
  for (const file of contributedFiles(target, lang, dir))
    mergeTexts(texts, readTexts(path.join(dir, file)), file);
  return texts;
}

/** What a language shows at start-up: locales/<lang>.json and every feature's start texts. */
export const readStartTexts = (lang: string, dir = LOCALES_DIR): Texts =>
  readMerged(lang, `${lang}.json`, 'start', dir);

/** A text folder's bundle: locales/<feature>/<lang>.json and what other features give it. */
export const readFeatureTexts = (feature: string, lang: string, dir = LOCALES_DIR): Texts =>
  readMerged(lang, path.join(feature, `${lang}.json`), feature, dir);

/** Every file of one language, relative to the locales folder: main, feature and given texts. */
export const localeFilesOf = (lang: string, dir = LOCALES_DIR): string[] => [
  `${lang}.json`,
  ...localeFeatures(dir).map((feature) => path.join(feature, `${lang}.json`)),
  ...['start', ...localeFeatures(dir)].flatMap((target) => contributedFiles(target, lang, dir)),
];

/** One language's texts, every file merged, as the server and tests see them. */
export function readLocale(lang: string, dir = LOCALES_DIR): Texts {
  const texts = readStartTexts(lang, dir);
  for (const feature of localeFeatures(dir)) mergeTexts(texts, readFeatureTexts(feature, lang, dir), feature);
  return texts;
}
