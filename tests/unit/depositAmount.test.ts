import { describe, expect, it } from 'vitest';
import {
  coinMinimum,
  displayAmount,
  hashProblem,
  wholeAmountProblem,
} from '../../src/web/features/deposit/amount';

describe('deposit screen input rules', () => {
  it('bank and quick deposit amounts are whole numbers, at least the minimum (spec §5)', () => {
    expect(wholeAmountProblem('', '10')).toBe('errors.deposit_amount_required');
    expect(wholeAmountProblem('10.5', '10')).toBe('errors.deposit_amount_integer');
    expect(wholeAmountProblem('0', '0')).toBe('errors.deposit_amount_integer'); // positiveAmountField's zero
    expect(wholeAmountProblem('9', '10')).toBe('errors.deposit_amount_min');
    expect(wholeAmountProblem('10', '10')).toBeNull();
  });

  it("bank and quick deposits take the smallest of the coin's network minimums, compared exactly", () => {
    const coin = (...mins: string[]) => ({ networks: mins.map((min) => ({ min })) });
    expect(coinMinimum(coin('10', '9.5', '100'))).toBe('9.5');
    // Equal as floats, not as amounts.
    expect(coinMinimum(coin('0.10000000000000000001', '0.1'))).toBe('0.1');
    expect(coinMinimum(coin('20000000000000000.5', '20000000000000000'))).toBe('20000000000000000');
    expect(coinMinimum(coin())).toBe('0');
  });

  it('a hash must fit its network ("enter the correct hash")', () => {
    const hex = 'a'.repeat(64);
    expect(hashProblem('ERC20', `0x${hex}`)).toBeNull();
    expect(hashProblem('ERC20', hex)).toBeNull(); // the server adds the 0x
    expect(hashProblem('ERC20', `0x${hex.slice(1)}`)).toBe('errors.deposit_hash_invalid');
    expect(hashProblem('TRC20', hex)).toBeNull();
    expect(hashProblem('TRC20', `0x${hex}`)).toBeNull();
    expect(hashProblem('TRC20', 'z'.repeat(64))).toBe('errors.deposit_hash_invalid');
  });

  it('amounts are shown truncated, never rounded up, without trailing zeros', () => {
    expect(displayAmount('25.000000000000000000')).toBe('25');
    expect(displayAmount('0.123456789999')).toBe('0.12345678');
    expect(displayAmount('0.0005')).toBe('0.0005');
  });
});
