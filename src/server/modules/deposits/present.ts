import type {
  DepositKind,
  DepositNetwork,
  DepositRecord,
  DepositStatus,
} from '../../../core/schemas/deposit';
import type { deposits } from '../../db/schema';
import { plainDecimal } from '../../../core/money';

export type DepositRow = typeof deposits.$inferSelect;

/** Card numbers are shown with only their last four digits. */
const maskCard = (card: string | null) => (card ? `****${card.slice(-4)}` : null);

/** A deposit as the records screen shows it; `confirmations` only for EVM deposits still confirming. */
export function presentDeposit(
  row: DepositRow,
  currency: string,
  confirmations: DepositRecord['confirmations'] = null,
): DepositRecord {
  return {
    id: row.id,
    kind: row.kind as DepositKind,
    currency_id: row.coinId,
    currency,
    // Text columns written only from validated requests.
    network: row.network as DepositNetwork | null,
    amount: row.amount === null ? null : plainDecimal(row.amount),
    hash: row.txHash,
    from_address: row.fromAddress,
    status: row.status as DepositStatus,
    confirmations: row.status === 'confirming' ? confirmations : null,
    reason: row.reason,
    voucher: row.voucherUploadId,
    bank_name: row.bankName,
    card_number: maskCard(row.cardNumber),
    holder_name: row.holderName,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}
