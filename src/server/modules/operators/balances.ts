import { eq } from 'drizzle-orm';
import { Big, parseMoney } from '../../../core/money';
import { USER_ACCOUNTS, type UserAccount } from '../../../core/schemas/funds';
import type { Db } from '../../db/client';
import { coins, users } from '../../db/schema';
import { post } from '../../ledger/ledger';
import { logOperatorAction } from './log';
import { OpsError } from '../../ops/opsError';

export type Adjustment = {
  userId: number;
  account: UserAccount;
  /** Coin symbol, e.g. USDT. */
  coin: string;
  /** A positive decimal. */
  amount: string;
  operator: string;
  reason: string;
};

/**
 * An operator's manual credit or debit: always through the ledger, against the platform's
 * adjustment account, logged with who and why in the same transaction.
 */
export async function adjustBalance(db: Db, direction: 'credit' | 'debit', a: Adjustment): Promise<number> {
  const amount = parseMoney(a.amount);
  if (!amount || amount.lte(0)) throw new OpsError(`amount must be a positive decimal, got "${a.amount}"`);
  if (!(USER_ACCOUNTS as readonly string[]).includes(a.account))
    throw new OpsError(`account must be one of ${USER_ACCOUNTS.join(', ')}`);
  if (!a.reason.trim()) throw new OpsError('a reason is required');
  const [coin] = await db.select().from(coins).where(eq(coins.symbol, a.coin.toUpperCase()));
  if (!coin) throw new OpsError(`unknown coin ${a.coin}`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, a.userId));
  if (!user) throw new OpsError(`no user ${a.userId}`);
  const signed = direction === 'credit' ? amount.toFixed() : amount.neg().toFixed();
  return db.transaction(async (tx) => {
    const { transactionId } = await post(tx, {
      reason: direction === 'credit' ? 'operator_credit' : 'operator_debit',
      reference: `operator:${a.operator}`,
      entries: [
        { userId: a.userId, account: a.account, coinId: coin.id, field: 'available', amount: signed },
        {
          userId: null,
          account: 'platform:adjustment',
          coinId: coin.id,
          field: 'available',
          amount: new Big(signed).neg().toFixed(),
        },
      ],
    });
    await logOperatorAction(tx, {
      operator: a.operator,
      action: `balance.${direction}`,
      target: `user:${a.userId}`,
      reason: `${a.reason} (${a.account} ${signed} ${coin.symbol}, ledger ${transactionId})`,
    });
    return transactionId;
  });
}
