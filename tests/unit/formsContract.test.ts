import { describe, expect, it } from 'vitest';
import { keysOf } from '../helpers/formErrors';
import {
  contractOrderForm,
  stepLots,
  type ContractOrderContext,
  type ContractOrderFormState,
} from '../../src/core/forms/contractOrderForm';
import { addMarginForm, stopsForm } from '../../src/core/forms/positionForms';

/*
 * The contract ticket and its position sheets, on domain-rules' worked example: entry 60,000,
 * 50 lots of 0.01 BTC (qty 0.5), MMR 0.4 %, cum 0, fee 0.05 %.
 */
const BTC: ContractOrderContext = {
  symbol: 'BTC/USDT',
  contract_value: '0.01',
  fee_rate: '0.0005',
  tiers: [{ max_notional: '1e18', mmr: '0.004', cum: '0' }],
  price_decimals: 2,
  mark: '60000',
  available: '10000',
  decimalMark: '.',
};
const market: ContractOrderFormState = {
  side: 'long',
  type: 'market',
  limitPrice: '',
  lots: '50',
  leverage: 20,
  marginMode: 'isolated',
  tp: '',
  sl: '',
};
const form = (change: Partial<ContractOrderFormState> = {}, context: Partial<ContractOrderContext> = {}) =>
  contractOrderForm({ ...market, ...change }, { ...BTC, ...context });

describe('contract order form: what stops the order', () => {
  it.each([
    ['a market long within the balance', {}, {}, []],
    ['lots left empty', { lots: '' }, {}, ['lots:errors.contract_lots_required']],
    ['lots of 1.5: a lot is whole', { lots: '1.5' }, {}, ['lots:errors.contract_lots_invalid']],
    ['zero lots', { lots: '0' }, {}, ['lots:errors.contract_lots_invalid']],
    ['lots that are no number', { lots: '2a' }, {}, ['lots:errors.contract_lots_invalid']],
    [
      'more lots than one order may have',
      { lots: '1000001' },
      { available: null },
      ['lots:errors.contract_lots_max'],
    ],
    ['lots typed with spaces, as the server trims them', { lots: ' 2 ' }, {}, []],
    ['a limit order without its price', { type: 'limit' }, {}, ['price:errors.contract_price_required']],
    [
      'a limit order without its price and with lots of 1.5: both, in screen order',
      { type: 'limit', lots: '1.5' },
      {},
      ['price:errors.contract_price_required', 'lots:errors.contract_lots_invalid'],
    ],
    [
      'a limit price that is no number',
      { type: 'limit', limitPrice: '59,000' },
      {},
      ['price:errors.contract_price_invalid'],
    ],
    [
      'a limit price with more places than the pair',
      { type: 'limit', limitPrice: '59000.123' },
      {},
      ['price:errors.contract_price_precision'],
    ],
    ['a TP under the mark for a long', { tp: '59000' }, {}, ['tp_price:errors.contract_tp_above']],
    ['an SL above the mark for a long', { sl: '60500' }, {}, ['sl_price:errors.contract_sl_below']],
    [
      'a wrong TP and a wrong SL each under its own field',
      { side: 'short', tp: '61000', sl: '59000' },
      {},
      ['tp_price:errors.contract_tp_below', 'sl_price:errors.contract_sl_above'],
    ],
    ['a TP that is no number', { tp: 'x' }, {}, ['tp_price:errors.contract_tp_invalid']],
    [
      'an SL with more places than the pair',
      { sl: '50000.001' },
      {},
      ['sl_price:errors.contract_price_precision'],
    ],
    [
      'TP / SL checked against the limit price, not the mark',
      { type: 'limit', limitPrice: '55000', tp: '59000', sl: '54000' },
      {},
      [],
    ],
    [
      '100x on a notional whose maintenance exceeds the margin',
      { leverage: 100 },
      { tiers: [{ max_notional: '1e18', mmr: '0.02', cum: '0' }] },
      ['leverage:errors.contract_leverage_too_high'],
    ],
    ['a market order before the first price', {}, { mark: null }, ['form:contract.error.no_price']],
    ['a cost above the balance', { lots: '400' }, {}, ['form:contract.error.insufficient']],
    ['a visitor: no balance to compare', { lots: '400' }, { available: null }, []],
  ] as const)('%s', (_, change, context, expected) => {
    expect(keysOf(form(change, context).errors)).toEqual(expected);
  });

  it('names the leverage a position this large cannot use', () => {
    const { errors } = form({ leverage: 100 }, { tiers: [{ max_notional: '1e18', mmr: '0.02', cum: '0' }] });
    expect(errors[0]).toMatchObject({ params: { leverage: 100 } });
  });

  it('reads a Spanish decimal comma as the point, and sends the point', () => {
    const es = form({ type: 'limit', limitPrice: '59000,5', tp: '61000,25' }, { decimalMark: ',' });
    expect(es.errors).toEqual([]);
    expect(es.order).toMatchObject({ price: '59000.5', tp_price: '61000.25', sl_price: undefined });
    expect(es.figures.price?.toFixed()).toBe('59000.5');
  });

  it('sends the lots and prices as typed', () => {
    expect(form({ type: 'limit', limitPrice: ' 59000 ', lots: '3' }).order).toEqual({
      symbol: 'BTC/USDT',
      side: 'long',
      type: 'limit',
      price: '59000',
      lots: '3',
      leverage: 20,
      margin_mode: 'isolated',
      tp_price: undefined,
      sl_price: undefined,
    });
  });
});

