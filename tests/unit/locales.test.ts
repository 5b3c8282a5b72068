import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/languages';

type Tree = { [key: string]: string | Tree };
const root = path.resolve(import.meta.dirname, '../..');
const readTree = (...parts: string[]) =>
  JSON.parse(readFileSync(path.join(root, 'locales', ...parts), 'utf8')) as Tree;
// Feature texts (locales/<feature>/<code>.json) load with their screens; they are one language
// with the main file, and must not redefine its namespaces.
const features = readdirSync(path.join(root, 'locales'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const load = (code: string): Tree =>
  Object.assign({}, readTree(`${code}.json`), ...features.map((f) => readTree(f, `${code}.json`)));
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = flatten(load('en'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** A key used in code exists when it, or its plural forms, is in the English file. */
const known = (key: string) => key in en || `${key}_one` in en || `${key}_other` in en;

describe('locale files', () => {
  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
    '%s has exactly the English keys',
    (code) => {
      const other = flatten(load(code));
      expect(Object.keys(other).filter((k) => !(k in en))).toEqual([]);
      expect(Object.keys(en).filter((k) => !(k in other))).toEqual([]);
    },
  );

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
    '%s keeps every placeholder',
    (code) => {
      const other = flatten(load(code));
      const broken = Object.keys(en).filter(
        (k) => k in other && placeholders(en[k]!).join() !== placeholders(other[k]!).join(),
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

  it.each(features)('feature texts %s add namespaces of their own', (feature) => {
    const main = readTree('en.json');
    expect(Object.keys(readTree(feature, 'en.json')).filter((ns) => ns in main)).toEqual([]);
  });

  it('has every key the code asks for', () => {
    const files = [
      ...sourceFiles(path.join(root, 'src/web')),
      ...sourceFiles(path.join(root, 'src/server')),
      ...sourceFiles(path.join(root, 'src/core')),
    ];
    const missing = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-z_]+\.[a-z_.]+)'/g))
        if (!known(m[1]!)) missing.add(`${m[1]} (${path.relative(root, file)})`);
      for (const m of text.matchAll(/'(errors\.[a-z_]+)'/g))
        if (!known(m[1]!)) missing.add(`${m[1]} (${path.relative(root, file)})`);
    }
    expect([...missing]).toEqual([]);
  });
});
