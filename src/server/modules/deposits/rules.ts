import { Big } from '../../../core/money';
import { sameAddress } from '../../chain/addresses';
import type { ChainTransaction } from '../../chain/types';
import { AppError } from '../../lib/errors';

export type Observed = {
  /** The decimal amount that reached the platform address, from the chain's own figures. */
  amount: string;
  /** Who paid: the `from` of the matching Transfer logs. */
  payer: string;
  blockNumber: number;
  blockTime: Date;
  final: boolean;
};

type Expect = {
  family: 'evm' | 'tron';
  /** The configured token contract for the coin; fake tokens emit identical events. */
  contract: string;
  platform: string;
  decimals: number;
  symbol: string;
};

/**
 * wallet.md §3 rules 2–3: the transaction succeeded, and Transfer logs of the configured token
 * reached the platform address. The amount is the sum of those logs — never a client figure.
 * Each refusal says what is wrong with the transaction.
 */
export function observeDeposit(tx: ChainTransaction, expect: Expect): Observed {
  if (tx.state === 'not_found') throw new AppError('errors.deposit_tx_not_found');
  if (tx.state === 'failed') throw new AppError('errors.deposit_tx_failed');

  const ofToken = tx.transfers.filter((t) => sameAddress(expect.family, t.contract, expect.contract));
  const matching = ofToken.filter((t) => sameAddress(expect.family, t.to, expect.platform));
  if (matching.length === 0) {
    if (ofToken.length > 0) throw new AppError('errors.deposit_wrong_recipient');
    if (tx.transfers.some((t) => sameAddress(expect.family, t.to, expect.platform))) {
      throw new AppError('errors.deposit_wrong_token', { coin: expect.symbol });
    }
    throw new AppError('errors.deposit_no_transfer', { coin: expect.symbol });
  }
  const payers = new Set(matching.map((t) => t.from));
  // Several payers in one transaction cannot be bound to one user's wallet.
  if (payers.size !== 1) throw new AppError('errors.deposit_sender_not_yours');
  const units = matching.reduce((total, t) => total + t.value, 0n);
  if (units <= 0n) throw new AppError('errors.deposit_no_transfer', { coin: expect.symbol });
  const amount = new Big(units.toString()).div(new Big(10).pow(expect.decimals)).toFixed();
  return {
    amount,
    payer: [...payers][0]!,
    blockNumber: tx.blockNumber,
    blockTime: tx.blockTime,
    final: tx.final,
  };
}
