import { describe, expect, it } from 'vitest';
import type { TransferableAccount } from '../../src/core/schemas/funds';
import { fundingPair, openingPair } from '../../src/web/features/assets/accounts';

const holding =
  (...accounts: TransferableAccount[]) =>
  (account: TransferableAccount) =>
    accounts.includes(account);

describe('the transfer sheet opened from a trade screen', () => {
  it('funds the screen’s account from spot when spot holds money', () => {
    expect(fundingPair('contract', holding('spot', 'options'))).toEqual({ from: 'spot', to: 'contract' });
    expect(fundingPair('options', holding('spot'))).toEqual({ from: 'spot', to: 'options' });
  });

  it('funds it from another account holding money when spot is empty', () => {
    expect(fundingPair('contract', holding('options'))).toEqual({ from: 'options', to: 'contract' });
    expect(fundingPair('contract', holding('contract', 'trust'))).toEqual({ from: 'trust', to: 'contract' });
  });

  it('never opens from the account it funds, and starts from spot when nothing holds money', () => {
    expect(fundingPair('contract', holding('contract'))).toEqual({ from: 'spot', to: 'contract' });
    expect(fundingPair('spot', holding())).toEqual({ from: 'options', to: 'spot' });
  });
});

describe('the transfer sheet opened from an account screen', () => {
  it('opens from that account, to its first destination', () => {
    expect(openingPair('contract', holding())).toEqual({ from: 'contract', to: 'spot' });
    expect(openingPair('spot', holding())).toEqual({ from: 'spot', to: 'options' });
  });
});
