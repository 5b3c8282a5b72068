import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/languages';
import { localeFeatures, mergeTexts, readLocale, readTexts, type Texts } from '../../src/server/localeFiles';

const root = path.resolve(import.meta.dirname, '../..');
const readTree = (...parts: string[]) => readTexts(path.join(root, 'locales', ...parts));
// Feature texts (locales/<feature>/<code>.json) load with their screens; together with the main
// file they are one language (readLocale merges them as the server does, and refuses a key twice).
const features = localeFeatures(path.join(root, 'locales'));
const load = (code: string): Texts => readLocale(code, path.join(root, 'locales'));
const flatten = (tree: Texts, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = flatten(load('en'));

// Plural forms: English writes `_one` and `_other`; a language adds the forms its own rules
// choose (Spanish says "1.000.000 de segundos": i18next asks for `_many`, and without it shows the key).
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const pluralForms = (code: string) => new Intl.PluralRules(code).resolvedOptions().pluralCategories;
const pluralBases = Object.keys(en)
  .filter((k) => k.endsWith('_other'))
  .map((k) => k.slice(0, -'_other'.length));
/** The English text a key translates: its own, or English's `_other` for a form English lacks. */
const englishOf = (key: string) => en[key] ?? en[key.replace(PLURAL_FORM, '_other')];

describe('locale files', () => {
  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
    '%s has exactly the English keys',
    (code) => {
      const other = flatten(load(code));
      const ownForm = (k: string) =>
        pluralForms(code).some((form) => pluralBases.some((base) => k === `${base}_${form}`));
      expect(Object.keys(other).filter((k) => !(k in en) && !ownForm(k))).toEqual([]);
      expect(Object.keys(en).filter((k) => !(k in other))).toEqual([]);
    },
  );

  it.each(LANGUAGES.map((l) => l.code))('%s has every plural form its language needs', (code) => {
    const texts = flatten(load(code));
    const missing = pluralBases.flatMap((base) =>
      pluralForms(code)
        .map((form) => `${base}_${form}`)
        .filter((key) => !(key in texts)),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
    '%s keeps every placeholder',
    (code) => {
      const other = flatten(load(code));
      const broken = Object.keys(other).filter(
        (k) =>
          englishOf(k) !== undefined && placeholders(englishOf(k)!).join() !== placeholders(other[k]!).join(),
      );
      expect(broken).toEqual([]);
    },
  );

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
    '%s is translated, not an English copy',
    (code) => {
      const other = flatten(load(code));
      const same = Object.keys(en).filter((k) => other[k] === en[k]);
      // A few values are the same in every language (the brand, the spec's literal ERROR).
      expect(same.length).toBeLessThan(Object.keys(en).length * 0.05);
    },
  );

  it('has a feature file for every language, and no other', () => {
    const expected = LANGUAGES.map((l) => `${l.code}.json`).sort();
    for (const feature of features) {
      const dir = path.join(root, 'locales', feature);
      const given = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
      const files = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile());
      expect([feature, files.map((f) => f.name).sort()]).toEqual([feature, expected]);
      // Texts given to another bundle: the start-up one, or another feature's; in every language.
      for (const target of given) {
        expect(['start', ...features], `locales/${feature}/${target.name}`).toContain(target.name);
        expect([feature, target.name, readdirSync(path.join(dir, target.name)).sort()]).toEqual([
          feature,
          target.name,
          expected,
        ]);
      }
    }
  });

  it.each(features.flatMap((f) => LANGUAGES.map((l) => [f, l.code] as const)))(
    'feature texts %s (%s) add keys, never redefine one of the main file',
    (feature, code) => {
      const main = flatten(readTree(`${code}.json`));
      const own = flatten(readTree(feature, `${code}.json`));
      expect(Object.keys(own).filter((k) => k in main)).toEqual([]);
      expect(Object.keys(own).length).toBeGreaterThan(0);
    },
  );

  it('refuses a key defined twice when it merges texts', () => {
    const merged = mergeTexts({ errors: { server: 'a' } }, { errors: { deposit_x: 'b' } }, 'one.json');
    expect(merged).toEqual({ errors: { server: 'a', deposit_x: 'b' } });
    expect(() => mergeTexts(merged, { errors: { server: 'c' } }, 'two.json')).toThrow(
      /errors\.server.*two\.json/,
    );
    expect(() => mergeTexts(merged, { errors: 'flat' }, 'three.json')).toThrow(/errors/);
  });

  // That the code asks only for keys these files hold, with the parameters they need, is
  // messageKeys.test.ts.
});
