import type { Db } from '../../db/client';
import { operatorActions } from '../../db/schema';

export type OperatorAction = {
  /** Who did it, as given to `npm run ops -- --as <name>`. */
  operator: string;
  /** e.g. `deposit.approve`, `withdrawal.reject`, `balance.credit` */
  action: string;
  /** e.g. `deposit:12`, `user:5` */
  target: string;
  reason: string;
};

/** Every operator action is written in the same transaction as its effect. */
export async function logOperatorAction(db: Db, action: OperatorAction): Promise<void> {
  await db.insert(operatorActions).values(action);
}
