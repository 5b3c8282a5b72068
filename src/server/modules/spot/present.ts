import { plainDecimal } from '../../../core/money';
import type { SpotOrder } from '../../../core/schemas/spot';
import type { spotOrders } from '../../db/schema';
import type { SpotPair } from './pairs';

export type SpotOrderRow = typeof spotOrders.$inferSelect;

const plainOrNull = (value: string | null) => (value === null ? null : plainDecimal(value));

/** A spot order row as the API and the `orders` channel show it: plain decimals, epoch ms. */
export function toSpotOrder(row: SpotOrderRow, pair: SpotPair): SpotOrder {
  return {
    id: row.id,
    symbol: pair.symbol,
    side: row.side,
    type: row.type,
    price: plainOrNull(row.limitPrice),
    quantity: plainDecimal(row.quantity),
    status: row.status,
    fill_price: plainOrNull(row.fillPrice),
    quote_amount: plainOrNull(row.quoteAmount),
    fee: plainOrNull(row.fee),
    fee_coin: pair.quote,
    frozen: plainDecimal(row.frozen),
    tick:
      row.tickPrice !== null && row.tickTime !== null
        ? { price: plainDecimal(row.tickPrice), time: row.tickTime.getTime(), source: row.tickSource ?? '' }
        : null,
    created_at: row.createdAt.getTime(),
    filled_at: row.filledAt?.getTime() ?? null,
    cancelled_at: row.cancelledAt?.getTime() ?? null,
  };
}
