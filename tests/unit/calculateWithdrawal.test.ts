import { describe, expect, it } from 'vitest';
import { calculateWithdrawal } from '../../src/web/features/withdraw/calculateWithdrawal';

describe('calculateWithdrawal', () => {
  it.each([
    // amount, fee, available, decimals → received, total, max
    ['12.5', '1', '100', 6, '12.5', '13.5', '99.000000'],
    ['0.1', '0.0002', '0.00123456789', 8, '0.1', '0.1002', '0.00103456'],
    ['', '1', '100', 6, '0', '0', '99.000000'],
    ['abc', '1', '100', 6, '0', '0', '99.000000'],
    ['5', '5', '3', 6, '5', '10', '0.000000'],
    ['10', '1', '10.9999999', 6, '10', '11', '9.999999'],
  ])('amount %s, fee %s, available %s', (amount, fee, available, decimals, received, total, max) => {
    expect(calculateWithdrawal({ amount, fee, available, decimals })).toEqual({ received, total, max });
  });
});
