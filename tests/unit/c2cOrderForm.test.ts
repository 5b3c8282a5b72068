import { describe, expect, it } from 'vitest';
import { keysOf } from '../helpers/formErrors';
import {
  amountOf,
  c2cOrderForm,
  maxOrder,
  payTypeChoices,
  quantityOf,
  type C2cOrderAd,
  type C2cOrderContext,
  type C2cOrderInput,
} from '../../src/core/forms/c2cOrderForm';

// A merchant selling 1,000 USDT at 7.25 CNY, 100 to 5,000 CNY an order.
const ad: C2cOrderAd = {
  id: 9,
  side: 'buy',
  coin: 'USDT',
  fiat: 'CNY',
  price: '7.25',
  available: '1000',
  min_amount: '100',
  max_amount: '5000',
  pay_types: ['bank', 'alipay'],
};
const context: C2cOrderContext = {
  ad,
  coinDecimals: 6,
  balance: null,
  hasBankCard: null,
  decimalMark: '.',
};
const sellAd: C2cOrderAd = { ...ad, side: 'sell', pay_types: ['bank', 'wechat'] };
const selling: C2cOrderContext = { ...context, ad: sellAd, balance: '300', hasBankCard: true };

const order = (typed: string, change: Partial<C2cOrderInput> = {}, ctx: Partial<C2cOrderContext> = {}) =>
  c2cOrderForm({ mode: 'amount', typed, pay_type: 'bank', ...change }, { ...context, ...ctx });

describe('c2cOrderForm', () => {
  it.each([
    ['an amount within the limits', '725', {}, {}, []],
    ['an empty box', ' ', {}, {}, ['amount:errors.c2c_amount_required']],
    ['no number', '1.2.3', {}, {}, ['amount:errors.c2c_amount_invalid']],
    ['zero', '0', {}, {}, ['amount:errors.c2c_amount_invalid']],
    ['fiat past the cent', '100.001', {}, {}, ['amount:errors.c2c_amount_precision']],
    ['trailing zeros past the cent', '100.000', {}, {}, []],
    ['below the minimum', '99.99', {}, {}, ['amount:errors.c2c_amount_min']],
    ['the minimum itself', '100', {}, {}, []],
    ['above the maximum', '5000.01', {}, {}, ['amount:errors.c2c_amount_max']],
    ['the maximum itself', '5000', {}, {}, []],
    [
      'more coins than the ad has left',
      '5000',
      {},
      { ad: { ...ad, available: '600' } },
      ['amount:errors.c2c_quantity_available'],
    ],
    ['no pay type chosen', '725', { pay_type: null }, {}, ['pay_type:errors.c2c_pay_type_invalid']],
    [
      'a pay type the ad does not take',
      '725',
      { pay_type: 'wechat' },
      {},
      ['pay_type:errors.c2c_pay_type_invalid'],
    ],
    ['a quantity', '100', { mode: 'quantity' }, {}, []],
    ['no quantity', '', { mode: 'quantity' }, {}, ['quantity:errors.c2c_quantity_required']],
    [
      'a quantity past the coin’s places',
      '100.0000001',
      { mode: 'quantity' },
      {},
      ['quantity:errors.c2c_quantity_precision'],
    ],
    [
      'a quantity past fewer places',
      '100.001',
      { mode: 'quantity' },
      { coinDecimals: 2 },
      ['quantity:errors.c2c_quantity_precision'],
    ],
    [
      'a quantity worth less than the minimum',
      '13.79',
      { mode: 'quantity' },
      {},
      ['quantity:errors.c2c_amount_min'],
    ],
    [
      'a quantity worth more than the maximum',
      '690',
      { mode: 'quantity' },
      {},
      ['quantity:errors.c2c_amount_max'],
    ],
    [
      'a quantity above what is left',
      '500.000001',
      { mode: 'quantity' },
      { ad: { ...ad, available: '500' } },
      ['quantity:errors.c2c_quantity_available'],
    ],
    [
      'the figure and the pay type both',
      '1',
      { pay_type: null },
      {},
      ['amount:errors.c2c_amount_min', 'pay_type:errors.c2c_pay_type_invalid'],
    ],
  ] as const)('%s', (_, typed, change, ctx, expected) => {
    expect(keysOf(order(typed, change, ctx).errors)).toEqual(expected);
  });

  it('names the limit it breaks, with the fiat', () => {
    expect(order('1').errors).toEqual([
      { field: 'amount', key: 'errors.c2c_amount_min', params: { min: '100', fiat: 'CNY' } },
    ]);
    expect(order('6000').errors).toEqual([
      { field: 'amount', key: 'errors.c2c_amount_max', params: { max: '5000', fiat: 'CNY' } },
    ]);
    expect(order('100.001').errors[0]?.params).toEqual({ decimals: 2 });
    expect(order('1.1234567', { mode: 'quantity' }).errors[0]?.params).toEqual({ decimals: 6 });
    expect(order('5000', {}, { ad: { ...ad, available: '600' } }).errors[0]?.params).toEqual({
      available: '600',
      coin: 'USDT',
    });
  });

  it('works out the coins from the fiat, cut to the coin’s places', () => {
    const f = order('1000');
    expect(f.amount?.toFixed()).toBe('1000');
    expect(f.quantity?.toFixed()).toBe('137.931034');
    expect(order('1000', {}, { coinDecimals: 2 }).quantity?.toFixed()).toBe('137.93');
  });

  it('works out the fiat from the coins, raised to the cent as the server charges it', () => {
    const f = order('137.931035', { mode: 'quantity' });
    expect(f.quantity?.toFixed()).toBe('137.931035');
    expect(f.amount?.toFixed()).toBe('1000.01');
    expect(order('100', { mode: 'quantity' }).amount?.toFixed()).toBe('725');
  });

  it('sends what was typed in its own field, a Spanish comma read as the point', () => {
    expect(order('725').request).toEqual({ ad_id: 9, amount: '725', pay_type: 'bank' });
    expect(order('100', { mode: 'quantity', pay_type: 'alipay' }).request).toEqual({
      ad_id: 9,
      quantity: '100',
      pay_type: 'alipay',
    });
    expect(order('725,5', {}, { decimalMark: ',' }).request).toEqual({
      ad_id: 9,
      amount: '725.5',
      pay_type: 'bank',
    });
    expect(order('1').request).toBeNull();
    expect(order('725', { pay_type: null }).request).toBeNull();
  });

  describe('selling to a merchant who buys', () => {
    const sell = (typed: string, change: Partial<C2cOrderInput> = {}, ctx: Partial<C2cOrderContext> = {}) =>
      c2cOrderForm({ mode: 'quantity', typed, pay_type: 'bank', ...change }, { ...selling, ...ctx });

    it('checks the spot balance, which the order escrows, and says so', () => {
      expect(keysOf(sell('300').errors)).toEqual([]);
      expect(sell('300.000001').errors).toEqual([
        { field: 'quantity', key: 'errors.c2c_balance', params: { coin: 'USDT' } },
      ]);
      expect(sell('300.000001').short).toBe(true);
      expect(sell('300').short).toBe(false);
      expect(keysOf(sell('400', {}, { balance: null }).errors)).toEqual([]);
    });

    it('is paid to the bank card: only bank, and only once a card is saved', () => {
      expect(payTypeChoices(sellAd)).toEqual(['bank']);
      expect(payTypeChoices(ad)).toEqual(['bank', 'alipay']);
      expect(keysOf(sell('100', { pay_type: 'wechat' }).errors)).toEqual([
        'pay_type:errors.c2c_pay_type_invalid',
      ]);
      expect(keysOf(sell('100', {}, { hasBankCard: false }).errors)).toEqual([
        'pay_type:errors.c2c_bank_card_required',
      ]);
      expect(keysOf(sell('100', {}, { hasBankCard: null }).errors)).toEqual([]);
    });

    it('never checks the balance when buying', () => {
      expect(keysOf(order('5000', {}, { balance: '0' }).errors)).toEqual([]);
    });
  });
});

