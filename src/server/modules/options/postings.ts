import { Big } from '../../../core/money';
import type { OptionAccount, OptionStatus } from '../../../core/schemas/options';
import { ledgerEntry as entry, type LedgerEntry } from '../../ledger/ledger';

/*
 * The ledger entries of each option movement. A real stake sits in the user's `options` account
 * and plays against the platform's options book; a demo stake sits in `demo` and plays against a
 * separate demo book, so demo money can never reach a real balance or the fee income.
 */

const USER_ACCOUNT: Record<OptionAccount, string> = { real: 'options', simulation: 'demo' };
const BOOK: Record<OptionAccount, string> = { real: 'platform:options', simulation: 'platform:demo' };
const FEE: Record<OptionAccount, string> = { real: 'platform:fee', simulation: 'platform:demo' };

export const userAccountOf = (account: OptionAccount) => USER_ACCOUNT[account];

type Stake = { userId: number; account: OptionAccount; coinId: number; amount: Big };

/** The stake moves from available to frozen while the option is open. */
export function stakeEntries({ userId, account, coinId, amount }: Stake): LedgerEntry[] {
  const mine = USER_ACCOUNT[account];
  return [
    entry(userId, mine, coinId, 'available', amount.neg()),
    entry(userId, mine, coinId, 'frozen', amount),
  ];
}

/**
 * Settlement: the frozen stake leaves; a win pays stake + winnings − fee back to available (the
 * book pays the winnings, the fee goes to fees); a loss leaves the stake with the book; a refund
 * returns it. Zero amounts are left out.
 */
export function settlementEntries(
  stake: Stake,
  status: Exclude<OptionStatus, 'open'>,
  amounts: { payout: Big; fee: Big },
): LedgerEntry[] {
  const { userId, account, coinId, amount } = stake;
  const mine = USER_ACCOUNT[account];
  const winnings = amounts.payout.plus(amounts.fee).minus(amount);
  const entries = [
    entry(userId, mine, coinId, 'frozen', amount.neg()),
    entry(userId, mine, coinId, 'available', amounts.payout),
    entry(null, BOOK[account], coinId, 'available', status === 'lost' ? amount : winnings.neg()),
    entry(null, FEE[account], coinId, 'available', amounts.fee),
  ];
  return entries.filter((e) => !new Big(e.amount).eq(0));
}

/** A demo refill: from the demo book to the user's demo account. */
export function demoTopupEntries(userId: number, coinId: number, amount: Big): LedgerEntry[] {
  return [
    entry(userId, USER_ACCOUNT.simulation, coinId, 'available', amount),
    entry(null, BOOK.simulation, coinId, 'available', amount.neg()),
  ];
}
