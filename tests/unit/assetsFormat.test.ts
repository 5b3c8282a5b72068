import { describe, expect, it } from 'vitest';
import { decimalInput } from '../../src/web/ui/format/decimalInput';
import { filterCoins, isSmallBalance } from '../../src/web/features/assets/filterCoins';
import {
  formatAmount,
  formatExact,
  formatSignificant,
  formatSigned,
  formatTrimmed,
  placesOf,
  trimmedPlaces,
} from '../../src/web/ui/format/formatAmount';
import { formatWithMinus, numberFormat } from '../../src/web/ui/format/numbers';
import type { CoinBalance } from '../../src/web/features/assets/queries';

describe('formatAmount', () => {
  it.each([
    ['1234.5678919', 6, 'en', '1,234.567891'],
    ['0.999999999', 2, 'en', '0.99'],
    ['12345678901234.123456789', 8, 'en', '12,345,678,901,234.12345678'],
    ['1234.5', 2, 'es', '1234,50'],
    ['12345.5', 2, 'es', '12.345,50'],
    ['0', 8, 'en', '0.00000000'],
    ['-0.004', 2, 'en', '0.00'],
    ['-1234.567', 2, 'zh-CN', '\u22121,234.56'],
    ['-1234.567', 2, 'en', '\u22121,234.56'],
    ['-1234.567', 2, 'es', '\u22121234,56'],
  ])('shows %s with %i places in %s as %s, truncated and exact', (value, decimals, lang, shown) => {
    expect(formatAmount(value, decimals, lang)).toBe(shown);
  });
});

describe('formatSigned', () => {
  it('signs and colours a gain, a loss, and no change', () => {
    expect(formatSigned('12.349', 2, 'en')).toEqual({ text: '+12.34', direction: 'up' });
    expect(formatSigned('-3.5', 2, 'en')).toEqual({ text: '\u22123.50', direction: 'down' });
    expect(formatSigned('0', 2, 'en')).toEqual({ text: '0.00', direction: 'flat' });
  });

  it('calls a change too small to show flat rather than a signed zero', () => {
    expect(formatSigned('-0.001', 2, 'en')).toEqual({ text: '0.00', direction: 'flat' });
    expect(formatSigned('0.009', 2, 'en')).toEqual({ text: '0.00', direction: 'flat' });
  });
});

const coin = (symbol: string, total: string, valuation: string | null): CoinBalance => ({
  currency_id: symbol.length,
  symbol,
  name: `${symbol} coin`,
  decimals: 8,
  available: total,
  frozen: '0',
  total,
  valuation,
});

describe('hide small balances', () => {
  it('hides coins worth under 1 USDT, and unpriced coins only when empty', () => {
    expect(isSmallBalance(coin('USDT', '0.99', '0.99'))).toBe(true);
    expect(isSmallBalance(coin('USDT', '1', '1'))).toBe(false);
    expect(isSmallBalance(coin('BTC', '0.0001', null))).toBe(false);
    expect(isSmallBalance(coin('BTC', '0', null))).toBe(true);
  });

  it('filters by search on symbol or name, with or without small balances', () => {
    const coins = [coin('USDT', '5', '5'), coin('USDC', '0.5', '0.5'), coin('BTC', '0.1', null)];
    expect(filterCoins(coins, '', true).map((c) => c.symbol)).toEqual(['USDT', 'BTC']);
    expect(filterCoins(coins, 'usd', false).map((c) => c.symbol)).toEqual(['USDT', 'USDC']);
    expect(filterCoins(coins, ' btc coin ', false).map((c) => c.symbol)).toEqual(['BTC']);
  });
});

describe('decimalInput', () => {
  it.each([
    ['12.3456789', 6, '12.345678'],
    ['1,5', 2, '1.5'],
    ['.5', 2, '0.5'],
    ['1.2.3', 4, '1.23'],
    ['-7a', 2, '7'],
    ['3.9', 0, '3'],
  ])('keeps %s as %s with %i places', (typed, decimals, kept) => {
    expect(decimalInput(typed, decimals)).toBe(kept);
  });
});

it('placesOf counts the places a record carries', () => {
  expect(placesOf('100')).toBe(0);
  expect(placesOf('-0.125')).toBe(3);
});

describe('records: the coin’s places, without the ledger’s trailing zeros', () => {
  it.each([
    ['12.5000000', 6, 1],
    ['1500.1234567', 6, 6],
    ['-20.000000000000000000', 6, 0],
    ['0.0000001', 6, 0],
    ['60', 6, 0],
    ['0.30', undefined, 1],
    ['12.5000000', undefined, 1],
  ] as const)('%s with at most %s places keeps %i', (value, max, places) => {
    expect(trimmedPlaces(value, max)).toBe(places);
  });

  it.each([
    ['12.5000000', 6, 'en', '12.5'],
    ['10400', 6, 'en', '10,400'],
    ['1500.1234567', 6, 'en', '1,500.123456'],
    ['960.000000', 2, 'en', '960'],
    ['10400.5', 6, 'es', '10.400,5'],
    ['-1500.1234567', 6, 'en', '\u22121,500.123456'],
  ] as const)('formatTrimmed(%s, %i, %s) is %s', (value, max, lang, shown) => {
    expect(formatTrimmed(value, max, lang)).toBe(shown);
  });

  it.each([
    ['10400', 'en', '10,400'],
    ['10400.50000', 'en', '10,400.5'],
    ['0.000001', 'zh-CN', '0.000001'],
    ['1234567.25', 'th', '1,234,567.25'],
  ] as const)('formatSignificant(%s, %s) is %s', (value, lang, shown) => {
    expect(formatSignificant(value, lang)).toBe(shown);
  });

  it('formatExact keeps the places the value carries', () => {
    expect(formatExact('10400', 'en')).toBe('10,400');
    expect(formatExact('12.50', 'en')).toBe('12.50');
  });

  it.each([
    ['12.5000000', '+12.5', 'up'],
    ['-20.0000000', '\u221220', 'down'],
    ['1500.1234567', '+1,500.123456', 'up'],
    ['-0.0000001', '0', 'flat'],
  ] as const)('a change record of %s USDT (6 places) reads %s', (value, text, direction) => {
    expect(formatSigned(value, trimmedPlaces(value, 6), 'en')).toEqual({ text, direction });
  });
});

describe('formatWithMinus', () => {
  it.each(['en', 'zh-CN', 'ja', 'ko', 'es', 'th', 'zh-TW'])('writes a real minus sign in %s', (lang) => {
    const shown = formatWithMinus(numberFormat(lang, { maximumFractionDigits: 2 }), '-1234.5');
    expect(shown.startsWith('\u2212')).toBe(true);
    expect(shown).not.toContain('-');
  });
});
