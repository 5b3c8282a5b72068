import { describe, expect, it } from 'vitest';
import { feeKindKey } from '../../src/web/features/referral/labels';

describe('feeKindKey', () => {
  it('names each fee the contract lists, and any other as a fee', () => {
    expect(['fill', 'open', 'close', 'settle', 'funding'].map(feeKindKey)).toEqual([
      'referral.fee_kind.fill',
      'referral.fee_kind.open',
      'referral.fee_kind.close',
      'referral.fee_kind.settle',
      'referral.fee_kind.other',
    ]);
  });
});
