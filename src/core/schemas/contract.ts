import { z } from 'zod';
import { idField, pageFields, pageOf, positiveAmountField, requestIdField, symbolField } from './fields';

/*
 * Perpetual contracts (spec §3 "Contract order/position", §5, §7 "Contracts"; domain-rules
 * "Perpetual contracts"): USDT-margined, long or short, in lots. Amounts are decimal strings in
 * USDT, times epoch ms (UTC), as in the spot and options calls.
 */

export const CONTRACT_SIDES = ['long', 'short'] as const;
export const CONTRACT_ORDER_TYPES = ['market', 'limit'] as const;
export const MARGIN_MODES = ['isolated', 'cross'] as const;
export type MarginMode = (typeof MARGIN_MODES)[number];
export const CLOSE_REASONS = ['manual', 'tp', 'sl', 'liquidation'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** Spec §3 status codes. 2 (closing) is never left standing: a close is one transaction. */
export const CONTRACT_STATUS = { pending: 0, holding: 1, closing: 2, closed: 3, cancelled: 4 } as const;
export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];

/** The most lots one order may have: keeps every notional inside the amount columns. */
export const MAX_LOTS = 1_000_000;

const decimal = z.string().meta({ description: 'Decimal string' });

/** A price field that is optional but, when sent, must be a valid positive price. */
const optionalPrice = (invalidKey: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: invalidKey })
    .optional()
    .transform((v) =>
      v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim(),
    )
    .pipe(positiveAmountField(invalidKey, invalidKey).optional());

export const contractDealRequest = z.object({ symbol: symbolField });

const tier = z.object({
  max_notional: decimal.meta({ description: 'The tier applies up to this notional (qty × price)' }),
  mmr: decimal.meta({ description: 'Maintenance margin rate' }),
  cum: decimal.meta({ description: 'Maintenance amount: maintenance = notional × mmr − cum' }),
});

const tick = z
  .object({ price: decimal, time: z.number().int(), source: z.string() })
  .meta({ description: 'A recorded index tick: price, the feed time (epoch ms), and the feed' });
export type ContractTick = z.infer<typeof tick>;

export const contractDeal = z.object({
  symbol: z.string(),
  contract_value: decimal.meta({ description: 'Base coin per lot: qty = lots × contract_value' }),
  price_decimals: z.number().int(),
  leverages: z.array(z.number().int()),
  max_lots: z.number().int(),
  fee_rate: decimal.meta({ description: 'Taker fee on the notional, at open and at close' }),
  tiers: z.array(tier),
  mark_price: decimal.nullable().meta({ description: 'The latest recorded index price; null when none' }),
  tick: tick.nullable(),
  funding: z.literal('none').meta({ description: 'Funding is not charged (domain-rules decision)' }),
  balance: z.object({ available: decimal, frozen: decimal }).meta({
    description: "The user's contract account in USDT; zeros when not signed in",
  }),
});
export type ContractDeal = z.infer<typeof contractDeal>;

const orderFields = {
  symbol: symbolField,
  side: z.enum(CONTRACT_SIDES, { error: 'errors.contract_side_invalid' }),
  type: z.enum(CONTRACT_ORDER_TYPES, { error: 'errors.contract_type_invalid' }),
  price: optionalPrice('errors.contract_price_invalid'),
  lots: z
    .union([z.string(), z.number()], { error: 'errors.contract_lots_required' })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'errors.contract_lots_required' })
        .regex(/^\d{1,12}$/, { error: 'errors.contract_lots_invalid' })
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, { error: 'errors.contract_lots_invalid' })
            .max(MAX_LOTS, { error: 'errors.contract_lots_max' }),
        ),
    ),
  leverage: z.coerce
    .number({ error: 'errors.contract_leverage_invalid' })
    .int({ error: 'errors.contract_leverage_invalid' })
    .positive({ error: 'errors.contract_leverage_invalid' }),
  margin_mode: z.enum(MARGIN_MODES, { error: 'errors.contract_margin_mode_invalid' }),
  tp_price: optionalPrice('errors.contract_tp_invalid'),
  sl_price: optionalPrice('errors.contract_sl_invalid'),
};

