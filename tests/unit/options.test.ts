import { describe, expect, it } from 'vitest';
import {
  expectedPayout,
  medianPrice,
  medianTick,
  optionOutcome,
  optionSettlement,
} from '../../src/core/options';

describe('the close price: the median of the settlement window', () => {
  it.each([
    [['100'], '100'],
    [['101', '99', '100'], '100'],
    // One outlier tick cannot move the result.
    [['100', '100.5', '250', '100.2', '99.9'], '100.2'],
    // Even count: the mean of the two middle prices, exactly.
    [['100.01', '100.02'], '100.015'],
    [['3', '1', '4', '2'], '2.5'],
  ])('%j → %s', (prices, median) => {
    expect(medianPrice(prices).toFixed()).toBe(median);
  });

  it('names the tick that is the median, when one is', () => {
    const tick = (price: string, time: number) => ({ price, time, source: 'simulated' });
    expect(medianTick([tick('3', 1), tick('1', 2), tick('2', 3)])).toEqual(tick('2', 3));
    expect(medianTick([tick('1', 1), tick('2', 2)])).toBeNull();
  });

  it('refuses an empty window rather than invent a price', () => {
    expect(() => medianPrice([])).toThrow();
  });
});

describe('who wins', () => {
  it.each([
    ['up', '100', '100.01', '0', 'won'],
    ['up', '100', '99.99', '0', 'lost'],
    ['up', '100', '100', '0', 'refunded'],
    ['down', '100', '99.99', '0', 'won'],
    ['down', '100', '100.01', '0', 'lost'],
    ['down', '100', '100', '0', 'refunded'],
    // Flat: inside the band (its edge included) wins, outside loses; an unchanged price wins.
    ['flat', '100', '100', '0.5', 'won'],
    ['flat', '100', '100.5', '0.5', 'won'],
    ['flat', '100', '99.5', '0.5', 'won'],
    ['flat', '100', '100.51', '0.5', 'lost'],
    ['flat', '100', '99.49', '0.5', 'lost'],
  ] as const)('%s from %s to %s (band %s): %s', (direction, open, close, band, outcome) => {
    expect(optionOutcome(direction, open, close, band)).toBe(outcome);
  });
});

describe('what is paid', () => {
  it.each([
    // status, stake, ratio, fee rate → payout, fee, profit/loss
    ['won', '100', '0.8', '0', '180', '0', '80'],
    ['won', '100', '0.8', '0.05', '176', '4', '76'],
    // Winnings below the 8th place are not paid: 0.00000001 × 0.85 rounds down to 0.
    ['won', '0.00000001', '0.85', '0.03', '0.00000001', '0', '0'],
    // Winnings 24.99999975; the fee 2.499999975 rounds up to 2.49999998.
    ['won', '33.333333', '0.75', '0.1', '55.83333277', '2.49999998', '22.49999977'],
    ['lost', '100', '0.8', '0.05', '0', '0', '-100'],
    ['refunded', '100', '0.8', '0.05', '100', '0', '0'],
  ] as const)(
    '%s, stake %s, ratio %s, fee %s → pays %s',
    (status, stake, ratio, feeRate, payout, fee, pl) => {
      const s = optionSettlement(status, stake, ratio, feeRate);
      expect([s.payout.toFixed(), s.fee.toFixed(), s.profitLoss.toFixed()]).toEqual([payout, fee, pl]);
    },
  );

  it('shows before confirming what a win settles to', () => {
    expect(expectedPayout('250', '0.85', '0.02').toFixed()).toBe(
      optionSettlement('won', '250', '0.85', '0.02').payout.toFixed(),
    );
    expect(expectedPayout('250', '0.85', '0.02').toFixed()).toBe('458.25');
  });
});
