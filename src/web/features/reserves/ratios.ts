import { Big } from '../../../core/money';
import type { ReserveCoin } from '../../../core/schemas/reserves';

/*
 * What a coin's ratio says, and what the whole snapshot says: the colour and the words of the
 * screen come from here, never from a ratio compared in JSX.
 */

/**
 * `covered`: reserves ≥ liabilities; `short`: below; `unread`: the coin is owed but no address
 * holding it could be read on chain (its reserves are unknown, not zero); `nothing_owed`: no
 * liabilities, whatever the chain said.
 */
export type RatioStatus = 'covered' | 'short' | 'unread' | 'nothing_owed';

type Coin = Pick<ReserveCoin, 'ratio' | 'reserves_read'>;

export function ratioStatus(coin: Coin): RatioStatus {
  if (coin.ratio === null) return 'nothing_owed';
  if (!coin.reserves_read) return 'unread';
  return new Big(coin.ratio).gte(1) ? 'covered' : 'short';
}

/**
 * The snapshot in one word for the assets screen's link, by the coins owed: `covered` when every
 * one is; otherwise the worst case, `unread` before `short` (an unknown reserve is not a low one),
 * with the lowest ratio.
 */
export type SnapshotSummary =
  { kind: 'covered' } | { kind: 'short'; lowest: string } | { kind: 'unread' } | { kind: 'nothing_owed' };

export function summarizeRatios(coins: readonly Coin[]): SnapshotSummary {
  const statuses = coins.map(ratioStatus);
  if (statuses.includes('unread')) return { kind: 'unread' };
  const owed = coins.filter((coin) => coin.ratio !== null).map((coin) => new Big(coin.ratio!));
  if (owed.length === 0) return { kind: 'nothing_owed' };
  const lowest = owed.reduce((low, ratio) => (ratio.lt(low) ? ratio : low));
  return lowest.gte(1) ? { kind: 'covered' } : { kind: 'short', lowest: lowest.toFixed() };
}

/**
 * A ratio ("1.05234", a fraction) cut to what a percent shows to 2 places ("1.0523" → 105.23 %):
 * cut, never rounded, so 99.999 % is never shown as 100 %.
 */
export const ratioForPercent = (ratio: string): string => {
  const [whole = '0', fraction = ''] = ratio.split('.');
  return fraction ? `${whole}.${fraction.slice(0, 4)}` : whole;
};
