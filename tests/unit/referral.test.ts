import { describe, expect, it } from 'vitest';
import { feeShares, kickbackOptions, maskName, payoutHourAfter, splitFee } from '../../src/core/referral';

/*
 * The referral's rules as tables (domain-rules "Referral"): each fee an invited user pays is split
 * between the inviter (ratio − kickback) and the invitee (the kickback frozen at binding), each
 * share rounded down to the fee coin's places.
 */

describe('a fee split between inviter and invitee', () => {
  it.each([
    // fee,      ratio,  kickback, places, inviter (ratio, amount), invitee (ratio, amount)
    ['30', '0.2', '0', 6, ['0.2', '6'], ['0', '0']],
    ['30', '0.2', '0.05', 6, ['0.15', '4.5'], ['0.05', '1.5']],
    ['30', '0.2', '0.1', 6, ['0.1', '3'], ['0.1', '3']],
    // A partner at 40 %, and the kickback frozen before the ratio changed.
    ['30', '0.4', '0.05', 6, ['0.35', '10.5'], ['0.05', '1.5']],
    // Rounded down to the coin's places: 0.0123457 × 0.2 = 0.00246914 → 0.002469.
    ['0.0123457', '0.2', '0', 6, ['0.2', '0.002469'], ['0', '0']],
    ['0.0123457', '0.2', '0.05', 6, ['0.15', '0.001851'], ['0.05', '0.000617']],
    // Too small to pay anything in the coin's places.
    ['0.000004', '0.2', '0', 6, ['0.2', '0'], ['0', '0']],
    // An 8-place coin keeps more of it.
    ['0.000004', '0.2', '0', 8, ['0.2', '0.0000008'], ['0', '0']],
    // A kickback frozen above a ratio later lowered: the invitee gets at most the ratio.
    ['10', '0.2', '0.3', 6, ['0', '0'], ['0.2', '2']],
  ] as const)(
    'fee %s at ratio %s with kickback %s (%i places)',
    (fee, ratio, kickback, decimals, rebate, back) => {
      const split = splitFee({ fee, ratio, kickback, decimals });
      expect(split.rebate).toEqual({ ratio: rebate[0], amount: rebate[1] });
      expect(split.kickback).toEqual({ ratio: back[0], amount: back[1] });
    },
  );

  it('never pays out more than the fee', () => {
    for (const fee of ['0.000001', '1.999999', '123456.789012'])
      for (const ratio of ['0.2', '0.4', '1'])
        for (const kickback of kickbackOptions(ratio)) {
          const { rebate, kickback: back } = splitFee({ fee, ratio, kickback, decimals: 6 });
          expect(Number(rebate.amount) + Number(back.amount)).toBeLessThanOrEqual(Number(fee));
        }
  });
});

describe('the shares of a fee the screen shows', () => {
  it.each([
    ['0.2', '0', '0.2', '0'],
    ['0.2', '0.05', '0.15', '0.05'],
    ['0.35', '0.15', '0.2', '0.15'],
    // A kickback above a ratio lowered since: the invitee gets the whole ratio, the inviter none.
    ['0.1', '0.15', '0', '0.1'],
  ])(
    'ratio %s with kickback %s: the inviter keeps %s, the invitee gets %s',
    (ratio, kickback, inviter, invitee) => {
      expect(feeShares(ratio, kickback)).toEqual({ inviter, invitee });
    },
  );
});

describe('the kickbacks an inviter may offer', () => {
  it.each([
    ['0.2', ['0', '0.05', '0.1']],
    ['0.3', ['0', '0.05', '0.1', '0.15']],
    ['0.4', ['0', '0.05', '0.1', '0.15', '0.2']],
    ['0.25', ['0', '0.05', '0.1']],
  ])('ratio %s offers %j', (ratio, options) => {
    expect(kickbackOptions(ratio)).toEqual(options);
  });
});

describe('the payout hour', () => {
  it.each([
    ['2026-11-27T10:23:45.000Z', '2026-11-27T11:00:00.000Z'],
    ['2026-11-27T10:00:00.000Z', '2026-11-27T11:00:00.000Z'],
    ['2026-11-27T23:59:59.999Z', '2026-11-28T00:00:00.000Z'],
  ])('a line written at %s is paid at %s', (written, paid) => {
    expect(payoutHourAfter(new Date(written)).toISOString()).toBe(paid);
  });
});

describe('names on rankings and lists', () => {
  it.each([
    ['Alice', 'A***e'],
    ['Bo', 'B*'],
    ['X', 'X*'],
    ['王小明', '王***明'],
    ['สมชาย', 'ส***ย'],
    ['  ', '***'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
