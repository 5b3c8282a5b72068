import { describe, expect, it } from 'vitest';
import { keysOf } from '../helpers/formErrors';
import { optionPurchaseForm, type OptionPurchaseContext } from '../../src/core/forms/optionPurchaseForm';
import type { OptionProduct } from '../../src/core/schemas/options';

const period = (seconds: number, over: Partial<OptionProduct> = {}): OptionProduct => ({
  symbol: 'BTC/USDT',
  seconds,
  payout_ratio: '0.85',
  min_amount: '10',
  max_amount: '5000',
  flat_band: '5',
  fee_rate: '0.02',
  ...over,
});
const context: OptionPurchaseContext = {
  symbol: 'BTC/USDT',
  direction: 'up',
  account: 'real',
  periods: [period(30), period(60, { min_amount: '50' })],
  available: '1000',
  decimalMark: '.',
};
const purchase = (seconds: number | null, amount: string, change: Partial<OptionPurchaseContext> = {}) =>
  optionPurchaseForm({ seconds, amount }, { ...context, ...change });

describe('option purchase form', () => {
  it.each([
    ['a stake within the limits and the balance', 30, '100', {}, []],
    [
      'no delivery time chosen comes first',
      null,
      '',
      {},
      ['seconds:errors.options_seconds_required', 'amount:errors.options_amount_required'],
    ],
    ['an empty amount', 30, ' ', {}, ['amount:errors.options_amount_required']],
    ['an amount that is no number', 30, '1.2.3', {}, ['amount:errors.options_amount_invalid']],
    ['1,5 where the comma groups thousands', 30, '1,5', {}, ['amount:errors.options_amount_invalid']],
    ['zero is no stake', 30, '0', {}, ['amount:errors.options_amount_invalid']],
    ['below the chosen period’s minimum', 60, '49.99', {}, ['amount:errors.options_amount_min']],
    ['above the maximum', 30, '5000.01', {}, ['amount:errors.options_amount_max']],
    [
      'below the minimum before the balance',
      30,
      '5',
      { available: '1' },
      ['amount:errors.options_amount_min'],
    ],
    ['more than the balance', 30, '1000.01', {}, ['amount:options.error.insufficient_balance']],
    ['an unknown balance is not compared', 30, '4000', { available: null }, []],
    ['the whole balance at the minimum', 30, '10', { available: '10' }, []],
  ] as const)('%s', (_, seconds, amount, change, expected) => {
    expect(keysOf(purchase(seconds, amount, change).errors)).toEqual(expected);
  });

  it('names the limit it breaks', () => {
    expect(purchase(60, '1').errors).toEqual([
      { field: 'amount', key: 'errors.options_amount_min', params: { min: '50' } },
    ]);
  });

  it('sends the stake only once it passes, as typed, with a Spanish comma read as the point', () => {
    expect(purchase(30, '12.5').stake).toBe('12.5');
    expect(purchase(30, '1.5').stake).toBeNull();
    expect(purchase(30, '12,5', { decimalMark: ',' }).stake).toBe('12.5');
  });

  it('reads the stake for the summary while only the balance is short, never outside the limits', () => {
    expect(purchase(30, '1000.01')).toMatchObject({ amount: '1000.01', stake: null });
    expect(purchase(30, '5')).toMatchObject({ amount: null, stake: null });
    expect(purchase(null, '100')).toMatchObject({ amount: null, stake: null });
  });

  it('gives the chosen period with its terms', () => {
    expect(purchase(60, '').product?.min_amount).toBe('50');
    expect(purchase(null, '').product).toBeNull();
  });
});
