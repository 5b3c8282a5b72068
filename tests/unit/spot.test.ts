import { describe, expect, it } from 'vitest';
import { decimalPlaces } from '../../src/core/money';
import {
  fillAmounts,
  limitCrossed,
  limitFrozen,
  quoteAmount,
  spotFee,
  spotOrderProblem,
} from '../../src/core/spot';

const text = (amounts: ReturnType<typeof fillAmounts>) => ({
  quote: amounts.quote.toFixed(),
  fee: amounts.fee.toFixed(),
  userQuote: amounts.userQuote.toFixed(),
});

const BTC = { qtyDecimals: 5, priceDecimals: 2, minQty: '0.00001', base: 'BTC' };
const DOGE = { qtyDecimals: 0, priceDecimals: 5, minQty: '1', base: 'DOGE' };

describe('spot fills', () => {
  it('buying 0.5 BTC at 60,000 with a 0.1% fee costs 30,030', () => {
    expect(text(fillAmounts('buy', '0.5', '60000', '0.001'))).toEqual({
      quote: '30000',
      fee: '30',
      userQuote: '30030',
    });
  });

  it('selling 0.5 BTC at 60,000 with a 0.1% fee pays out 29,970', () => {
    expect(text(fillAmounts('sell', '0.5', '60000', '0.001'))).toEqual({
      quote: '30000',
      fee: '30',
      userQuote: '29970',
    });
  });

  it('keeps the quote exact and rounds the fee up to 8 places', () => {
    // 0.00123 × 96,123.45 = 118.2318435 exactly; fee 0.1182318435 → 0.11823185.
    expect(text(fillAmounts('buy', '0.00123', '96123.45', '0.001'))).toEqual({
      quote: '118.2318435',
      fee: '0.11823185',
      userQuote: '118.35007535',
    });
    expect(text(fillAmounts('sell', '0.00123', '96123.45', '0.001'))).toEqual({
      quote: '118.2318435',
      fee: '0.11823185',
      userQuote: '118.11361165',
    });
  });

  it('rounds a long tick price in the platform favour: buyer pays up, seller receives down', () => {
    // 0.00123 × 96,123.456789123 = 118.23185185062129
    expect(quoteAmount('buy', '0.00123', '96123.456789123').toFixed()).toBe('118.23185186');
    expect(quoteAmount('sell', '0.00123', '96123.456789123').toFixed()).toBe('118.23185185');
  });

  it('charges no fee at a zero rate, and a minimum of 0.00000001 on a tiny order', () => {
    expect(spotFee('100', '0').toFixed()).toBe('0');
    expect(spotFee('0.000001', '0.001').toFixed()).toBe('0.00000001');
  });

  it('DOGE: 100 at 0.32145 costs 32.145 + 0.032145', () => {
    expect(text(fillAmounts('buy', '100', '0.32145', '0.001'))).toEqual({
      quote: '32.145',
      fee: '0.032145',
      userQuote: '32.177145',
    });
  });
});

describe('limit orders', () => {
  it('a buy freezes quantity × limit × (1 + fee rate); a sell freezes the quantity', () => {
    expect(limitFrozen('buy', '0.5', '60000', '0.001').toFixed()).toBe('30030');
    expect(limitFrozen('buy', '0.00123', '96123.45', '0.001').toFixed()).toBe('118.35007535');
    expect(limitFrozen('sell', '0.5', '60000', '0.001').toFixed()).toBe('0.5');
  });

  it('the frozen amount of a buy is exactly what its fill at the limit price costs', () => {
    for (const [qty, price, rate] of [
      ['0.00001', '96000.01', '0.001'],
      ['1.2345', '3400.99', '0.00075'],
      ['7', '0.12345', '0.002'],
    ] as const)
      expect(limitFrozen('buy', qty, price, rate).eq(fillAmounts('buy', qty, price, rate).userQuote)).toBe(
        true,
      );
  });

  it('a buy fills at or below its limit, a sell at or above', () => {
    expect(limitCrossed('buy', '60000', '59999.99')).toBe(true);
    expect(limitCrossed('buy', '60000', '60000')).toBe(true);
    expect(limitCrossed('buy', '60000', '60000.01')).toBe(false);
    expect(limitCrossed('sell', '60000', '60000.01')).toBe(true);
    expect(limitCrossed('sell', '60000', '60000')).toBe(true);
    expect(limitCrossed('sell', '60000', '59999.99')).toBe(false);
  });
});

describe('order precision and minimum', () => {
  it('counts the decimal places a number is written with', () => {
    expect(decimalPlaces('1.2500')).toBe(2);
    expect(decimalPlaces('300')).toBe(0);
    expect(decimalPlaces('0.00001')).toBe(5);
    expect(decimalPlaces('0')).toBe(0);
  });

  it('accepts a quantity at the pair precision and minimum', () => {
    expect(spotOrderProblem({ type: 'market', quantity: '0.00001' }, BTC)).toBeNull();
    expect(spotOrderProblem({ type: 'limit', quantity: '1.50000', price: '60000.10' }, BTC)).toBeNull();
    expect(spotOrderProblem({ type: 'market', quantity: '25' }, DOGE)).toBeNull();
  });

  it('refuses too many quantity places, a quantity under the minimum, and too many price places', () => {
    expect(spotOrderProblem({ type: 'market', quantity: '0.000011' }, BTC)).toEqual({
      key: 'errors.quantity_precision',
      params: { count: 5 },
    });
    expect(spotOrderProblem({ type: 'market', quantity: '1.5' }, DOGE)).toEqual({
      key: 'errors.quantity_whole',
    });
    expect(spotOrderProblem({ type: 'market', quantity: '0.000001' }, { ...BTC, qtyDecimals: 8 })).toEqual({
      key: 'errors.quantity_below_min',
      params: { min: '0.00001', coin: 'BTC' },
    });
    expect(spotOrderProblem({ type: 'limit', quantity: '1', price: '60000.123' }, BTC)).toEqual({
      key: 'errors.price_precision',
      params: { count: 2 },
    });
    // A market order's price is ignored.
    expect(spotOrderProblem({ type: 'market', quantity: '1', price: '60000.123' }, BTC)).toBeNull();
  });
});
