import { describe, expect, it } from 'vitest';
import { parseMoney, sum, truncate } from '../../src/core/money';

describe('money', () => {
  it.each([
    ['12.5', '12.5'],
    ['-0.000000000000000001', '-1e-18'],
    [' 7 ', '7'],
    [3, '3'],
  ])('parses %j', (input, expected) => {
    expect(parseMoney(input)?.toString()).toBe(expected);
  });

  it.each([['1e3'], ['0x10'], ['1.0000000000000000001'], [''], ['abc'], [null], [Number.NaN]])(
    'refuses %j',
    (input) => {
      expect(parseMoney(input)).toBeNull();
    },
  );

  it('adds decimals exactly, where floats do not', () => {
    expect(sum(['0.1', '0.2']).toString()).toBe('0.3');
  });

  it.each([
    ['1.239', 2, '1.23'],
    ['1.2', 4, '1.2000'],
    ['-1.239', 2, '-1.23'],
    ['0.999999', 0, '0'],
  ])('truncates %s to %i places as %s, never rounding up', (value, places, expected) => {
    expect(truncate(value, places)).toBe(expected);
  });
});
