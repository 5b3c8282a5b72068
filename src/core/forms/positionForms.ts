import { Big, decimalPlaces } from '../money';
import { tpSlProblem, type ContractSide } from '../contractMath';
import { contractAddMarginRequest, contractSetStopRequest } from '../schemas/contract';
import { errorFor, schemaErrors, type FieldError } from './fieldErrors';
import { typedDecimal, type DecimalMark } from './typedDecimal';

/*
 * The two sheets of an open position: its take-profit and stop-loss, and margin added to it. Each
 * reads the boxes as typed and answers what would be sent and why it cannot be yet, with the
 * server's rules (`lever/setstop`, `lever/add_margin`).
 */

/** Margin moves in the ledger's 8 places; the server refuses more (`errors.contract_margin_precision`). */
export const MARGIN_DECIMALS = 8;

export type StopsField = 'tp_price' | 'sl_price';

export type StopsContext = {
  id: number;
  side: ContractSide;
  /** The entry price, or a pending order's limit price: what TP and SL are checked against. */
  reference: string | null;
  price_decimals: number;
  decimalMark: DecimalMark;
};

/** TP and SL as typed; an empty box clears that level. */
export function stopsForm(
  state: { tp: string; sl: string },
  context: StopsContext,
): { stops: { tp_price: string; sl_price: string }; errors: FieldError<StopsField | 'form'>[] } {
  const stops = {
    tp_price: typedDecimal(state.tp, context.decimalMark),
    sl_price: typedDecimal(state.sl, context.decimalMark),
  };
  const errors = schemaErrors<StopsField>(contractSetStopRequest, { id: context.id, ...stops });
  for (const field of ['tp_price', 'sl_price'] as const) {
    const text = stops[field];
    if (text === '' || errorFor(errors, field)) continue;
    if (decimalPlaces(text) > context.price_decimals)
      errors.push({
        field,
        key: 'errors.contract_price_precision',
        params: { decimals: context.price_decimals },
      });
    else if (context.reference) {
      const level = field === 'tp_price' ? [text, null] : [null, text];
      const key = tpSlProblem(context.side, context.reference, level[0], level[1]);
      if (key) errors.push({ field, key });
    }
  }
  return { stops, errors };
}

export type AddMarginContext = {
  id: number;
  /** The contract account's available balance; null while it is not known. */
  available: string | null;
  decimalMark: DecimalMark;
};

/** The margin to add as typed: `amount` is what is sent, null until it may be. */
export function addMarginForm(
  state: { amount: string },
  context: AddMarginContext,
): { amount: string | null; errors: FieldError<'amount' | 'form'>[] } {
  const amount = typedDecimal(state.amount, context.decimalMark);
  const errors = schemaErrors<'amount'>(contractAddMarginRequest, { id: context.id, amount });
  if (errors.length === 0 && decimalPlaces(amount) > MARGIN_DECIMALS)
    errors.push({
      field: 'amount',
      key: 'errors.contract_margin_precision',
      params: { decimals: MARGIN_DECIMALS },
    });
  if (errors.length === 0 && context.available !== null && new Big(amount).gt(context.available))
    errors.push({ field: 'amount', key: 'contract.error.insufficient' });
  return { amount: errors.length === 0 ? amount : null, errors };
}
