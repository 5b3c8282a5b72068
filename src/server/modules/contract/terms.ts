import type { Tick } from '../../../core/market/types';
import { Big } from '../../../core/money';
import type { Db } from '../../db/client';
import type { StoredTick } from '../../db/schema/options';
import { AppError } from '../../lib/errors';
import { pairTerms, type PairTerms } from './repo';

/* What every change of a position uses: the pair's terms, its amounts' precision, its names. */

/** A market order needs a tick this fresh: an older price is not one the user saw. */
export const CONTRACT_TICK_MAX_AGE_MS = 3_000;

/** Margins, fees and PnL are kept to 8 places (USDT's precision on every chain it lives on). */
export const AMOUNT_DECIMALS = 8;
export const amount = (value: Big) => value.round(AMOUNT_DECIMALS, Big.roundHalfUp);

/** The ledger reference of a position's postings. */
export const reference = (id: number) => `perp_position:${id}`;

export const storedTick = (t: Tick): StoredTick => ({ price: t.price, time: t.ts, source: t.source });

/** The pair's terms, or "pair unavailable"; `t` inside a transaction. */
export async function requireTerms(t: Db, symbol: string): Promise<PairTerms> {
  const terms = await pairTerms(t, symbol);
  if (!terms) throw new AppError('errors.contract_pair_unavailable');
  return terms;
}
