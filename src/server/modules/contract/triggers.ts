import type { ContractTrigger } from '../../../core/contractMath';
import type { Tick } from '../../../core/market/types';
import { Big } from '../../../core/money';
import { CONTRACT_STATUS } from '../../../core/schemas/contract';
import type { Db } from '../../db/client';
import { raise } from '../../events/events';
import { tellUser } from '../../events/private';
import { feeCharged } from '../../events/tradeFees';
import { post } from '../../ledger/ledger';
import { cancelIn, closeAt } from './closing';
import { isolatedLiquidation } from './levels';
import { fillEntries } from './postings';
import type { PositionRow } from './present';
import { lockPendingOnPair, lockPosition, updatePosition } from './repo';
import { reference, requireTerms, storedTick } from './terms';

/*
 * The engine's actions on one position (engine.ts decides which, tick by tick). Each locks the
 * row and acts only if it is still in the state the engine saw (status and `levels_at`), so a
 * second engine replaying the same tick changes nothing.
 */

/** What the engine saw of a row: an action goes ahead only if it is still so. */
export type SeenRow = Pick<PositionRow, 'id' | 'levelsAt'>;

const unchanged = (row: PositionRow | undefined, seen: SeenRow, status: number): row is PositionRow =>
  !!row && row.status === status && row.levelsAt.getTime() === seen.levelsAt.getTime();

/**
 * Fills a pending order at its limit price on `tick`, if it is still pending with the levels the
 * engine saw. The position's levels apply from the next tick.
 */
export async function fill(db: Db, seen: SeenRow, tick: Tick): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as Db;
    const row = await lockPosition(t, seen.id);
    if (!unchanged(row, seen, CONTRACT_STATUS.pending)) return false;
    const terms = await requireTerms(t, row.symbol);
    if (new Big(row.openFee).gt(0))
      await post(t, {
        reason: 'perp_fill',
        reference: reference(row.id),
        entries: fillEntries({ userId: row.userId, coinId: terms.coinId }, new Big(row.openFee)),
      });
    await feeCharged(t, {
      userId: row.userId,
      product: 'contract',
      tradeId: row.id,
      feeKind: 'fill',
      coinId: terms.coinId,
      fee: row.openFee,
      at: new Date(tick.ts),
    });
    const liquidation =
      row.marginMode === 'isolated' ? isolatedLiquidation(row, row.limitPrice!, terms.priceDecimals) : null;
    await updatePosition(t, row.id, {
      status: CONTRACT_STATUS.holding,
      entryPrice: row.limitPrice,
      liquidationPrice: liquidation?.toFixed() ?? null,
      openTick: storedTick(tick),
      openedAt: new Date(tick.ts),
      levelsAt: new Date(tick.ts + 1),
    });
    tellUser(t, row.userId, { type: 'contract.changed', id: row.id, what: 'filled' });
    await raise(t, 'contract.triggered', {
      userId: row.userId,
      positionId: row.id,
      what: 'filled',
      symbol: row.symbol,
      price: row.limitPrice!,
    });
    return true;
  });
}

/**
 * Closes a holding position on `tick`: TP and SL at the tick's price, a liquidation at the
 * liquidation price, after cancelling the user's pending orders on the pair.
 */
export async function trigger(
  db: Db,
  seen: SeenRow,
  what: Exclude<ContractTrigger, null>,
  tick: Tick,
  liquidation: Big | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as Db;
    const row = await lockPosition(t, seen.id);
    if (!unchanged(row, seen, CONTRACT_STATUS.holding)) return false;
    const time = new Date(tick.ts);
    if (what === 'liquidation') {
      const pending = await lockPendingOnPair(t, row.userId, row.symbol);
      for (const order of pending) await cancelIn(t, order, time);
    }
    const price = what === 'liquidation' && liquidation ? liquidation.toFixed() : tick.price;
    await closeAt(t, row, { price, reason: what, tick: storedTick(tick), time });
    await raise(t, 'contract.triggered', {
      userId: row.userId,
      positionId: row.id,
      what,
      symbol: row.symbol,
      price,
    });
    return true;
  });
}
