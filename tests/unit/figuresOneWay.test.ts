import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Screens write money one way: every feature takes its figures (amounts, fees, prices, profit or
 * loss, percentages) from ui/format/money.ts, which holds one rule per kind. The helpers beneath it
 * (fixed places, grouping, Intl) are its own; a screen reaching past it, or formatting with Intl
 * or toLocaleString itself, is how "594 USDT" came to sit beside "96.4722 USDT".
 */
const web = path.resolve(import.meta.dirname, '../../src/web');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

const LOW_LEVEL = /from '[./]*ui\/format\/(formatAmount|localDigits|numbers)'/;
const OWN_FORMATTING = /new Intl\.NumberFormat\(|\.toLocaleString\(|\bnumberFormat\(/;

/** "features/x/File.tsx:12: the line" for every line of a screen's code matching `pattern`. */
function linesMatching(pattern: RegExp): string[] {
  const screens = [...files(path.join(web, 'features')), ...files(path.join(web, 'pages'))];
  return screens.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        pattern.test(line) ? [`${path.relative(web, file)}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('figures on screens', () => {
  it('come from ui/format/money.ts, not from the helpers beneath it', () => {
    expect(linesMatching(LOW_LEVEL)).toEqual([]);
  });

  it('are not formatted by a screen itself with Intl or toLocaleString', () => {
    expect(linesMatching(OWN_FORMATTING)).toEqual([]);
  });
});
