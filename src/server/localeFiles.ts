import { readdirSync, readFileSync } from 'node:fs';
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

/** One language's texts: the main file plus every feature file, as the server and tests see them. */
export function readLocale(lang: string, dir = LOCALES_DIR): Texts {
  const texts = mergeTexts({}, readTexts(path.join(dir, `${lang}.json`)), `${lang}.json`);
  for (const feature of localeFeatures(dir)) {
    const file = path.join(feature, `${lang}.json`);
    mergeTexts(texts, readTexts(path.join(dir, file)), file);
  }
  return texts;
}
