import { Big, parseMoney, plainDecimal } from '../../../core/money';
import { MAX_AMOUNT_DIGITS } from '../../../core/schemas/fields';
import type { DepositStatus } from '../../../core/schemas/deposit';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { logOperatorAction } from '../operators';
import { creditDeposit } from './credit';
import type { DepositRow } from './present';
import { depositsInWithSymbol, depositWithSymbol, lockDeposit, updateDeposit } from './repo';
import { raise } from '../../events/events';

/*
 * Operator review of deposits (`npm run ops`): bank and quick deposits, chain hashes that could
 * not be verified automatically (no API configured, Omni, native coins, below the minimum).
 */

export type OperatorDeposit = {
  id: number;
  user_id: number;
  kind: string;
  currency: string;
  network: string | null;
  amount: string | null;
  hash: string | null;
  from_address: string | null;
  voucher: string | null;
  bank_name: string | null;
  card_number: string | null;
  holder_name: string | null;
  reference: string | null;
  status: DepositStatus;
  reason: string | null;
  created_at: string;
};

const view = (row: DepositRow, currency: string): OperatorDeposit => ({
  id: row.id,
  user_id: row.userId,
  kind: row.kind,
  currency,
  network: row.network,
  amount: row.amount === null ? null : plainDecimal(row.amount),
  hash: row.txHash,
  from_address: row.fromAddress,
  voucher: row.voucherUploadId,
  bank_name: row.bankName,
  card_number: row.cardNumber,
  holder_name: row.holderName,
  reference: row.reference,
  status: row.status as DepositStatus,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

export async function listDeposits(db: Db, status: DepositStatus = 'pending'): Promise<OperatorDeposit[]> {
  const rows = await depositsInWithSymbol(db, status);
  return rows.map((r) => view(r.d, r.symbol));
}

type Review = { operator: string; reason: string };

const AMOUNT_LIMIT = new Big(10).pow(MAX_AMOUNT_DIGITS);

function assertReview({ operator, reason }: Review) {
  if (!operator.trim() || !reason.trim()) throw new AppError('errors.deposit_review_reason_required');
}

/** Locks the deposit; only a pending one can be reviewed (a second approval changes nothing). */
async function lockPending(tx: Db, id: number): Promise<DepositRow> {
  const row = await lockDeposit(tx, id);
  if (!row) throw new AppError('errors.deposit_not_found', {}, 404);
  if (row.status === 'confirming') throw new AppError('errors.deposit_still_confirming');
  if (row.status !== 'pending') throw new AppError('errors.deposit_already_reviewed');
  return row;
}

/**
 * Approves a pending deposit and credits it, with the operator's log entry, in one transaction.
 * The amount comes from the record (chain figure, or the user's bank/quick amount); an operator
 * may set it for bank, quick and unverified chain deposits, never change a chain-verified one.
 */
export async function approveDeposit(
  db: Db,
  id: number,
  opts: Review & { amount?: string },
  now: Date = new Date(),
): Promise<OperatorDeposit> {
  assertReview(opts);
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    const given = opts.amount === undefined ? null : parseMoney(opts.amount);
    if (opts.amount !== undefined && (!given || given.lte(0)))
      throw new AppError('errors.deposit_amount_invalid');
    // The API's amount bound: a credit this size could overflow the balance's numeric(38,18).
    if (given && given.gte(AMOUNT_LIMIT)) throw new AppError('errors.amount_too_large');
    const verified = row.kind === 'chain' && row.amount !== null;
    if (verified && given && !given.eq(row.amount!)) throw new AppError('errors.deposit_chain_amount_fixed');
    const amount = given ? given.toFixed() : row.amount === null ? null : plainDecimal(row.amount);
    if (!amount) throw new AppError('errors.deposit_amount_required');
    await creditDeposit(tx, row, amount, { at: now, by: opts.operator });
    await logOperatorAction(tx, {
      operator: opts.operator,
      action: 'deposit.approve',
      target: `deposit:${id}`,
      reason: `${opts.reason} (amount ${amount})`,
    });
  });
  return (await listOne(db, id))!;
}

/** Rejects a pending deposit with the reason the user will read; no money moves. */
export async function rejectDeposit(
  db: Db,
  id: number,
  opts: Review,
  now: Date = new Date(),
): Promise<OperatorDeposit> {
  assertReview(opts);
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    await updateDeposit(tx, id, {
      status: 'rejected',
      reason: opts.reason,
      reviewedAt: now,
      reviewedBy: opts.operator,
    });
    await raise(tx, 'deposit.decided', {
      userId: row.userId,
      depositId: row.id,
      status: 'rejected',
      amount: row.amount === null ? null : plainDecimal(row.amount),
      coinId: row.coinId,
      reason: opts.reason,
    });
    await logOperatorAction(tx, {
      operator: opts.operator,
      action: 'deposit.reject',
      target: `deposit:${id}`,
      reason: opts.reason,
    });
  });
  return (await listOne(db, id))!;
}

async function listOne(db: Db, id: number): Promise<OperatorDeposit | undefined> {
  const r = await depositWithSymbol(db, id);
  return r ? view(r.d, r.symbol) : undefined;
}
