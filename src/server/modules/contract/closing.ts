import { Big } from '../../../core/money';
import { maintenanceMargin, tradeFee, unrealizedPnl } from '../../../core/contractMath';
import { CONTRACT_STATUS, type CloseReason } from '../../../core/schemas/contract';
import type { Db } from '../../db/client';
import type { StoredTick } from '../../db/schema/options';
import { tellUser } from '../../events/private';
import { feeCharged } from '../../events/tradeFees';
import { post } from '../../ledger/ledger';
import { contractAvailable, marginOf } from './levels';
import { closeEntries, releaseEntries } from './postings';
import type { PositionRow } from './present';
import { updatePosition } from './repo';
import { amount, reference, requireTerms } from './terms';

/*
 * Ending a position, inside the caller's transaction on its locked row: a close (by hand, by the
 * engine's take-profit, stop-loss or liquidation) or a pending order's cancel.
 */

/** How the private channel names each way a position closes. */
const CLOSED_BY: Record<CloseReason, 'closed' | 'take_profit' | 'stop_loss' | 'liquidated'> = {
  manual: 'closed',
  tp: 'take_profit',
  sl: 'stop_loss',
  liquidation: 'liquidated',
};

/**
 * Closes a holding position at `price` inside `t`: the margin leaves frozen, margin + PnL − the
 * charge returns to available. A liquidation's charge is what is left of the margin (isolated)
 * or the maintenance margin at that price (cross), for the insurance fund.
 */
export async function closeAt(
  t: Db,
  row: PositionRow,
  at: { price: string; reason: CloseReason; tick: StoredTick; time: Date },
): Promise<PositionRow> {
  const terms = await requireTerms(t, row.symbol);
  const margin = marginOf(row);
  const pnl = amount(unrealizedPnl(row.side, row.qty, row.entryPrice!, at.price));
  const liquidation = at.reason === 'liquidation';
  const zero = new Big(0);
  let charge: Big;
  if (!liquidation) charge = amount(tradeFee(row.qty, at.price, row.feeRate));
  else if (row.marginMode === 'isolated') charge = margin.plus(pnl).gt(0) ? margin.plus(pnl) : zero;
  else {
    const maintenance = amount(maintenanceMargin(new Big(row.qty).times(at.price), row.tiers));
    charge = maintenance.gt(0) ? maintenance : zero;
  }
  const reach = row.marginMode === 'isolated' ? zero : await contractAvailable(t, row.userId, terms.coinId);
  const { entries, returned, charged } = closeEntries(
    { userId: row.userId, coinId: terms.coinId },
    { margin, pnl, charge, chargeTo: liquidation ? 'insurance' : 'fee', reach },
  );
  await post(t, {
    reason: liquidation ? 'perp_liquidation' : 'perp_close',
    reference: reference(row.id),
    entries,
  });
  // What a liquidation leaves goes to the insurance fund: not a fee, so it earns no rebate.
  if (!liquidation)
    await feeCharged(t, {
      userId: row.userId,
      product: 'contract',
      tradeId: row.id,
      feeKind: 'close',
      coinId: terms.coinId,
      fee: charged.toFixed(),
      at: at.time,
    });
  const closed = await updatePosition(t, row.id, {
    status: CONTRACT_STATUS.closed,
    liquidated: liquidation,
    // A cross position's liquidation price is kept from the moment it was liquidated.
    ...(liquidation ? { liquidationPrice: at.price } : {}),
    closePrice: at.price,
    closeFee: charged.toFixed(),
    realizedPnl: returned.minus(margin).minus(row.openFee).toFixed(),
    closeReason: at.reason,
    closeTick: at.tick,
    closedAt: at.time,
  });
  tellUser(t, row.userId, { type: 'contract.changed', id: row.id, what: CLOSED_BY[at.reason] });
  return closed;
}

/** Releases what a pending order froze and marks it cancelled, inside `t`. */
export async function cancelIn(t: Db, row: PositionRow, time: Date): Promise<PositionRow> {
  const terms = await requireTerms(t, row.symbol);
  await post(t, {
    reason: 'perp_release',
    reference: reference(row.id),
    entries: releaseEntries({ userId: row.userId, coinId: terms.coinId }, marginOf(row).plus(row.openFee)),
  });
  const cancelled = await updatePosition(t, row.id, { status: CONTRACT_STATUS.cancelled, closedAt: time });
  tellUser(t, row.userId, { type: 'contract.changed', id: row.id, what: 'cancelled' });
  return cancelled;
}
