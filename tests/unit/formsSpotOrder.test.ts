import { describe, expect, it } from 'vitest';
import { keysOf } from '../helpers/formErrors';
import {
  spotOrderForm,
  type SpotOrderFormContext,
  type SpotOrderFormState,
} from '../../src/core/forms/spotOrderForm';

const btcUsdt: SpotOrderFormContext = {
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  qtyDecimals: 5,
  priceDecimals: 2,
  minQty: '0.0001',
  feeRate: '0.001',
  last: '60000',
  balances: { quote: '1000', base: '0.5' },
};
const limitBuy: SpotOrderFormState = { side: 'buy', type: 'limit', quantity: '0.01', price: '60000' };

describe('spot order form', () => {
  it.each([
    ['a limit buy within the balance', {}, {}, []],
    ['no quantity yet', { quantity: '' }, {}, ['quantity:errors.quantity_required']],
    ['a quantity of zero', { quantity: '0' }, {}, ['quantity:errors.quantity_invalid']],
    ['below the pair minimum', { quantity: '0.00005' }, {}, ['quantity:errors.quantity_below_min']],
    ['more places than the pair has', { quantity: '0.000011' }, {}, ['quantity:errors.quantity_precision']],
    ['a price with more places than the pair', { price: '60000.001' }, {}, ['price:errors.price_precision']],
    ['no limit price', { price: '' }, {}, ['price:errors.price_required']],
    [
      'no price and no quantity: the price first, as on the screen',
      { price: '', quantity: '' },
      {},
      ['price:errors.price_required', 'quantity:errors.quantity_required'],
    ],
    ['exactly what the quote balance buys', { quantity: '0.01665' }, {}, []],
    ['one unit more than the quote balance buys', { quantity: '0.01666' }, {}, ['quantity:trade.not_enough']],
    ['a sell of more than is held', { side: 'sell', quantity: '0.50001' }, {}, ['quantity:trade.not_enough']],
    ['a sell of all that is held', { side: 'sell', quantity: '0.5' }, {}, []],
    ['a visitor: no balance to compare', { quantity: '5' }, { balances: null }, []],
    [
      'a market order before the first price',
      { type: 'market', price: '' },
      { last: undefined },
      ['price:trade.no_price'],
    ],
    ['a market order at the last price, price field ignored', { type: 'market', price: 'abc' }, {}, []],
  ] as const)('%s', (_, change, context, expected) => {
    expect(keysOf(spotOrderForm({ ...limitBuy, ...change }, { ...btcUsdt, ...context }).errors)).toEqual(
      expected,
    );
  });

  it('names the coin that is short', () => {
    const sell = spotOrderForm({ ...limitBuy, side: 'sell', quantity: '1' }, btcUsdt);
    expect(sell.errors[0]).toMatchObject({ params: { coin: 'BTC' } });
    const buy = spotOrderForm({ ...limitBuy, quantity: '1' }, btcUsdt);
    expect(buy.errors[0]).toMatchObject({ params: { coin: 'USDT' } });
  });

  it('gives the estimate at the limit price, or at the last price for a market order', () => {
    const limit = spotOrderForm(limitBuy, btcUsdt).figures;
    expect([limit.max, limit.estimate?.total.toFixed(), limit.estimate?.fee.toFixed()]).toEqual([
      '0.01665',
      '600',
      '0.6',
    ]);
    const market = spotOrderForm(
      { ...limitBuy, type: 'market', price: '1' },
      { ...btcUsdt, last: '50000' },
    ).figures;
    expect(market.estimate?.total.toFixed()).toBe('500');
  });
});

describe('spot order form: figures only from what the pair accepts', () => {
  it.each([
    ['more places than the pair has', { quantity: '0.000011' }],
    ['below the pair minimum', { quantity: '0.00005' }],
    ['a price with more places than the pair', { price: '60000.001' }],
    ['a quantity that is no number', { quantity: '0,01' }],
  ] as const)('has no estimate for %s', (_, change) => {
    expect(spotOrderForm({ ...limitBuy, ...change }, btcUsdt).figures.estimate).toBeNull();
  });

  it('still shows the cost of an order the balance cannot pay', () => {
    expect(spotOrderForm({ ...limitBuy, quantity: '1' }, btcUsdt).figures.estimate?.total.toFixed()).toBe(
      '60000',
    );
  });

  it('reads a Spanish decimal comma and sends the point', () => {
    const es = spotOrderForm(
      { ...limitBuy, quantity: '0,01', price: '60000,5' },
      { ...btcUsdt, decimalMark: ',' },
    );
    expect(es.errors).toEqual([]);
    expect(es.order).toMatchObject({ quantity: '0.01', price: '60000.5' });
  });
});
