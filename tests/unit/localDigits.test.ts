import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/languages';
import { compactInteger, localDecimal } from '../../src/web/ui/format/localDigits';

/*
 * The market list's figures are written without Intl (its first formatter costs a long task at
 * start-up); Intl stays the reference they must match, value for value, in every language.
 */

// A deterministic spread of values: every magnitude, the edges where rounding carries over to the
// next unit (999,999 → 1M), and pseudo-random digits in between.
function sampleIntegers(): string[] {
  const values = new Set<string>(['0', '1', '9', '10', '999', '1000', '1234', '9999', '10000', '99999']);
  for (let magnitude = 1; magnitude <= 19; magnitude++) {
    const power = 10n ** BigInt(magnitude);
    for (const delta of [-1n, 0n, 1n, -power / 200n, power / 200n, -power / 200n - 1n, power / 1000n])
      if (power + delta >= 0n) values.add((power + delta).toString());
    values.add(((power * 9995n) / 10000n).toString());
    values.add(((power * 99995n) / 100000n).toString());
    values.add(((power * 99994n) / 100000n).toString());
  }
  let seed = 20261125n;
  for (let i = 0; i < 3000; i++) {
    seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
    values.add((seed % 10n ** BigInt(1 + (i % 17))).toString());
  }
  return [...values];
}

describe('market-list figures without Intl', () => {
  const integers = sampleIntegers();

  for (const { code } of LANGUAGES) {
    it(`short turnover in ${code} reads as Intl's compact notation`, () => {
      const intl = new Intl.NumberFormat(code, { notation: 'compact', maximumFractionDigits: 2 });
      const differ = integers.filter(
        (v) => compactInteger(v, code) !== intl.format(v as Intl.StringNumericLiteral),
      );
      expect(
        differ
          .slice(0, 5)
          .map((v) => [v, compactInteger(v, code), intl.format(v as Intl.StringNumericLiteral)]),
      ).toEqual([]);
    });

    it(`prices in ${code} read as Intl's fixed places, sign included`, () => {
      const values = integers.flatMap((whole, i) => {
        const places = i % 9;
        const fraction = (BigInt(whole) * 7919n).toString().padStart(places, '0').slice(0, places);
        const text = places ? `${whole}.${fraction}` : whole;
        return i % 3 === 0 ? [`-${text}`] : [text];
      });
      const differ = values.filter((v) => {
        const places = v.split('.')[1]?.length ?? 0;
        const intl = new Intl.NumberFormat(code, {
          minimumFractionDigits: places,
          maximumFractionDigits: places,
        });
        return localDecimal(v, code) !== intl.format(v as Intl.StringNumericLiteral);
      });
      expect(differ.slice(0, 5)).toEqual([]);
    });
  }

  it('writes what a reader of each language expects', () => {
    expect(compactInteger('333630000', 'en')).toBe('333.63M');
    expect(compactInteger('999999', 'en')).toBe('1M');
    expect(compactInteger('333630000', 'zh-CN')).toBe('3.34亿');
    expect(compactInteger('1234567890', 'es')).toBe('1234,57\u00a0M');
    expect(localDecimal('96008.20', 'en')).toBe('96,008.20');
    expect(localDecimal('96008.20', 'es')).toBe('96.008,20');
    expect(localDecimal('1234.50', 'es')).toBe('1234,50');
  });
});
