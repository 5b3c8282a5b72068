import type { Db } from '../../db/client';
import { raise } from '../../events/events';
import { post } from '../../ledger/ledger';
import { updateDeposit } from './repo';

/**
 * Credits a deposit: the record becomes approved and the money moves platform:deposit → the
 * user's spot balance, in the caller's transaction. The ledger request id `deposit:<id>` makes
 * a second credit of the same deposit impossible, whoever calls. Every credit (an operator's, a
 * hash proven at once, the recheck job's) announces `deposit.decided`: the user's message.
 */
export async function creditDeposit(
  tx: Db,
  deposit: { id: number; userId: number; coinId: number },
  amount: string,
  review: { at: Date; by?: string | null; reason?: string | null },
): Promise<void> {
  const { transactionId, replayed } = await post(tx, {
    reason: 'deposit',
    requestId: `deposit:${deposit.id}`,
    reference: `deposit:${deposit.id}`,
    entries: [
      {
        userId: null,
        account: 'platform:deposit',
        coinId: deposit.coinId,
        field: 'available',
        amount: `-${amount}`,
      },
      { userId: deposit.userId, account: 'spot', coinId: deposit.coinId, field: 'available', amount },
    ],
  });
  if (replayed) throw new Error(`deposit ${deposit.id} was already credited`);
  await updateDeposit(tx, deposit.id, {
    status: 'approved',
    amount,
    ledgerTransactionId: transactionId,
    reviewedAt: review.at,
    reviewedBy: review.by ?? null,
    reason: review.reason ?? null,
  });
  await raise(tx, 'deposit.decided', {
    userId: deposit.userId,
    depositId: deposit.id,
    status: 'credited',
    amount,
    coinId: deposit.coinId,
    reason: null,
  });
}
