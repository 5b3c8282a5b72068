import { decimalPlaces } from '../../../core/money';
import {
  initialMargin,
  maintenanceMargin,
  quantityOf,
  tpSlProblem,
  tradeFee,
} from '../../../core/contractMath';
import { CONTRACT_STATUS, type ContractSubmitRequest } from '../../../core/schemas/contract';
import type { Db } from '../../db/client';
import { tellUser } from '../../events/private';
import { feeCharged } from '../../events/tradeFees';
import { post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { requireFreshTick } from '../../market/freshTick';
import type { Market } from '../../market/types';
import { contractAvailable, isolatedLiquidation } from './levels';
import { openEntries, reserveEntries } from './postings';
import type { PositionRow } from './present';
import { insertPosition } from './repo';
import { CONTRACT_TICK_MAX_AGE_MS, amount, reference, requireTerms, storedTick } from './terms';

/**
 * POST lever/submit's rules, checked in the order its call describes, then one transaction: the
 * position (holding at the fresh tick's price, or pending at its limit) and its posting (margin
 * and fee frozen or paid). The caller makes it once per request id.
 */
export async function openPosition(
  { db, clock, market }: { db: Db; clock: Clock; market: Market },
  userId: number,
  request: ContractSubmitRequest,
): Promise<PositionRow> {
  const terms = await requireTerms(db, request.symbol);
  if (!terms.leverages.includes(request.leverage))
    throw new AppError('errors.contract_leverage_not_offered', { list: terms.leverages.join(', ') });
  for (const price of [request.price, request.tp_price, request.sl_price])
    if (price && decimalPlaces(price) > terms.priceDecimals)
      throw new AppError('errors.contract_price_precision', { decimals: terms.priceDecimals });
  const tick = requireFreshTick(
    market,
    terms.symbol,
    clock(),
    CONTRACT_TICK_MAX_AGE_MS,
    'errors.contract_price_stale',
  );
  const limit = request.type === 'limit';
  const price = limit ? request.price! : tick.price;
  const problem = tpSlProblem(request.side, price, request.tp_price, request.sl_price);
  if (problem) throw new AppError(problem);

  const qty = quantityOf(request.lots, terms.contractValue);
  const margin = amount(initialMargin(qty, price, request.leverage));
  const fee = amount(tradeFee(qty, price, terms.feeRate));
  // A position whose margin is already below maintenance would be liquidated on the next tick.
  if (!margin.gt(maintenanceMargin(qty.times(price), terms.tiers)))
    throw new AppError('errors.contract_leverage_too_high', { leverage: request.leverage });
  const owner = { userId, coinId: terms.coinId };
  if ((await contractAvailable(db, userId, terms.coinId)).lt(margin.plus(fee)))
    throw new AppError('errors.insufficient_balance');

  const now = clock();
  const shape = {
    side: request.side,
    qty: qty.toFixed(),
    initialMargin: margin.toFixed(),
    addedMargin: '0',
    tiers: terms.tiers,
  };
  const liquidation =
    request.margin_mode === 'isolated' ? isolatedLiquidation(shape, price, terms.priceDecimals) : null;
  return db.transaction(async (tx) => {
    const t = tx as Db;
    const created = await insertPosition(t, {
      userId,
      pairId: terms.pairId,
      symbol: terms.symbol,
      side: request.side,
      type: request.type,
      lots: request.lots,
      qty: qty.toFixed(),
      contractValue: terms.contractValue,
      leverage: request.leverage,
      marginMode: request.margin_mode,
      status: limit ? CONTRACT_STATUS.pending : CONTRACT_STATUS.holding,
      limitPrice: limit ? price : null,
      entryPrice: limit ? null : price,
      initialMargin: margin.toFixed(),
      feeRate: terms.feeRate,
      tiers: terms.tiers,
      openFee: fee.toFixed(),
      liquidationPrice: liquidation?.toFixed() ?? null,
      tpPrice: request.tp_price ?? null,
      slPrice: request.sl_price ?? null,
      levelsAt: now,
      openTick: limit ? null : storedTick(tick),
      requestId: request.request_id,
      createdAt: now,
      openedAt: limit ? null : now,
    });
    await post(t, {
      reason: limit ? 'perp_reserve' : 'perp_open',
      reference: reference(created.id),
      entries: limit ? reserveEntries(owner, margin.plus(fee)) : openEntries(owner, margin, fee),
    });
    // A limit order's fee is only reserved here: it is charged when the order fills.
    if (!limit)
      await feeCharged(t, {
        userId,
        product: 'contract',
        tradeId: created.id,
        feeKind: 'open',
        coinId: terms.coinId,
        fee: fee.toFixed(),
        at: now,
      });
    tellUser(t, userId, { type: 'contract.changed', id: created.id, what: 'opened' });
    return created;
  });
}
