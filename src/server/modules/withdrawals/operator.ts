import { Big, plainDecimal } from '../../../core/money';
import type { Withdrawal, WithdrawalStatus } from '../../../core/schemas/withdrawals';
import type { Db } from '../../db/client';
import { post, type LedgerEntry } from '../../ledger/ledger';
import { systemClock, type Clock } from '../../lib/clock';
import { logOperatorAction } from '../operators';
import { coinSymbols, lockWithdrawal, updateWithdrawal, withdrawalsIn, type WithdrawalRow } from './repo';
import { toWithdrawal } from './present';
import { withdrawalTotal } from '../../../core/withdrawal';
import { raise } from '../../events/events';

export type Decision = { operator: string; reason: string; payoutTxHash?: string };
/** `changed` is false when the withdrawal was already decided: a second decision does nothing. */
export type DecisionResult = { changed: boolean; withdrawal: Withdrawal };

/** Withdrawals for the operator's queue (`npm run ops`), oldest first. */
export async function listWithdrawals(db: Db, status: WithdrawalStatus = 'pending'): Promise<Withdrawal[]> {
  const symbols = await coinSymbols(db);
  const rows = await withdrawalsIn(db, status);
  return rows.map((r) => toWithdrawal(r, symbols.get(r.coinId) ?? ''));
}

/**
 * One decision in one transaction: the row is locked, a decided withdrawal is left alone,
 * otherwise its status, the money and the operator log change together.
 */
async function decide(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  decision: Decision,
  clock: Clock,
  money: (
    w: WithdrawalRow,
    total: string,
  ) => { reason: 'withdrawal_paid' | 'withdrawal_released'; entries: LedgerEntry[] },
): Promise<DecisionResult> {
  const symbols = await coinSymbols(db);
  const result = await db.transaction(async (tx) => {
    const t = tx as Db;
    const row = await lockWithdrawal(t, id);
    if (!row) throw new Error(`withdrawal ${id} not found`);
    if (row.status !== 'pending') return { changed: false, row };
    const total = withdrawalTotal(row.amount, row.fee).toFixed();
    await post(t, { ...money(row, total), reference: `withdrawal:${row.id}` });
    const updated = await updateWithdrawal(t, id, {
      status,
      reason: decision.reason,
      payoutTxHash: decision.payoutTxHash ?? null,
      reviewedAt: clock(),
      reviewedBy: decision.operator,
    });
    await raise(t, 'withdrawal.decided', {
      userId: row.userId,
      withdrawalId: row.id,
      status,
      amount: plainDecimal(row.amount),
      coin: symbols.get(row.coinId) ?? '',
      reason: decision.reason,
    });
    await logOperatorAction(t, {
      operator: decision.operator,
      action: status === 'approved' ? 'withdrawal.approve' : 'withdrawal.reject',
      target: `withdrawal:${id}`,
      reason: decision.reason,
    });
    return { changed: true, row: updated };
  });
  return {
    changed: result.changed,
    withdrawal: toWithdrawal(result.row, symbols.get(result.row.coinId) ?? ''),
  };
}

/** Paid out: the frozen amount goes to platform:withdrawal, the fee to platform:fee. */
export function approveWithdrawal(db: Db, id: number, decision: Decision, clock: Clock = systemClock) {
  return decide(db, id, 'approved', decision, clock, (w, total) => {
    const entries: LedgerEntry[] = [
      { userId: w.userId, account: 'spot', coinId: w.coinId, field: 'frozen', amount: `-${total}` },
      {
        userId: null,
        account: 'platform:withdrawal',
        coinId: w.coinId,
        field: 'available',
        amount: new Big(w.amount).toFixed(),
      },
    ];
    if (new Big(w.fee).gt(0))
      entries.push({
        userId: null,
        account: 'platform:fee',
        coinId: w.coinId,
        field: 'available',
        amount: new Big(w.fee).toFixed(),
      });
    return { reason: 'withdrawal_paid', entries };
  });
}

/** Refused: amount + fee go back to available; the reason is shown to the user. */
export function rejectWithdrawal(
  db: Db,
  id: number,
  decision: Omit<Decision, 'payoutTxHash'>,
  clock: Clock = systemClock,
) {
  return decide(db, id, 'rejected', decision, clock, (w, total) => ({
    reason: 'withdrawal_released',
    entries: [
      { userId: w.userId, account: 'spot', coinId: w.coinId, field: 'frozen', amount: `-${total}` },
      { userId: w.userId, account: 'spot', coinId: w.coinId, field: 'available', amount: total },
    ],
  }));
}
