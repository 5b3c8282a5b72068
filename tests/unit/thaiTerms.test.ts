import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeFilesOf, readTexts, type Texts } from '../../src/server/localeFiles';

/*
 * Thai names each money word one way on every screen (issue 13 found the fund password called
 * two different things). The chosen words: รหัสผ่านการเงิน (fund password; "กองทุน" reads as a
 * mutual fund), วอลเล็ต (wallet), โทเคน (token, as the Thai SEC spells it), พักไว้ (frozen: held
 * for an order or a withdrawal, not seized).
 */
const dir = path.resolve(import.meta.dirname, '../../locales');
const files = localeFilesOf('th', dir);
const flatten = (tree: Texts, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
const texts = (file: string) => new Map(flatten(readTexts(path.join(dir, file))));

describe('Thai terminology', () => {
  it.each([
    ['รหัสผ่านกองทุน', 'fund password'],
    ['กระเป๋า', 'wallet'],
    ['โทเค็น', 'token'],
    ['อายัด', 'frozen'],
  ])('never writes %s (%s)', (rejected) => {
    const found = files.flatMap((file) =>
      [...texts(file)].filter(([, value]) => value.includes(rejected)).map(([key]) => `${file} ${key}`),
    );
    expect(found).toEqual([]);
  });

  it('calls the fund password รหัสผ่านการเงิน wherever English says fund password', () => {
    const missing = files.flatMap((file) => {
      const en = texts(file.replace('th.json', 'en.json'));
      return [...texts(file)]
        .filter(([key, value]) => /fund password/i.test(en.get(key) ?? '') && !value.includes('รหัสผ่านการเงิน'))
        .map(([key]) => `${file} ${key}`);
    });
    expect(missing).toEqual([]);
  });
});
