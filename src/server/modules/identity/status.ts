import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityVerifications } from '../../db/schema';
import type { VerificationLevel, VerificationState } from '../../../core/schemas/identity';

export type LevelStatus = { state: VerificationState; reason: string | null };

/** A user's status at one level: their latest submission decides it. */
export async function verificationStatus(
  db: Db,
  userId: number,
  level: VerificationLevel,
): Promise<LevelStatus> {
  const [latest] = await db
    .select({ status: identityVerifications.status, reason: identityVerifications.reason })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.level, level)))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  return latest ? { state: latest.status, reason: latest.reason } : { state: 'none', reason: null };
}

/** Withdrawals (and later options) need at least the basic level verified (spec §6). */
export async function isVerified(db: Db, userId: number): Promise<boolean> {
  return (await verificationStatus(db, userId, 'basic')).state === 'approved';
}
