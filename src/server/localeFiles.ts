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
 * A feature's start-up texts (locales/<feature>/start/<lang>.json): what the shell shows before
 * any feature loads (its menu label, its part of home). The build merges them into
 * locales/<lang>.json's bundle, so a feature adds them without editing the shared files.
 */
export function startTextFiles(lang: string, dir = LOCALES_DIR): string[] {
  return localeFeatures(dir)
    .map((feature) => path.join(feature, 'start', `${lang}.json`))
    .filter((file) => existsSync(path.join(dir, file)));
}

/** What a language shows at start-up: locales/<lang>.json and every feature's start texts. */
export function readStartTexts(lang: string, dir = LOCALES_DIR): Texts {
  const texts = mergeTexts({}, readTexts(path.join(dir, `${lang}.json`)), `${lang}.json`);
  for (const file of startTextFiles(lang, dir)) mergeTexts(texts, readTexts(path.join(dir, file)), file);
  return texts;
}

/** Every file of one language, relative to the locales folder: main, start-up and feature texts. */
export const localeFilesOf = (lang: string, dir = LOCALES_DIR): string[] => [
  `${lang}.json`,
  ...startTextFiles(lang, dir),
  ...localeFeatures(dir).map((feature) => path.join(feature, `${lang}.json`)),
];

/** One language's texts: the start-up texts plus every feature file, as the server and tests see them. */
export function readLocale(lang: string, dir = LOCALES_DIR): Texts {
  const texts = readStartTexts(lang, dir);
  for (const feature of localeFeatures(dir)) {
    const file = path.join(feature, `${lang}.json`);
    mergeTexts(texts, readTexts(path.join(dir, file)), file);
  }
  return texts;
}
