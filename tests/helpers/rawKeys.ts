import { readLocale, type Texts } from '../../src/server/localeFiles';

/**
 * Tells a message key shown as text ("errors.code_too_frequent") from text that only looks like
 * one. A candidate is one of the locale files' namespaces, a dot and lower-case words, standing
 * alone: not inside a URL, an e-mail address or a path. It is a raw key when the texts hold it (as
 * a key, or as the base of plural forms), when it continues a path they hold
 * (`deposit.page.nothing`), or when it has the underscore keys have and names do not; so
 * "records.csv", "support.example.com" and "BTC/USDT" are text.
 */
export type RawKeyFinder = {
  /** The candidates' shape, for a RegExp with the `g` flag (the browser side looks for these). */
  pattern: string;
  isRawKey(candidate: string): boolean;
};

export function rawKeyFinder(): RawKeyFinder {
  const english = readLocale('en');
  const keys = new Set<string>();
  const prefixes: string[] = [];
  const walk = (tree: Texts, prefix: string) => {
    for (const [name, value] of Object.entries(tree)) {
      const key = prefix + name;
      if (typeof value === 'string') keys.add(key).add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
      else {
        if (prefix) prefixes.push(`${key}.`);
        walk(value, `${key}.`);
      }
    }
  };
  walk(english, '');
  const namespaces = Object.keys(english).join('|');
  return {
    pattern: `(?<![\\w@./:#?=&-])(?:${namespaces})(?:\\.[a-z0-9_]+)+(?![\\w@/-]|\\.[A-Za-z0-9])`,
    isRawKey: (candidate) =>
      keys.has(candidate) || prefixes.some((p) => candidate.startsWith(p)) || candidate.includes('_'),
  };
}

/** The raw keys in a text. */
export function findRawKeys(finder: RawKeyFinder, text: string): string[] {
  return [...text.matchAll(new RegExp(finder.pattern, 'g'))].map((m) => m[0]).filter(finder.isRawKey);
}
