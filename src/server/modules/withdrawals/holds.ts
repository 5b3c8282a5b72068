import { holdUntil } from '../../../core/securityHold';
import { BANK_NETWORK, type WithdrawalHold, type WithdrawNetwork } from '../../../core/schemas/withdrawals';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { utcMinute } from '../users';
import { bankCardReplacedAt } from './repo';

/**
 * The 24-hour hold on withdrawals after a security change: a changed fund password holds every
 * withdrawal, a replaced bank card holds those to the card. With both, the later end counts.
 */
export async function withdrawalHold(
  db: Db,
  user: typeof users.$inferSelect,
  network: WithdrawNetwork,
  now: Date,
): Promise<WithdrawalHold> {
  const holds: NonNullable<WithdrawalHold>[] = [];
  const payPassword = holdUntil(user.payPasswordChangedAt, now);
  if (payPassword) holds.push({ reason: 'pay_password_changed', until: payPassword.toISOString() });
  if (network === BANK_NETWORK) {
    const cardHold = holdUntil(await bankCardReplacedAt(db, user.id), now);
    if (cardHold) holds.push({ reason: 'bank_card_replaced', until: cardHold.toISOString() });
  }
  return holds.sort((a, b) => b.until.localeCompare(a.until))[0] ?? null;
}

/** Refuses a withdrawal under a hold, saying why and until when. */
export function assertNotHeld(hold: WithdrawalHold): void {
  if (!hold) return;
  throw new AppError(`errors.withdraw_held_${hold.reason}`, { until: utcMinute(new Date(hold.until)) });
}
