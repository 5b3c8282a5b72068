import { describe, expect, it } from 'vitest';
import type { Big } from '../../src/core/money';
import { profitAndLoss, type ReasonChange } from '../../src/core/pnl';

const CAPITAL = new Set(['deposit', 'transfer', 'withdrawal_freeze']);
/** USDT (3) at 1, BTC (1) at 60,000, DOGE (5) without a price. */
const PRICES: Record<number, string> = { 3: '1', 1: '60000' };
const valueOf = (coinId: number, amount: Big) => (PRICES[coinId] ? amount.times(PRICES[coinId]) : null);

describe('profitAndLoss', () => {
  it.each<[string, ReasonChange[], string]>([
    ['nothing happened', [], '0'],
    ['a deposit is capital, not profit', [{ coinId: 3, reason: 'deposit', amount: '1000' }], '0'],
    [
      'a spot buy: USDT paid, BTC received, the fee lost',
      [
        { coinId: 3, reason: 'spot_trade', amount: '-601.2' },
        { coinId: 1, reason: 'spot_trade', amount: '0.01' },
      ],
      '-1.2',
    ],
    [
      'a transfer out of spot and into contract nets out, and is capital anyway',
      [
        { coinId: 3, reason: 'transfer', amount: '-50' },
        { coinId: 3, reason: 'transfer', amount: '50' },
      ],
      '0',
    ],
    [
      'a coin without a price counts nothing rather than a guess',
      [
        { coinId: 5, reason: 'spot_trade', amount: '1000' },
        { coinId: 3, reason: 'spot_trade', amount: '-0.1' },
      ],
      '-0.1',
    ],
    [
      'tiny amounts stay exact',
      [{ coinId: 1, reason: 'spot_trade', amount: '0.000000000000000001' }],
      '0.00000000000006',
    ],
  ])('%s', (_name, changes, expected) => {
    expect(profitAndLoss(changes, CAPITAL, valueOf).toFixed()).toBe(expected);
  });
});
