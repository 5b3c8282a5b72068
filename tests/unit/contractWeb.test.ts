import { describe, expect, it } from 'vitest';
import type { MaintenanceTier } from '../../src/core/contractMath';
import type { Position } from '../../src/core/schemas/contract';
import { liquidationAfterAdding, livePnl, marginOf } from '../../src/web/features/contract/positionFigures';

/*
 * A position's figures on the contract screen, on domain-rules' worked example: entry 60,000,
 * qty 0.5 (50 lots of 0.01 BTC), MMR 0.4 %, cum 0. The order ticket's are in formsContract.test.ts.
 */
const TIERS: MaintenanceTier[] = [{ max_notional: '1e18', mmr: '0.004', cum: '0' }];

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
    expect(liquidationAfterAdding(p, '500', TIERS, 2)?.toFixed(2)).toBe('56224.90');
  });

  it('counts margin already added', () => {
    const p = position({ added_margin: '500' });
    expect(liquidationAfterAdding(p, '0.000001', TIERS, 2)?.toFixed(2)).toBe('56224.90');
  });

  it('answers null for an amount that is not a positive decimal', () => {
    expect(liquidationAfterAdding(position(), '', TIERS, 2)).toBeNull();
    expect(liquidationAfterAdding(position(), '-5', TIERS, 2)).toBeNull();
  });
});
