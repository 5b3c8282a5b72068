import { Big, plainDecimal } from '../../../core/money';
import { roePercent, unrealizedPnl } from '../../../core/contractMath';
import type { Position, ContractStatus } from '../../../core/schemas/contract';
import type { contractPositions } from '../../db/schema';

export type PositionRow = typeof contractPositions.$inferSelect;

const plainOrNull = (value: string | null) => (value === null ? null : plainDecimal(value));
/** PnL and ROE are shown to 8 places and 2 places, like every amount and percentage. */
const money = (value: Big) => value.round(8, Big.roundHalfUp).toFixed();

/**
 * A position as the API shows it. `mark` is the latest recorded price, for the live PnL of a
 * holding position; `liquidation` overrides the stored price for cross positions, whose
 * liquidation price moves with the account.
 */
export function toPosition(
  row: PositionRow,
  now: { mark: string | null; liquidation?: Big | null } = { mark: null },
): Position {
  const holding = row.status === 1;
  const pnl =
    holding && now.mark && row.entryPrice ? unrealizedPnl(row.side, row.qty, row.entryPrice, now.mark) : null;
  const shownPnl = pnl ?? (row.realizedPnl === null ? null : new Big(row.realizedPnl));
  const liquidation =
    now.liquidation !== undefined
      ? now.liquidation
      : row.liquidationPrice
        ? new Big(row.liquidationPrice)
        : null;
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    lots: row.lots,
    qty: plainDecimal(row.qty),
    contract_value: plainDecimal(row.contractValue),
    leverage: row.leverage,
    margin_mode: row.marginMode,
    status: row.status as ContractStatus,
    liquidated: row.liquidated,
    entry_price: plainOrNull(row.entryPrice),
    limit_price: plainOrNull(row.limitPrice),
    mark_price: row.status <= 1 ? now.mark : null,
    initial_margin: plainDecimal(row.initialMargin),
    added_margin: plainDecimal(row.addedMargin),
    unrealized_pnl: pnl ? money(pnl) : null,
    pnl_pct: shownPnl ? roePercent(shownPnl, row.initialMargin).round(2, Big.roundHalfUp).toFixed(2) : null,
    liquidation_price: liquidation ? plainDecimal(liquidation) : null,
    tp_price: plainOrNull(row.tpPrice),
    sl_price: plainOrNull(row.slPrice),
    fee_rate: plainDecimal(row.feeRate),
    open_fee: plainDecimal(row.openFee),
    close_fee: plainOrNull(row.closeFee),
    close_price: plainOrNull(row.closePrice),
    realized_pnl: plainOrNull(row.realizedPnl),
    close_reason: row.closeReason ?? null,
    open_tick: row.openTick ?? null,
    close_tick: row.closeTick ?? null,
    created_at: row.createdAt.getTime(),
    opened_at: row.openedAt?.getTime() ?? null,
    closed_at: row.closedAt?.getTime() ?? null,
  };
}
