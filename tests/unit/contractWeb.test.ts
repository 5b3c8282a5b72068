import { describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import type { Position } from '../../src/core/schemas/perpetual';
import {
  orderSummary,
  tpSlKey,
  type OrderInput,
  type PairTerms,
} from '../../src/web/features/contract/orderSummary';
import { liquidationAfterAdding, livePnl, marginOf } from '../../src/web/features/contract/positionFigures';

/*
 * The contract screen's figures, on domain-rules' worked example: entry 60,000, qty 0.5
 * (50 lots of 0.01 BTC), MMR 0.4 %, cum 0, fee 0.05 %.
 */
const TERMS: PairTerms = {
  contract_value: '0.01',
  fee_rate: '0.0005',
  tiers: [{ max_notional: '1e18', mmr: '0.004', cum: '0' }],
  price_decimals: 2,
};
const order = (over: Partial<OrderInput> = {}): OrderInput => ({
  side: 'long',
  type: 'market',
  limitPrice: '',
  lots: 50,
  leverage: 20,
  marginMode: 'isolated',
  tp: '',
  sl: '',
  ...over,
});

describe('orderSummary', () => {
  it('works out margin, fee, cost and the isolated liquidation price at the mark', () => {
    const s = orderSummary(order(), TERMS, '60000', '10000');
    expect(s.qty.toFixed()).toBe('0.5');
    expect(s.price?.toFixed()).toBe('60000');
    expect(s.margin?.toFixed()).toBe('1500');
    expect(s.fee?.toFixed()).toBe('15');
    expect(s.cost?.toFixed()).toBe('1515');
    expect(s.liquidation?.toFixed(2)).toBe('57228.92');
    expect(s.tpSlProblem).toBeNull();
  });

  it('liquidates an isolated short above the entry', () => {
    const s = orderSummary(order({ side: 'short', leverage: 10 }), TERMS, '60000', '10000');
    expect(s.margin?.toFixed()).toBe('3000');
    expect(s.liquidation?.toFixed(2)).toBe('65737.05');
  });

  it('uses the contract account’s available balance for a cross position', () => {
    const s = orderSummary(order({ marginMode: 'cross' }), TERMS, '60000', '10000');
    expect(s.liquidation?.toFixed(2)).toBe('40160.64');
  });

  it('has no cross liquidation price while the balance is unknown (signed out)', () => {
    expect(orderSummary(order({ marginMode: 'cross' }), TERMS, '60000', null).liquidation).toBeNull();
  });

  it('answers null ("--") when no price can liquidate the position', () => {
    // 1x long with the whole account behind it: LP would be below 0.
    const s = orderSummary(order({ marginMode: 'cross', leverage: 1 }), TERMS, '60000', '1000000');
    expect(s.liquidation).toBeNull();
  });

  it('prices a limit order at its limit, not the mark', () => {
    const s = orderSummary(order({ type: 'limit', limitPrice: '50000' }), TERMS, '60000', '10000');
    expect(s.price?.toFixed()).toBe('50000');
    expect(s.margin?.toFixed()).toBe('1250');
    expect(s.fee?.toFixed()).toBe('12.5');
  });

  it('shows no figures without a price: no mark yet, or an empty limit box', () => {
    expect(orderSummary(order(), TERMS, null, '10000').cost).toBeNull();
    expect(orderSummary(order({ type: 'limit' }), TERMS, '60000', '10000').cost).toBeNull();
  });

  it('scales with lots: qty = lots × contract value', () => {
    const s = orderSummary(order({ lots: 3 }), TERMS, '60000', '10000');
    expect(s.qty.toFixed()).toBe('0.03');
    expect(s.margin?.toFixed()).toBe('90');
  });

  it('checks TP / SL live against the mark at market and the limit price for a limit', () => {
    expect(orderSummary(order({ tp: '59000' }), TERMS, '60000', null).tpSlProblem).toBe(
      'contract.error.tp_above',
    );
    expect(orderSummary(order({ tp: '61000', sl: '60500' }), TERMS, '60000', null).tpSlProblem).toBe(
      'contract.error.sl_below',
    );
    const limit = order({ type: 'limit', limitPrice: '55000', tp: '59000', sl: '54000' });
    expect(orderSummary(limit, TERMS, '60000', null).tpSlProblem).toBeNull();
  });
});

describe('tpSlKey', () => {
  it.each([
    ['long', '61000', '59000', null],
    ['long', '59000', '', 'contract.error.tp_above'],
    ['long', '', '60000', 'contract.error.sl_below'],
    ['short', '59000', '61000', null],
    ['short', '61000', '', 'contract.error.tp_below'],
    ['short', '', '59000', 'contract.error.sl_above'],
    ['long', '0', '', 'contract.error.tp_invalid'],
    ['long', '', '1.2.3', 'contract.error.sl_invalid'],
    ['long', '', '', null],
  ] as const)('%s with TP %s and SL %s at 60000 → %s', (side, tp, sl, expected) => {
    expect(tpSlKey(side, new Big('60000'), tp, sl)).toBe(expected);
  });

  it('checks only the fields while there is no reference price', () => {
    expect(tpSlKey('long', null, '1', '99999')).toBeNull();
    expect(tpSlKey('long', null, 'x', '')).toBe('contract.error.tp_invalid');
  });
});

const position = (over: Partial<Position> = {}): Position => ({
  id: 1,
  symbol: 'BTC/USDT',
  side: 'long',
  type: 'market',
  lots: 50,
  qty: '0.5',
  contract_value: '0.01',
  leverage: 20,
  margin_mode: 'isolated',
  status: 1,
  liquidated: false,
  entry_price: '60000',
  limit_price: null,
  mark_price: '60000',
  initial_margin: '1500',
  added_margin: '0',
  unrealized_pnl: '0',
  pnl_pct: '0',
  liquidation_price: '57228.92',
  tp_price: null,
  sl_price: null,
  fee_rate: '0.0005',
  open_fee: '15',
  close_fee: null,
  close_price: null,
  realized_pnl: null,
  close_reason: null,
  open_tick: { price: '60000', time: 1, source: 'simulated' },
  close_tick: null,
  created_at: 1,
  opened_at: 1,
  closed_at: null,
  ...over,
});

describe('livePnl', () => {
  it('follows the live tick: +600 and ROE 40 % at 61,200 for the long', () => {
    const live = livePnl(position(), '61200');
    expect(live?.pnl.toFixed()).toBe('600');
    expect(live?.roe.toFixed()).toBe('40');
  });

  it('loses for a short when the price rises', () => {
    expect(livePnl(position({ side: 'short' }), '61200')?.pnl.toFixed()).toBe('-600');
  });

  it('falls back to the polled figures without a tick', () => {
    const live = livePnl(position({ unrealized_pnl: '12.5', pnl_pct: '0.83' }), null);
    expect(live?.pnl.toFixed()).toBe('12.5');
    expect(live?.roe.toFixed()).toBe('0.83');
  });

  it('has none for a closed position', () => {
    expect(livePnl(position({ status: 3, unrealized_pnl: null }), '61200')).toBeNull();
  });
});

describe('liquidationAfterAdding', () => {
  it('moves an isolated long’s liquidation price down as margin is added', () => {
    const p = position();
    expect(marginOf(p).toFixed()).toBe('1500');
    // WB 2000: (2000 − 0.5 × 60000) / (0.5 × 0.004 − 0.5) = 56224.899…
    expect(liquidationAfterAdding(p, '500', TERMS.tiers, 2)?.toFixed(2)).toBe('56224.90');
  });

  it('counts margin already added', () => {
    const p = position({ added_margin: '500' });
    expect(liquidationAfterAdding(p, '0.000001', TERMS.tiers, 2)?.toFixed(2)).toBe('56224.90');
  });

  it('answers null for an amount that is not a positive decimal', () => {
    expect(liquidationAfterAdding(position(), '', TERMS.tiers, 2)).toBeNull();
    expect(liquidationAfterAdding(position(), '-5', TERMS.tiers, 2)).toBeNull();
  });
});
