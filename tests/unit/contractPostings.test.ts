import { describe, expect, it } from 'vitest';
import { Big, sum } from '../../src/core/money';
import { closeEntries } from '../../src/server/modules/contract/postings';

/**
 * The money of a contract close: what returns to the user, what the fee (or the insurance fund)
 * gets, what the book pays or keeps. Every case must balance, and no user loses more than the
 * margin (isolated) or the margin and their available balance (cross).
 */

const owner = { userId: 7, coinId: 3 };
const close = (
  margin: string,
  pnl: string,
  charge: string,
  reach: string,
  chargeTo: 'fee' | 'insurance' = 'fee',
) =>
  closeEntries(owner, {
    margin: new Big(margin),
    pnl: new Big(pnl),
    charge: new Big(charge),
    chargeTo,
    reach: new Big(reach),
  });
const amountOf = (r: ReturnType<typeof close>, account: string) =>
  r.entries.find((e) => e.account === account && (account !== 'contract' || e.field === 'available'))
    ?.amount ?? '0';

describe('closing a position', () => {
  it.each([
    // margin, pnl, charge, reach, returned, charged, book
    [
      'profit: margin + PnL − fee back, the book pays the PnL',
      '1500',
      '600',
      '15.3',
      '0',
      '2084.7',
      '15.3',
      '-600',
    ],
    ['loss inside the margin', '1500', '-700', '14.65', '0', '785.35', '14.65', '700'],
    [
      'isolated loss past the margin: nothing back, the book keeps the margin, no fee',
      '1500',
      '-1600',
      '14.6',
      '0',
      '0',
      '0',
      '1500',
    ],
    [
      'isolated loss eating into the fee: the fee gets what is left',
      '1500',
      '-1495',
      '14.6',
      '0',
      '0',
      '5',
      '1495',
    ],
    [
      'cross loss past the margin: the rest from available',
      '1500',
      '-1600',
      '14.6',
      '5000',
      '-114.6',
      '14.6',
      '1600',
    ],
    [
      'cross loss past margin and available: stops at the account',
      '1500',
      '-9000',
      '15',
      '5000',
      '-5000',
      '0',
      '6500',
    ],
  ])('%s', (_name, margin, pnl, charge, reach, returned, charged, book) => {
    const result = close(margin, pnl, charge, reach);
    expect(result.returned.toFixed()).toBe(returned);
    expect(result.charged.toFixed()).toBe(charged);
    expect(amountOf(result, 'platform:contract')).toBe(book);
    expect(sum(result.entries.map((e) => e.amount)).eq(0)).toBe(true);
    expect(result.entries.every((e) => !new Big(e.amount).eq(0))).toBe(true);
  });

  it('sends a liquidation’s charge to the insurance fund: the worked example leaves 114.46 of 1,500', () => {
    // Isolated long 20x, 0.5 at 60,000, liquidated at 57,228.92: PnL −1,385.54.
    const result = close('1500', '-1385.54', '114.46', '0', 'insurance');
    expect(result.returned.toFixed()).toBe('0');
    expect(amountOf(result, 'platform:insurance')).toBe('114.46');
    expect(amountOf(result, 'platform:contract')).toBe('1385.54');
    expect(result.entries.some((e) => e.account === 'platform:fee')).toBe(false);
  });
});