/**
 * A limit order names its price. Checked as soon as the type and the price are themselves valid,
 * whatever else is wrong, so the order form can say so beside an invalid lots field.
 */
const limitHasPrice = (order: { type: string; price?: string | undefined }) =>
  order.type !== 'limit' || order.price !== undefined;
const limitPriceRule = {
  path: ['price'],
  error: 'errors.contract_price_required',
  when: (payload: z.core.ParsePayload) =>
    (payload.issues ?? []).every((issue) => issue.path?.[0] !== 'type' && issue.path?.[0] !== 'price'),
};

/** The order as the ticket holds it: `lever/submit` without its request id (the form's rules). */
export const contractOrder = z.object(orderFields).refine(limitHasPrice, limitPriceRule);
export const contractSubmitRequest = z
  .object({ ...orderFields, request_id: requestIdField })
  .refine(limitHasPrice, limitPriceRule);
export type ContractSubmitRequest = z.infer<typeof contractSubmitRequest>;

export const contractListRequest = z.object({
  tab: z.enum(['holding', 'pending', 'history']).catch('holding'),
  symbol: symbolField.optional().catch(undefined),
  ...pageFields,
});
export type ContractListRequest = z.infer<typeof contractListRequest>;

const positionId = idField('errors.contract_not_found');
export const contractIdRequest = z.object({ id: positionId });
export const contractSetStopRequest = z.object({
  id: positionId,
  tp_price: optionalPrice('errors.contract_tp_invalid'),
  sl_price: optionalPrice('errors.contract_sl_invalid'),
});
export type ContractSetStopRequest = z.infer<typeof contractSetStopRequest>;
export const contractAddMarginRequest = z.object({
  id: positionId,
  amount: positiveAmountField('errors.contract_margin_required', 'errors.contract_margin_invalid'),
});

export const position = z.object({
  id: z.number().int(),
  symbol: z.string(),
  side: z.enum(CONTRACT_SIDES),
  type: z.enum(CONTRACT_ORDER_TYPES),
  lots: z.number().int(),
  qty: decimal.meta({ description: 'lots × contract value, in the base coin' }),
  contract_value: decimal,
  leverage: z.number().int(),
  margin_mode: z.enum(MARGIN_MODES),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).meta({
    description: '0 pending, 1 holding, 2 closing, 3 closed (also liquidated), 4 cancelled',
  }),
  liquidated: z.boolean(),
  entry_price: decimal.nullable().meta({ description: 'The fill price; null while pending' }),
  limit_price: decimal.nullable(),
  mark_price: decimal.nullable().meta({ description: 'The latest recorded index price' }),
  initial_margin: decimal,
  added_margin: decimal,
  unrealized_pnl: decimal.nullable().meta({ description: 'At the mark price, while holding' }),
  pnl_pct: decimal
    .nullable()
    .meta({ description: 'ROE: unrealized (or realized) PnL / initial margin × 100' }),
  liquidation_price: decimal.nullable().meta({
    description:
      'Binance one-way formula with the pair’s tiers; for cross, with the contract balance and the other cross positions now; null ("--") when not above 0',
  }),
  tp_price: decimal.nullable(),
  sl_price: decimal.nullable(),
  fee_rate: decimal,
  open_fee: decimal,
  close_fee: decimal.nullable().meta({ description: 'For a liquidation: what went to the insurance fund' }),
  close_price: decimal.nullable(),
  realized_pnl: decimal
    .nullable()
    .meta({ description: "The change to the user's money at close: price PnL less both fees" }),
  close_reason: z.enum(CLOSE_REASONS).nullable(),
  open_tick: tick
    .nullable()
    .meta({ description: 'The tick the position opened on (market) or filled on (limit)' }),
  close_tick: tick.nullable().meta({ description: 'The tick of the close, trigger or liquidation' }),
  created_at: z.number().int(),
  opened_at: z.number().int().nullable(),
  closed_at: z.number().int().nullable(),
});
export type Position = z.infer<typeof position>;
export const positionList = pageOf(position);
export type PositionList = z.infer<typeof positionList>;
