import { describe, expect, it } from 'vitest';
import { keysOf } from '../helpers/formErrors';
import {
  c2cAdForm,
  payTypesWithMethod,
  type C2cAdContext,
  type C2cAdFormState,
} from '../../src/core/forms/c2cAdForm';

// An ad where users buy: the merchant sells 1,000 USDT at 7.25 CNY and escrows them.
const state: C2cAdFormState = {
  side: 'buy',
  coin: 'USDT',
  fiat: 'CNY',
  price: '7.25',
  quantity: '1000',
  min_amount: '100',
  max_amount: '5000',
  pay_types: ['bank'],
  terms: '',
};
const context: C2cAdContext = {
  coinDecimals: 6,
  balance: '2000',
  escrowed: '0',
  methods: [
    { pay_type: 'bank', enabled: true },
    { pay_type: 'alipay', enabled: false },
  ],
  decimalMark: '.',
};
const form = (change: Partial<C2cAdFormState> = {}, ctx: Partial<C2cAdContext> = {}) =>
  c2cAdForm({ ...state, ...change }, { ...context, ...ctx });

describe('c2cAdForm', () => {
  it.each([
    ['a complete ad', {}, {}, []],
    ['no price', { price: '' }, {}, ['price:errors.c2c_price_required']],
    ['a price that is no number', { price: 'abc' }, {}, ['price:errors.c2c_price_invalid']],
    ['a price past the cent', { price: '7.255' }, {}, ['price:errors.c2c_price_precision']],
    ['no quantity', { quantity: ' ' }, {}, ['quantity:errors.c2c_quantity_required']],
    ['a zero quantity', { quantity: '0' }, {}, ['quantity:errors.c2c_quantity_invalid']],
    [
      'a quantity past the coin’s places',
      { quantity: '1.0000001' },
      {},
      ['quantity:errors.c2c_quantity_precision'],
    ],
    ['no minimum', { min_amount: '' }, {}, ['min_amount:errors.c2c_limit_required']],
    ['a maximum past the cent', { max_amount: '5000.001' }, {}, ['max_amount:errors.c2c_limit_precision']],
    [
      'the minimum above the maximum',
      { min_amount: '600', max_amount: '500' },
      {},
      ['max_amount:errors.c2c_limit_order'],
    ],
    ['the minimum equal to the maximum', { min_amount: '500', max_amount: '500' }, {}, []],
    [
      'an ad worth less than its minimum order',
      { quantity: '10', min_amount: '100' },
      {},
      ['min_amount:errors.c2c_limit_over_total'],
    ],
    ['no pay type', { pay_types: [] }, {}, ['pay_types:errors.c2c_pay_type_required']],
    [
      'a pay type with no enabled method',
      { pay_types: ['bank', 'alipay'] },
      {},
      ['pay_types:errors.c2c_payment_method_missing'],
    ],
    ['methods not known yet', { pay_types: ['wechat'] }, { methods: null }, []],
    [
      'an ad where users sell needs no method of the merchant',
      { side: 'sell', pay_types: ['bank'] },
      { methods: [] },
      [],
    ],
    [
      'an ad where users sell without bank transfer (they are paid to their card)',
      { side: 'sell', pay_types: ['wechat'] },
      {},
      ['pay_types:errors.c2c_pay_type_bank_required'],
    ],
    ['more than spot holds to escrow', { quantity: '2000.000001' }, {}, ['quantity:errors.c2c_escrow_short']],
    ['exactly what spot holds', { quantity: '2000' }, {}, []],
    ['an ad where users sell escrows nothing', { side: 'sell', quantity: '9000' }, {}, []],
    ['an unknown balance is not compared', { quantity: '9000' }, { balance: null }, []],
    ['terms too long', { terms: 'x'.repeat(501) }, {}, ['terms:errors.c2c_text_too_long']],
    ['no coin', { coin: '' }, {}, ['coin:errors.c2c_coin_invalid']],
  ] as const)('%s', (_, change, ctx, expected) => {
    expect(keysOf(form(change as Partial<C2cAdFormState>, ctx).errors)).toEqual(expected);
  });

  it('lists errors in the order the editor shows the fields', () => {
    expect(keysOf(form({ price: '', pay_types: [], max_amount: '' }).errors)).toEqual([
      'price:errors.c2c_price_required',
      'max_amount:errors.c2c_limit_required',
      'pay_types:errors.c2c_pay_type_required',
    ]);
  });

  it('says the total an ad worth less than its minimum comes to', () => {
    expect(form({ quantity: '10' }).errors[0]?.params).toEqual({ total: '72.50', fiat: 'CNY' });
    expect(form({ price: '7.255' }).errors[0]?.params).toEqual({ decimals: 2 });
  });

  it('works out the total and what saving escrows, or releases when edited down', () => {
    const f = form();
    expect(f.total?.toFixed()).toBe('7250');
    expect(f.escrow?.toFixed()).toBe('1000');
    const edited = form({ quantity: '400' }, { id: 3, escrowed: '1000', balance: '0' });
    expect(edited.escrow?.toFixed()).toBe('-600');
    expect(edited.errors).toEqual([]);
    expect(form({ quantity: '2500' }, { id: 3, escrowed: '1000' }).escrow?.toFixed()).toBe('1500');
    expect(form({ side: 'sell' }).escrow).toBeNull();
    expect(form({ quantity: '2000.1' }).short).toBe(true);
    expect(form().short).toBe(false);
  });

  it('sends the ad as the schema reads it, the id when editing and a Spanish comma as the point', () => {
    expect(form().request).toEqual({
      side: 'buy',
      coin: 'USDT',
      fiat: 'CNY',
      price: '7.25',
      quantity: '1000',
      min_amount: '100',
      max_amount: '5000',
      pay_types: ['bank'],
    });
    expect(
      form({ price: '7,3', terms: ' Pay within 15 minutes ' }, { id: 4, decimalMark: ',' }).request,
    ).toMatchObject({
      id: 4,
      price: '7.3',
      terms: 'Pay within 15 minutes',
    });
    expect(form({ price: '' }).request).toBeNull();
  });
});

describe('payTypesWithMethod', () => {
  it('takes the kinds of the enabled methods, once each', () => {
    expect(
      payTypesWithMethod([
        { pay_type: 'bank', enabled: true },
        { pay_type: 'bank', enabled: true },
        { pay_type: 'wechat', enabled: false },
        { pay_type: 'alipay', enabled: true },
      ]),
    ).toEqual(['bank', 'alipay']);
    expect(payTypesWithMethod(null)).toEqual([]);
  });
});
