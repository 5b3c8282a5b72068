import { describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import { liabilitiesOf, toUnits, type OpenPosition } from '../../src/core/reserves/liabilities';

/* What the platform owes each user at a snapshot, as the proof of reserves counts it. */

const USDT = 3;
const BTC = 1;
const owedOf = (...args: Parameters<typeof liabilitiesOf>) => {
  const owed = liabilitiesOf(...args);
  return Object.fromEntries(
    [...owed].map(([user, coins]) => [
      user,
      Object.fromEntries([...coins].map(([c, v]) => [c, v.toFixed()])),
    ]),
  );
};

const position = (over: Partial<OpenPosition>): OpenPosition => ({
  userId: 1,
  coinId: USDT,
  margin: '100',
  side: 'long',
  qty: '0.1',
  entryPrice: '60000',
  markPrice: '60000',
  ...over,
});

describe('liabilities at a snapshot', () => {
  it('counts available and frozen of every real account, and never the demo account', () => {
    expect(
      owedOf(
        [
          { userId: 1, coinId: USDT, account: 'spot', available: '10', frozen: '2.5' },
          { userId: 1, coinId: USDT, account: 'options', available: '5', frozen: '0' },
          { userId: 1, coinId: USDT, account: 'trust', available: '0', frozen: '1000' },
          { userId: 1, coinId: USDT, account: 'demo', available: '10000', frozen: '0' },
          { userId: 1, coinId: BTC, account: 'spot', available: '0.5', frozen: '0' },
          { userId: 2, coinId: USDT, account: 'contract', available: '1', frozen: '0' },
        ],
        [],
      ),
    ).toEqual({ 1: { [USDT]: '1017.5', [BTC]: '0.5' }, 2: { [USDT]: '1' } });
  });

  it.each([
    // margin 100 frozen; long 0.1 BTC from 60,000
    ['in profit: margin + PnL', '61000', '1200'],
    ['at a loss: margin − loss', '59500', '1050'],
    ['under water: floored at zero, the margin no longer owed', '58000', '1000'],
  ])('values an open position %s', (_case, mark, owed) => {
    const balances = [{ userId: 1, coinId: USDT, account: 'contract', available: '1000', frozen: '100' }];
    expect(owedOf(balances, [position({ markPrice: mark })])).toEqual({ 1: { [USDT]: owed } });
  });

  it('values a short the other way', () => {
    const balances = [{ userId: 1, coinId: USDT, account: 'contract', available: '0', frozen: '100' }];
    expect(owedOf(balances, [position({ side: 'short', markPrice: '59000' })])).toEqual({
      1: { [USDT]: '200' },
    });
  });
});

describe('whole units of a coin', () => {
  it.each([
    ['1.5', 6, 1_500_000n],
    ['0.123456789', 8, 12_345_679n], // rounded up, never understated
    ['0', 8, 0n],
    ['-3', 6, 0n],
    ['123456789.123456789012345678', 18, 123456789123456789012345678n],
  ] as const)('%s with %i places is %s', (amount, places, units) => {
    expect(toUnits(new Big(amount), places)).toBe(units);
  });
});
