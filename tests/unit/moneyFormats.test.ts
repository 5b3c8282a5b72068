import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/languages';
import { BASE_COINS } from '../../src/server/db/seed';
import {
  formatBalanceChange,
  formatCoinAmount,
  formatCompact,
  formatFee,
  formatPercentChange,
  formatPnl,
  formatPrice,
  formatRate,
  formatValuation,
  USDT,
} from '../../src/web/ui/format/money';

const MINUS = '\u2212';
const BTC = { symbol: 'BTC', decimals: 8 };
const LANGS = LANGUAGES.map((l) => l.code);

/** Intl's own writing of a decimal string at fixed places, with the real minus: the reference. */
const intl = (value: string, places: number, lang: string) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: places, maximumFractionDigits: places })
    .format(value as Intl.StringNumericLiteral)
    .replace('-', MINUS);

describe('an amount of a coin', () => {
  it.each([
    ['3617.1100415', USDT, '3,617.110041 USDT'], // cut at the coin's 6 places, not rounded up
    ['594', USDT, '594.000000 USDT'], // padded: every USDT amount has the same places
    ['0.48150845', USDT, '0.481508 USDT'],
    ['0.5', BTC, '0.50000000 BTC'],
    ['0.999999999', BTC, '0.99999999 BTC'],
    ['12345678901234.123456789', BTC, '12,345,678,901,234.12345678 BTC'],
    ['-20', USDT, `${MINUS}20.000000 USDT`],
    ['-0.0000001', USDT, '0.000000 USDT'], // shown as zero: no sign
  ])('%s of %o reads %s', (value, coin, shown) => {
    expect(formatCoinAmount(value, coin, 'en').text).toBe(shown);
  });

  it('keeps the number and its unit apart for a layout that shows the unit on its own', () => {
    expect(formatCoinAmount('1500.5', USDT, 'en')).toEqual({
      text: '1,500.500000 USDT',
      number: '1,500.500000',
      unit: 'USDT',
    });
  });

  it('writes a record of a coin whose places are not known yet with its own places', () => {
    expect(formatCoinAmount('12.5000000', { symbol: 'XYZ', decimals: undefined }, 'en').text).toBe(
      '12.5 XYZ',
    );
  });

  it('counts USDT in the places the seed gives the coin', () => {
    expect(USDT.decimals).toBe(BASE_COINS.find((c) => c.symbol === 'USDT')!.decimals);
  });

  it.each(LANGS)('is grouped and signed as Intl writes numbers in %s', (lang) => {
    for (const value of ['-98765432109.123456', '1234.5', '12345.678', '0.000001', '100'])
      expect(formatCoinAmount(value, USDT, lang).number).toBe(intl(value, 6, lang));
  });
});

describe('a fee', () => {
  it('lines up with the amount it is charged on', () => {
    expect(formatFee('1', USDT, 'en').text).toBe('1.000000 USDT');
    expect(formatFee('0.00048215', BTC, 'zh-CN').text).toBe('0.00048215 BTC');
  });
});

describe('a balance change', () => {
  it.each([
    ['12.5000000', '+12.500000 USDT', 'up'],
    ['-20.000000000000000000', `${MINUS}20.000000 USDT`, 'down'],
    ['1500.1234567', '+1,500.123456 USDT', 'up'],
    ['-0.0000001', '0.000000 USDT', 'flat'],
  ] as const)('%s USDT reads %s', (value, text, direction) => {
    const change = formatBalanceChange(value, USDT, 'en');
    expect({ text: change.text, direction: change.direction }).toEqual({ text, direction });
  });
});

describe('a valuation', () => {
  it.each([
    ['51727.0399', 'en', '51,727.03 USDT'],
    ['0', 'en', '0.00 USDT'],
    ['1234.5', 'es', '1234,50 USDT'],
    ['12345.5', 'es', '12.345,50 USDT'],
    ['98765432109.123456', 'th', '98,765,432,109.12 USDT'],
  ])('%s in %s reads %s', (value, lang, shown) => {
    expect(formatValuation(value, lang).text).toBe(shown);
  });
});

describe('a profit or loss', () => {
  it.each([
    ['78.4', '+78.40 USDT', 'up'],
    ['10078.409', '+10,078.40 USDT', 'up'],
    ['-3.5', `${MINUS}3.50 USDT`, 'down'],
    ['0', '0.00 USDT', 'flat'],
    ['-0.001', '0.00 USDT', 'flat'], // too small to show: neither gain nor loss
    ['0.009', '0.00 USDT', 'flat'],
  ] as const)('%s reads %s', (value, text, direction) => {
    const pnl = formatPnl(value, 'en');
    expect({ text: pnl.text, direction: pnl.direction }).toEqual({ text, direction });
  });

  it.each(LANGS)('uses the real minus sign in %s', (lang) => {
    const { text } = formatPnl('-1234.5', lang);
    expect(text.startsWith(MINUS)).toBe(true);
    expect(text).not.toContain('-');
  });
});

describe('a price', () => {
  it('is written at the pair’s precision, padded, with its quote coin where named', () => {
    expect(formatPrice('96008.2', { price_decimals: 2, quote: 'USDT' }, 'en').text).toBe('96,008.20 USDT');
    expect(formatPrice('0.123456789', { price_decimals: 6 }, 'en').text).toBe('0.123456');
    expect(formatPrice('96008.2', { price_decimals: 2 }, 'es').text).toBe('96.008,20');
  });
});

describe('a change in percent', () => {
  it.each(LANGS)('reads as Intl’s signed percent in %s', (lang) => {
    const percent = new Intl.NumberFormat(lang, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    for (const pct of ['2.31', '-0.4', '0', '-1234.5', '12.5'])
      expect(formatPercentChange(pct, lang).text).toBe(
        percent.format(`${pct}e-2` as Intl.StringNumericLiteral).replace('-', MINUS),
      );
  });

  it('gives its direction and is cut, not rounded up', () => {
    expect(formatPercentChange('2.319', 'en')).toMatchObject({ text: '+2.31%', direction: 'up' });
    expect(formatPercentChange('-0.004', 'en')).toMatchObject({ text: '0.00%', direction: 'flat' });
  });
});

describe('a rate', () => {
  it.each([
    ['0.0005', 'en', '0.05%'],
    ['0.004', 'en', '0.4%'],
    ['0.1', 'en', '10%'],
    ['0.000012345', 'en', '0.0012%'],
    ['0.0005', 'es', '0,05\u00a0%'],
  ])('%s in %s reads %s', (rate, lang, shown) => {
    expect(formatRate(rate, lang).text).toBe(shown);
  });
});

describe('turnover', () => {
  it('is short, as Intl’s compact notation, from the whole part', () => {
    expect(formatCompact('146750000.5', 'en')).toBe('146.75M');
    expect(formatCompact('146750000.5', 'zh-CN')).toBe('1.47亿');
  });
});
