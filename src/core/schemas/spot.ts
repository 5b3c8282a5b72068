import { z } from 'zod';
import { parseMoney } from '../money';
import { idField, pageFields, pageOf, positiveAmountField, requestIdField, symbolField } from './fields';

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

const decimal = z.string().meta({ description: 'Decimal string' });

/** One spot order as the API returns it (and as the `orders` realtime channel pushes it). */
export const spotOrder = z.object({
  id: z.number().int(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  type: z.enum(['market', 'limit']),
  price: decimal.nullable().meta({ description: 'The limit price; null for a market order' }),
  quantity: decimal.meta({ description: 'In the base coin' }),
  status: z.enum(SPOT_STATUSES),
  fill_price: decimal.nullable(),
  quote_amount: decimal.nullable().meta({ description: 'quantity × fill price, in the quote coin' }),
  fee: decimal.nullable(),
  fee_coin: z.string(),
  frozen: decimal.meta({
    description:
      'What the open order holds frozen (quote coin for a buy, base coin for a sell); 0 once filled or cancelled',
  }),
  tick: z
    .object({ price: decimal, time: z.number().int(), source: z.string() })
    .nullable()
    .meta({ description: 'The recorded index tick the fill used' }),
  created_at: z.number().int(),
  filled_at: z.number().int().nullable(),
  cancelled_at: z.number().int().nullable(),
});
export type SpotOrder = z.infer<typeof spotOrder>;

export const spotOrderList = pageOf(spotOrder);
export type SpotOrderList = z.infer<typeof spotOrderList>;
