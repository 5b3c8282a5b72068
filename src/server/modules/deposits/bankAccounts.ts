import { randomInt } from 'node:crypto';
import type { BankInfoView, ReceivingBankAccount } from '../../../core/schemas/deposit';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { DEMO_BANK_ACCOUNT } from '../../localDemo';
import { coinWithMinimum } from './catalog';
import {
  claimOpenReference,
  insertReferenceOnce,
  openReferenceOf,
  receivingAccountRow,
  upsertReceivingAccount,
} from './repo';

/*
 * Where users pay a bank transfer or quick deposit: the receiving account an operator set per
 * coin, and the reference each bank deposit quotes so the operator can match the statement.
 */

export type BankAccountInput = ReceivingBankAccount & { reference_prefix: string };

/** Where a bank deposit pays, and the prefix of the references quoted with it. */
type ReceivingAccount = ReceivingBankAccount & { referencePrefix: string; demo: boolean };

/**
 * The coin's receiving account as an operator set it; on a local demo install without one, the
 * demo account (localDemo.ts), which the screens label as such.
 */
export async function receivingAccount(
  db: Db,
  coinId: number,
  localDemo: boolean,
): Promise<ReceivingAccount | undefined> {
  const row = await receivingAccountRow(db, coinId);
  if (row) {
    const { holder, bank, account, swift, branch, referencePrefix } = row;
    return { holder, bank, account, swift, branch, referencePrefix, demo: false };
  }
  return localDemo ? { ...DEMO_BANK_ACCOUNT, demo: true } : undefined;
}

/** No receiving account for the coin: a bank transfer or quick deposit would pay nowhere. */
export async function assertReceivingAccount(db: Db, coinId: number, localDemo: boolean): Promise<void> {
  if (!(await receivingAccount(db, coinId, localDemo))) throw new AppError('errors.deposit_bank_unavailable');
}

/** Unambiguous characters only: a reference is read off a screen and typed into a bank app. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = (prefix: string) =>
  `${prefix}-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** The user's open reference for the coin, or a new one; each is used by one deposit. */
async function openReference(db: Db, userId: number, coinId: number, prefix: string): Promise<string> {
  const open = await openReferenceOf(db, userId, coinId);
  if (open !== undefined) return open;
  for (;;) {
    // A reference already taken, by anyone: draw another.
    const inserted = await insertReferenceOnce(db, { reference: newReference(prefix), userId, coinId });
    if (inserted !== undefined) return inserted;
  }
}

/** `wallet/bank_info`: where to pay, and the reference to quote. */
export async function bankInfo(
  db: Db,
  userId: number,
  coinId: number,
  localDemo: boolean,
): Promise<BankInfoView> {
  const { coin } = await coinWithMinimum(db, coinId);
  const found = await receivingAccount(db, coin.id, localDemo);
  if (!found)
    return {
      currency_id: coin.id,
      currency: coin.symbol,
      available: false,
      account: null,
      demo: false,
      reference: null,
    };
  const { referencePrefix, demo, ...account } = found;
  return {
    currency_id: coin.id,
    currency: coin.symbol,
    available: true,
    account,
    demo,
    reference: await openReference(db, userId, coin.id, referencePrefix),
  };
}

/** Marks the reference used by this deposit; refused when it is not the user's open one. */
export async function claimReference(
  tx: Db,
  reference: string,
  userId: number,
  coinId: number,
  depositId: number,
): Promise<void> {
  if (!(await claimOpenReference(tx, reference, userId, coinId, depositId)))
    throw new AppError('errors.deposit_reference_invalid');
}

/* Operator side (`npm run ops`). */

export async function setReceivingAccount(
  db: Db,
  coinId: number,
  input: BankAccountInput,
  operator: string,
): Promise<void> {
  const values = {
    holder: input.holder,
    bank: input.bank,
    account: input.account,
    swift: input.swift,
    branch: input.branch,
    referencePrefix: input.reference_prefix,
    updatedAt: new Date(),
    updatedBy: operator,
  };
  await upsertReceivingAccount(db, coinId, values);
}