describe('contract order form: the figures before sending', () => {
  it('works out margin, fee, cost and the isolated liquidation price at the mark', () => {
    const { figures } = form();
    expect(figures.qty?.toFixed()).toBe('0.5');
    expect(figures.price?.toFixed()).toBe('60000');
    expect(figures.margin?.toFixed()).toBe('1500');
    expect(figures.fee?.toFixed()).toBe('15');
    expect(figures.cost?.toFixed()).toBe('1515');
    expect(figures.liquidation?.toFixed(2)).toBe('57228.92');
  });

  it('liquidates an isolated short above the entry', () => {
    const { figures } = form({ side: 'short', leverage: 10 });
    expect(figures.margin?.toFixed()).toBe('3000');
    expect(figures.liquidation?.toFixed(2)).toBe('65737.05');
  });

  it('uses the contract account’s available balance for a cross position', () => {
    expect(form({ marginMode: 'cross' }).figures.liquidation?.toFixed(2)).toBe('40160.64');
  });

  it('has no cross liquidation price while the balance is unknown (signed out)', () => {
    expect(form({ marginMode: 'cross' }, { available: null }).figures.liquidation).toBeNull();
  });

  it('answers null ("--") when no price can liquidate the position', () => {
    // 1x long with the whole account behind it: LP would be below 0.
    const { figures } = form({ marginMode: 'cross', leverage: 1 }, { available: '1000000' });
    expect(figures.liquidation).toBeNull();
  });

  it('prices a limit order at its limit, not the mark', () => {
    const { figures } = form({ type: 'limit', limitPrice: '50000' });
    expect(figures.price?.toFixed()).toBe('50000');
    expect(figures.margin?.toFixed()).toBe('1250');
    expect(figures.fee?.toFixed()).toBe('12.5');
  });

  it('scales with lots: qty = lots × contract value', () => {
    const { figures } = form({ lots: '3' });
    expect(figures.qty?.toFixed()).toBe('0.03');
    expect(figures.margin?.toFixed()).toBe('90');
  });

  it.each([
    ['lots left empty', { lots: '' }],
    ['lots of 1.5', { lots: '1.5' }],
    ['no mark yet', {}, { mark: null }],
    ['an empty limit box', { type: 'limit' }],
    ['a limit price with too many places', { type: 'limit', limitPrice: '60000.001' }],
  ] as const)('shows no cost for %s, never one for another number', (_, change, context?) => {
    const { figures } = form(change, context as Partial<ContractOrderContext> | undefined);
    expect([figures.margin, figures.fee, figures.cost, figures.liquidation]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('has no quantity for lots it cannot read', () => {
    expect(form({ lots: '1.5' }).figures.qty).toBeNull();
    expect(form({ lots: '' }).figures.qty).toBeNull();
  });
});

describe('stepLots', () => {
  it.each([
    ['one more', '2', 1, '3'],
    ['one less', '2', -1, '1'],
    ['not below one lot', '1', -1, null],
    ['not above the most lots', '1000000', 1, null],
    ['an empty box steps up to one lot', '', 1, '1'],
    ['an empty box has nothing to step down from', '', -1, null],
    ['1.5 is left for the user to correct', '1.5', 1, null],
    ['nor is any other text rewritten', 'abc', -1, null],
  ] as const)('%s: %s %s → %s', (_, text, delta, expected) => {
    expect(stepLots(text, delta, 1_000_000)).toBe(expected);
  });
});

describe('stops form (TP / SL of a position)', () => {
  const long = {
    id: 7,
    side: 'long' as const,
    reference: '60000',
    price_decimals: 2,
    decimalMark: '.' as const,
  };
  it.each([
    ['both levels on the right side', '61000', '59000', []],
    ['both empty: clears them', '', '', []],
    ['a TP under the entry of a long', '59000', '', ['tp_price:errors.contract_tp_above']],
    ['an SL above the entry of a long', '', '60000', ['sl_price:errors.contract_sl_below']],
    ['a TP that is no number', '6l000', '', ['tp_price:errors.contract_tp_invalid']],
    ['more places than the pair', '', '59000.001', ['sl_price:errors.contract_price_precision']],
  ] as const)('%s', (_, tp, sl, expected) => {
    expect(keysOf(stopsForm({ tp, sl }, long).errors)).toEqual(expected);
  });

  it('checks only the fields while there is no reference price', () => {
    expect(stopsForm({ tp: '1', sl: '99999' }, { ...long, reference: null }).errors).toEqual([]);
  });
});

describe('add margin form', () => {
  const context = { id: 7, available: '100', decimalMark: '.' as const };
  it.each([
    ['an amount within the balance', '30', [], '30'],
    ['nothing typed yet', '', ['amount:errors.contract_margin_required'], null],
    ['zero', '0', ['amount:errors.contract_margin_invalid'], null],
    ['no number', '3o', ['amount:errors.contract_margin_invalid'], null],
    ['more places than the ledger keeps', '1.123456789', ['amount:errors.contract_margin_precision'], null],
    ['more than is available', '100.01', ['amount:contract.error.insufficient'], null],
  ] as const)('%s', (_, amount, expected, sent) => {
    const result = addMarginForm({ amount }, context);
    expect(keysOf(result.errors)).toEqual(expected);
    expect(result.amount).toBe(sent);
  });

  it('reads the Spanish decimal comma', () => {
    expect(addMarginForm({ amount: '2,5' }, { ...context, decimalMark: ',' }).amount).toBe('2.5');
  });
});
