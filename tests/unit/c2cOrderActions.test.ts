import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '../../src/core/schemas/c2c';
import { clock, mySide, orderActions, payerOf } from '../../src/web/features/c2c/orderActions';

const T = 1_700_000_000_000;
const MIN = 60_000;
type Order = Pick<C2cOrder, 'side' | 'role' | 'status' | 'pay_deadline' | 'created_at' | 'appeal_from'>;
const paying: Order = {
  side: 'buy',
  role: 'user',
  status: 1,
  pay_deadline: T + 30 * MIN,
  created_at: T,
  appeal_from: null,
};
const paid: Order = { ...paying, status: 2, appeal_from: T + 15 * MIN };

describe('orderActions', () => {
  it('lets the buyer pay or cancel while paying, before the deadline', () => {
    expect(orderActions(paying, T)).toMatchObject({ iPay: true, pay: true, cancel: true, release: false });
    expect(orderActions(paying, T + 30 * MIN - 1)).toMatchObject({ pay: true, expired: false });
    expect(orderActions(paying, T + 30 * MIN)).toMatchObject({
      pay: false,
      cancel: false,
      expired: true,
      payLeft: 0,
    });
    expect(orderActions(paying, T).payLeft).toBe(30 * MIN);
    // A phone clock a second behind the server's still shows no more than the whole window.
    expect(orderActions(paying, T - 1000).payLeft).toBe(30 * MIN);
    expect(clock(orderActions(paying, T - 1000).payLeft!)).toBe('30:00');
  });

  it('makes the merchant the payer of a sell order, the user the releaser', () => {
    const sellAsUser: Order = { ...paying, side: 'sell' };
    const sellAsMerchant: Order = { ...paying, side: 'sell', role: 'merchant' };
    expect(orderActions(sellAsUser, T)).toMatchObject({ iPay: false, pay: false, cancel: false });
    expect(orderActions(sellAsMerchant, T)).toMatchObject({ iPay: true, pay: true, cancel: true });
    expect(orderActions({ ...sellAsUser, status: 2 }, T)).toMatchObject({ release: true });
    expect(orderActions({ ...paying, role: 'merchant', status: 2 }, T)).toMatchObject({ release: true });
    expect(orderActions({ ...paying, status: 2 }, T)).toMatchObject({ release: false });
  });

  it('opens the appeal to both sides from appeal_from, counting down before', () => {
    expect(orderActions(paid, T)).toMatchObject({ appeal: false, appealIn: 15 * MIN });
    expect(orderActions(paid, T + 15 * MIN)).toMatchObject({ appeal: true, appealIn: null });
    expect(orderActions({ ...paid, role: 'merchant' }, T + 16 * MIN)).toMatchObject({ appeal: true });
    expect(orderActions({ ...paid, status: 4 }, T + 16 * MIN)).toMatchObject({
      appeal: false,
      appealIn: null,
    });
  });

  it.each([3, 4, 5] as const)('allows nothing on a closed or frozen order (status %i)', (status) => {
    expect(orderActions({ ...paid, status }, T + 20 * MIN)).toMatchObject({
      pay: false,
      cancel: false,
      release: false,
      appeal: false,
      expired: false,
      payLeft: null,
    });
  });
});

describe('payerOf and mySide', () => {
  it('reads the user’s side from the caller’s part', () => {
    expect(payerOf('buy')).toBe('user');
    expect(payerOf('sell')).toBe('merchant');
    expect(mySide({ side: 'buy', role: 'user' })).toBe('buy');
    expect(mySide({ side: 'buy', role: 'merchant' })).toBe('sell');
    expect(mySide({ side: 'sell', role: 'merchant' })).toBe('buy');
  });
});

describe('clock', () => {
  it.each([
    [30 * MIN, '30:00'],
    [29 * MIN + 59_001, '30:00'],
    [5 * MIN - 1, '05:00'],
    [61_000, '01:01'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(clock(ms)).toBe(text);
  });
});
