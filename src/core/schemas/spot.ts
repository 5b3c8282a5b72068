import { z } from 'zod';
import { parseMoney } from '../money';
import { idField, pageFields, positiveAmountField, requestIdField } from './fields';
import { symbolField } from './market';

/*
 * Spot calls (spec §7 "Spot"): POST coin/trade, PUT coin/trade/cancel, GET coin/list.
 * Quantity is always in the base coin; precision and minimum per pair are checked by the service.
 */

export const spotOrderRequest = z
  .object({
    symbol: symbolField,
    side: z.enum(['buy', 'sell'], { error: 'errors.side_invalid' }),
    type: z.enum(['market', 'limit'], { error: 'errors.order_type_invalid' }),
    quantity: positiveAmountField('errors.quantity_required', 'errors.quantity_invalid'),
    price: z.string().trim().optional(),
    request_id: requestIdField.optional(),
  })
  .superRefine((order, ctx) => {
    if (order.type !== 'limit') return;
    const price = parseMoney(order.price ?? '');
    if (!order.price) ctx.addIssue({ code: 'custom', path: ['price'], message: 'errors.price_required' });
    else if (!price || price.lte(0))
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'errors.price_invalid' });
  });
export type SpotOrderRequest = z.infer<typeof spotOrderRequest>;

export const spotCancelRequest = z.object({
  id: idField('errors.order_not_found'),
});

export const spotListRequest = z.object({
  status: z.enum(['open', 'history']).catch('open'),
  symbol: symbolField.optional().catch(undefined),
  ...pageFields,
});

export const SPOT_STATUSES = ['waiting', 'completed', 'cancelled'] as const;
export type SpotStatus = (typeof SPOT_STATUSES)[number];

/** One spot order as the API returns it (and as the `orders` realtime channel pushes it). */
export type SpotOrder = {
  id: number;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'market' | 'limit';
  /** The limit price; null for a market order. */
  price: string | null;
  quantity: string;
  status: SpotStatus;
  fill_price: string | null;
  /** quantity × fill price, in the quote coin */
  quote_amount: string | null;
  fee: string | null;
  fee_coin: string;
  /** What the open order holds frozen (quote coin for a buy, base coin for a sell). */
  frozen: string;
  /** The index tick the fill used. */
  tick: { price: string; time: number; source: string } | null;
  created_at: number;
  filled_at: number | null;
  cancelled_at: number | null;
};

export type SpotOrderList = { list: SpotOrder[]; page: number; limit: number; total: number };
