import { describe, expect, it } from 'vitest';
import {
  estimate,
  matchingPercent,
  maxQuantity,
  quantityForPercent,
  stepPrice,
} from '../../src/core/spotOrderMath';

const btc = { qtyDecimals: 5, feeRate: '0.001' };

describe('maxQuantity', () => {
  it.each([
    // 1000 / (60000 × 1.001) = 0.016650016… → 0.01665
    ['a buy: the quote balance over price and fee, truncated', 'buy', '60000', '1000', '9', btc, '0.01665'],
    // 0.00003 × 60000.01 = 1.8000003; its fee rounds up to 0.00180001 (core/spot), so 0.00003
    // costs 1.80180031 — more than 1.801800305, though the plain division allows it.
    [
      'one step less when the rounded-up fee would pass the balance',
      'buy',
      '60000.01',
      '1.801800305',
      '0',
      btc,
      '0.00002',
    ],
    ['exactly enough for the rounded-up fee', 'buy', '60000.01', '1.80180031', '0', btc, '0.00003'],
    [
      'a sell: the base balance, truncated, whatever the price',
      'sell',
      '',
      '0',
      '0.123456789',
      btc,
      '0.12345',
    ],
    ['nothing to buy before there is a price', 'buy', '', '1000', '0', btc, '0'],
    ['nothing to buy at a price of zero', 'buy', '0', '1000', '0', btc, '0'],
    // 100 / 0.32032 = 312.18…
    [
      'whole coins on a pair without decimals',
      'buy',
      '0.32',
      '100',
      '0',
      { qtyDecimals: 0, feeRate: '0.001' },
      '312',
    ],
  ] as const)('%s', (_, side, price, availableQuote, availableBase, pair, expected) => {
    expect(maxQuantity({ side, price, availableQuote, availableBase, ...pair })).toBe(expected);
  });

  it('never allows more than the balance pays for, fee included', () => {
    const max = maxQuantity({
      side: 'buy',
      price: '60000',
      availableQuote: '1000',
      availableBase: '0',
      ...btc,
    });
    const cost = estimate('buy', max, '60000', btc.feeRate)!;
    expect(cost.total.plus(cost.fee).lte(1000)).toBe(true);
  });
});

describe('percent of the available balance', () => {
  it.each([
    ['0.01665', 25, 5, '0.00416'],
    ['0.01665', 50, 5, '0.00832'],
    ['0.01665', 100, 5, '0.01665'],
    ['3', 25, 0, '0'],
  ])('%s × %i %% at %i places is %s, truncated', (max, percent, places, expected) => {
    expect(quantityForPercent(max, percent, places)).toBe(expected);
  });

  it.each([
    ['0.00832', '0.01665', 50],
    ['0.01665', '0.01665', 100],
    ['0.008', '0.01665', null],
    ['', '0.01665', null],
    ['0', '0', null],
  ])('quantity %j of max %s matches the %s chip', (quantity, max, expected) => {
    expect(matchingPercent(quantity, max, 5)).toBe(expected);
  });
});

describe('estimate', () => {
  it.each([
    ['quantity × price and the fee on it, exactly', 'buy', '0.01', '60000.5', ['600.005', '0.600005']],
    // A buyer pays rounded up, a seller receives rounded down (core/spot).
    ['a buy rounded up', 'buy', '0.00001', '0.32145', ['0.00000322', '0.00000001']],
    ['a sell rounded down', 'sell', '0.00001', '0.32145', ['0.00000321', '0.00000001']],
    ['no quantity', 'buy', '', '60000', null],
    ['a zero quantity', 'buy', '0', '60000', null],
    ['no price', 'buy', '1', '', null],
    ['a quantity still being typed', 'buy', '1.', '60000', null],
  ] as const)('%s', (_, side, quantity, price, expected) => {
    const figures = estimate(side, quantity, price, '0.001');
    expect(figures && [figures.total.toFixed(), figures.fee.toFixed()]).toEqual(expected);
  });
});

describe('stepPrice', () => {
  it.each([
    ['60000.00', 2, 1, '60000.01'],
    ['60000', 2, -1, '59999.99'],
    ['0.32145', 5, 1, '0.32146'],
    ['', 2, 1, '0.01'],
    ['0.01', 2, -1, '0.01'],
  ] as const)(
    '%j at %i places, %i tick → %s (never below one tick)',
    (price, places, direction, expected) => {
      expect(stepPrice(price, places, direction)).toBe(expected);
    },
  );
});