describe('maxOrder', () => {
  it('fills the ad’s maximum when the ad has the coins', () => {
    const max = maxOrder(context);
    expect(max.amount.toFixed()).toBe('5000');
    expect(max.quantity.toFixed()).toBe('689.655172');
  });

  it('fills what is left when the ad has less than its maximum', () => {
    const max = maxOrder({ ...context, ad: { ...ad, available: '500' } });
    expect(max.amount.toFixed()).toBe('3625');
    expect(max.quantity.toFixed()).toBe('500');
  });

  it('fills what the balance covers when selling', () => {
    const max = maxOrder(selling);
    expect(max.quantity.toFixed()).toBe('300');
    expect(max.amount.toFixed()).toBe('2175');
  });

  it.each([
    ['amount', (m: ReturnType<typeof maxOrder>) => m.amount.toFixed()],
    ['quantity', (m: ReturnType<typeof maxOrder>) => m.quantity.toFixed()],
  ] as const)('fills in a figure the form accepts (%s)', (mode, pick) => {
    for (const odd of [
      { ...ad, price: '7.33', available: '123.456789' },
      { ...ad, price: '6.99', max_amount: '4999.99' },
      { ...ad, price: '0.0137', available: '99999' },
    ]) {
      const ctx = { ...context, ad: odd };
      const typed = pick(maxOrder(ctx));
      expect(keysOf(c2cOrderForm({ mode, typed, pay_type: 'bank' }, ctx).errors), `${mode} ${typed}`).toEqual(
        [],
      );
    }
  });
});

describe('amountOf and quantityOf', () => {
  it('raise the fiat and cut the coins', () => {
    expect(amountOf('1', '7.251').toFixed()).toBe('7.26');
    expect(amountOf('2', '7.25').toFixed()).toBe('14.5');
    expect(quantityOf('10', '3', 6).toFixed()).toBe('3.333333');
    expect(quantityOf('10', '3', 0).toFixed()).toBe('3');
  });
});
