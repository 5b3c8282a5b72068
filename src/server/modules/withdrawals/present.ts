import { Big } from '../../../core/money';
import { holdUntil } from '../../../core/securityHold';
import type {
  BankCard,
  WithdrawNetwork,
  Withdrawal,
  WithdrawalAddress,
  ChainNetwork,
} from '../../../core/schemas/withdrawals';
import type { bankCards, withdrawalAddresses, withdrawals } from '../../db/schema';

/** Exact decimal text without the database's trailing zeros ("10.5", not "10.500000000000000000"). */
export const plain = (value: string) => new Big(value).toFixed();

export function toWithdrawal(row: typeof withdrawals.$inferSelect, coin: string): Withdrawal {
  return {
    id: row.id,
    currency_id: row.coinId,
    coin,
    network: row.network as WithdrawNetwork,
    destination: row.destination,
    amount: plain(row.amount),
    fee: plain(row.fee),
    actual: plain(row.amount),
    remark: row.remark,
    status: row.status,
    reason: row.reason,
    payout_tx_hash: row.payoutTxHash,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export function toAddress(row: typeof withdrawalAddresses.$inferSelect, coin: string): WithdrawalAddress {
  return {
    id: row.id,
    currency_id: row.coinId,
    coin,
    network: row.network as ChainNetwork,
    address: row.address,
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
  };
}

export function toBankCard(row: typeof bankCards.$inferSelect, now: Date): BankCard {
  return {
    holder_name: row.holderName,
    bank_name: row.bankName,
    card_number: row.cardNumber,
    branch_name: row.branchName,
    branch_number: row.branchNumber,
    bank_address: row.bankAddress,
    swift_code: row.swiftCode,
    iban: row.iban,
    payee_address: row.payeeAddress,
    postal_code: row.postalCode,
    updated_at: row.updatedAt.toISOString(),
    held_until: holdUntil(row.replacedAt, now)?.toISOString() ?? null,
  };
}

/** The bank destination copied onto a withdrawal: what the operator pays to, whatever changes later. */
export const bankDestination = (card: typeof bankCards.$inferSelect) =>
  [card.holderName, card.bankName, card.cardNumber, card.swiftCode, card.iban].join(' · ');
