import type { RebateKind, RebateProduct, RebateStatus } from '../../../core/schemas/referral';

/*
 * The text keys of the values the records show, written out one by one rather than built from the
 * value (`referral.status.${s}`): every key stays findable, and the message-key check reads each.
 */

export const PRODUCT_KEY: Record<RebateProduct, string> = {
  spot: 'referral.product.spot',
  contract: 'referral.product.contract',
  options: 'referral.product.options',
};

export const KIND_KEY: Record<RebateKind, string> = {
  rebate: 'referral.kind.rebate',
  kickback: 'referral.kind.kickback',
};

export const STATUS_KEY: Record<RebateStatus, string> = {
  pending: 'referral.status.pending',
  paid: 'referral.status.paid',
};

/**
 * The fee a line came from (the contract's `fee_kind`, a plain string): a spot fill, a contract's
 * opening, fill or closing, an option's settlement. A kind not known here reads as "Trading fee".
 */
const FEE_KIND_KEY: Record<string, string> = {
  fill: 'referral.fee_kind.fill',
  open: 'referral.fee_kind.open',
  close: 'referral.fee_kind.close',
  settle: 'referral.fee_kind.settle',
};

export const feeKindKey = (kind: string): string => FEE_KIND_KEY[kind] ?? 'referral.fee_kind.other';
