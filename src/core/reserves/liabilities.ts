import { unrealizedPnl, type ContractSide } from '../contractMath';
import { Big } from '../money';

/*
 * What the platform owes each user at a snapshot (domain-rules "Proof of reserves"): every real
 * account's available and frozen balance, and each open contract position at its margin plus its
 * unrealized PnL at the snapshot's recorded tick, floored at zero (a position under water owes the
 * user nothing more than nothing). Demo money is no liability. Amounts become whole units of the
 * coin, rounded up: a proof never understates what is owed.
 */

/** The accounts whose money the platform owes: every user account but the demo one. */
export const LIABLE_ACCOUNTS = ['spot', 'options', 'contract', 'trust'] as const;

export type AccountBalance = {
  userId: number;
  coinId: number;
  account: string;
  available: string;
  frozen: string;
};

/** An open position: its margin sits in the contract account's frozen balance. */
export type OpenPosition = {
  userId: number;
  coinId: number;
  margin: string;
  side: ContractSide;
  qty: string;
  entryPrice: string;
  /** The snapshot's recorded tick for the position's pair. */
  markPrice: string;
};

export type Liabilities = Map<number, Map<number, Big>>;

function add(into: Liabilities, userId: number, coinId: number, amount: Big) {
  const coins = into.get(userId) ?? new Map<number, Big>();
  coins.set(coinId, (coins.get(coinId) ?? new Big(0)).plus(amount));
  into.set(userId, coins);
}

/** Per user and coin: what is owed. Accounts outside `LIABLE_ACCOUNTS` are left out. */
export function liabilitiesOf(
  balances: readonly AccountBalance[],
  positions: readonly OpenPosition[],
): Liabilities {
  const owed: Liabilities = new Map();
  for (const b of balances) {
    if (!(LIABLE_ACCOUNTS as readonly string[]).includes(b.account)) continue;
    add(owed, b.userId, b.coinId, new Big(b.available).plus(b.frozen));
  }
  for (const p of positions) {
    const worth = new Big(p.margin).plus(unrealizedPnl(p.side, p.qty, p.entryPrice, p.markPrice));
    // The margin counted in frozen is replaced by what the position is worth now, never below 0.
    add(owed, p.userId, p.coinId, (worth.gt(0) ? worth : new Big(0)).minus(p.margin));
  }
  return owed;
}

/** An amount in whole units of a coin with `decimals` places, rounded up; never below zero. */
export function toUnits(amount: Big, decimals: number): bigint {
  if (amount.lte(0)) return 0n;
  return BigInt(amount.times(new Big(10).pow(decimals)).round(0, Big.roundUp).toFixed(0));
}
