import { Big } from '../../core/money';
import type { FeeKind, RebateProduct } from '../../core/schemas/referral';
import type { Db } from '../db/client';
import { raise } from './events';

/*
 * A trading fee charged: raised by each trading product (spot, contract, options) in the
 * transaction that posts the fee, so that whoever earns from fees (referral rebates) hears the
 * fee actually charged, and writes or rolls back with it. Declared here, beside the platform's
 * events, because three products raise it and none owns it.
 */

export type TradeFeeCharged = {
  /** The user who paid it. */
  userId: number;
  product: RebateProduct;
  /** The product's order or position id. */
  tradeId: number;
  /** Which fee of that trade: a trade can pay two (a contract's open and close). */
  feeKind: FeeKind;
  coinId: number;
  /** The fee actually posted to the platform's fee book, a positive decimal string. */
  fee: string;
  at: Date;
};

declare module './events' {
  interface AppEvents {
    'trade.fee_charged': TradeFeeCharged;
  }
}

/** Announces a charged fee inside `tx`; a zero fee (nothing was charged) is not announced. */
export async function feeCharged(tx: Db, fee: TradeFeeCharged): Promise<void> {
  if (!new Big(fee.fee).gt(0)) return;
  await raise(tx, 'trade.fee_charged', fee);
}
