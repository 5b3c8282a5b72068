import { plainDecimal } from '../../../core/money';
import type { OptionOrder } from '../../../core/schemas/options';
import type { optionOrders } from '../../db/schema';

export type OptionOrderRow = typeof optionOrders.$inferSelect;

const plainOrNull = (value: string | null) => (value === null ? null : plainDecimal(value));

/** An option row as the API shows it: plain decimals, epoch ms, its ticks as recorded. */
export function toOptionOrder(row: OptionOrderRow): OptionOrder {
  return {
    id: row.id,
    symbol: row.symbol,
    direction: row.direction,
    seconds: row.seconds,
    amount: plainDecimal(row.amount),
    account: row.account,
    status: row.status,
    payout_ratio: plainDecimal(row.payoutRatio),
    flat_band: plainDecimal(row.flatBand),
    fee_rate: plainDecimal(row.feeRate),
    open_price: row.openTick.price,
    open_tick: row.openTick,
    settle_at: row.settleAt.getTime(),
    close_price: plainOrNull(row.closePrice),
    close_tick: row.closeTick ?? null,
    settlement_ticks: row.settlementTicks ?? [],
    fee: plainOrNull(row.fee),
    payout: plainOrNull(row.payout),
    profit_loss: plainOrNull(row.profitLoss),
    created_at: row.createdAt.getTime(),
    settled_at: row.settledAt?.getTime() ?? null,
  };
}
