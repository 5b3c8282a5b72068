import { describe, expect, it } from 'vitest';
import { keysOf } from '../helpers/formErrors';
import {
  applyCost,
  ieoApplyForm,
  maxApplyQuantity,
  type IeoApplyContext,
  type IeoApplyItem,
} from '../../src/core/forms/ieoApplyForm';

const item: IeoApplyItem = {
  id: 7,
  symbol: 'NEW',
  decimals: 2,
  ieo_price: '0.05',
  pay_currency: 'USDT',
  min_apply: '100',
  max_apply: '10000',
};
const context: IeoApplyContext = { item, payDecimals: 6, available: '200', decimalMark: '.' };
const apply = (typed: string, change: Partial<IeoApplyContext> = {}) =>
  ieoApplyForm(typed, { ...context, ...change });

describe('ieoApplyForm', () => {
  it.each([
    ['a quantity within the limits and the balance', '1000', {}, []],
    ['an empty box', ' ', {}, ['quantity:errors.ieo_quantity_required']],
    ['no number', '1.2.3', {}, ['quantity:errors.ieo_quantity_invalid']],
    ['zero', '0', {}, ['quantity:errors.ieo_quantity_invalid']],
    ['1,5 where the comma groups thousands', '1,5', {}, ['quantity:errors.ieo_quantity_invalid']],
    ['more places than the coin has', '100.001', {}, ['quantity:errors.ieo_quantity_precision']],
    ['trailing zeros past the places', '100.0000', {}, []],
    ['below the minimum', '99.99', {}, ['quantity:errors.ieo_quantity_min']],
    ['above the maximum', '10000.01', {}, ['quantity:errors.ieo_quantity_max']],
    ['the limits before the balance', '20000', { available: '0' }, ['quantity:errors.ieo_quantity_max']],
    ['more than the balance covers', '4000.01', {}, ['quantity:errors.ieo_balance']],
    ['exactly what the balance covers', '4000', {}, []],
    ['an unknown balance is not compared', '10000', { available: null }, []],
  ] as const)('%s', (_, typed, change, expected) => {
    expect(keysOf(apply(typed, change).errors)).toEqual(expected);
  });

  it('names the limit it breaks, with the coin', () => {
    expect(apply('1').errors).toEqual([
      { field: 'quantity', key: 'errors.ieo_quantity_min', params: { min: '100', symbol: 'NEW' } },
    ]);
    expect(apply('10001').errors).toEqual([
      { field: 'quantity', key: 'errors.ieo_quantity_max', params: { max: '10000', symbol: 'NEW' } },
    ]);
    expect(apply('100.123').errors[0]?.params).toEqual({ decimals: 2 });
    expect(apply('5000').errors[0]?.params).toEqual({ currency: 'USDT' });
  });

  it('sends the quantity as typed once it passes, a Spanish comma read as the point', () => {
    expect(apply('1000').request).toEqual({ id: 7, quantity: '1000' });
    expect(apply('150,5', { decimalMark: ',' }).request).toEqual({ id: 7, quantity: '150.5' });
    expect(apply('5000').request).toBeNull();
  });

  it('works out the cost once the quantity is within the limits, also while the balance is short', () => {
    expect(apply('1000').cost?.toFixed()).toBe('50');
    expect(apply('5000')).toMatchObject({ short: true });
    expect(apply('5000').cost?.toFixed()).toBe('250');
    expect(apply('99').cost).toBeNull();
    expect(apply('1000').short).toBe(false);
  });

  it('offers a deposit only when the balance is what stops it', () => {
    expect(apply('20000', { available: '0' }).short).toBe(false);
    expect(apply('100', { available: '0' }).short).toBe(true);
  });
});

describe('maxApplyQuantity', () => {
  it.each([
    ['the balance covers less than the maximum', '200', '4000'],
    ['the balance covers more than the maximum', '1000', '10000'],
    ['cut to the coin’s places, never up', '0.0999', '1.99'],
    ['an unknown balance leaves the maximum', null, '10000'],
    ['no balance', '0', '0'],
  ] as const)('%s', (_, available, expected) => {
    expect(maxApplyQuantity(item, available).toFixed()).toBe(expected);
  });

  it('fills in a quantity the form accepts', () => {
    const max = maxApplyQuantity(item, '123.456789');
    expect(max.toFixed()).toBe('2469.13');
    expect(apply(max.toFixed(), { available: '123.456789' }).errors).toEqual([]);
  });
});

describe('applyCost', () => {
  it('cuts the cost to the payment coin’s places', () => {
    expect(applyCost('0.03', { ...item, ieo_price: '0.0000125' }, 6).toFixed()).toBe('0');
    expect(applyCost('3', { ...item, ieo_price: '0.3333333' }, 6).toFixed()).toBe('0.999999');
  });
});
