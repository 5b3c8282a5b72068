import { describe, expect, it } from 'vitest';
import { withdrawAmountRule } from '../../src/core/schemas/withdrawals';
import { withdrawalFigures, withdrawalTotal } from '../../src/core/withdrawal';

describe('withdrawalTotal', () => {
  it.each([
    ['12.5', '1', '13.5'],
    ['0.1', '0.0002', '0.1002'],
    ['999999999999999.999999999999999999', '0.000000000000000001', '1000000000000000'],
  ])('%s + fee %s leaves the balance as %s', (amount, fee, total) => {
    expect(withdrawalTotal(amount, fee).toFixed()).toBe(total);
  });
});

describe('withdrawalFigures', () => {
  it.each([
    // amount, fee, available, decimals → received, total, max
    ['12.5', '1', '100', 6, '12.5', '13.5', '99.000000'],
    ['0.1', '0.0002', '0.00123456789', 8, '0.1', '0.1002', '0.00103456'],
    ['', '1', '100', 6, '0', '0', '99.000000'],
    ['abc', '1', '100', 6, '0', '0', '99.000000'],
    ['5', '5', '3', 6, '5', '10', '0.000000'],
    ['10', '1', '10.9999999', 6, '10', '11', '9.999999'],
  ])('amount %s, fee %s, available %s', (amount, fee, available, decimals, received, total, max) => {
    expect(withdrawalFigures({ amount, fee, available, decimals })).toEqual({ received, total, max });
  });
});

describe('withdrawAmountRule', () => {
  const usdt = { coin: 'USDT', decimals: 6, min: '10.000000000000000000', fee: '1', available: '100' };
  it.each([
    ['50', usdt, []],
    ['99', usdt, []],
    ['99.000001', usdt, [['errors.insufficient_balance', {}]]],
    ['9.99', usdt, [['errors.withdraw_below_min', { min: '10', coin: 'USDT' }]]],
    ['10.1234567', usdt, [['errors.withdraw_amount_precision', { count: 6 }]]],
    ['', usdt, [['errors.withdraw_amount_required', undefined]]],
    ['1e3', usdt, [['errors.withdraw_amount_invalid', undefined]]],
    // The server knows no balance here (the ledger checks it): only precision and minimum.
    ['500', { coin: 'USDT', decimals: 6, min: '10' }, []],
  ])('%s', (amount, limits, expected) => {
    const result = withdrawAmountRule(limits).safeParse(amount);
    const issues = result.success
      ? []
      : result.error.issues.map((i) => [i.message, 'params' in i ? i.params : undefined]);
    expect(issues).toEqual(expected);
  });
});
