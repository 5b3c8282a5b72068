import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityVerifications, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { logOperatorAction } from '../operators';
import { raise } from '../../events/events';

type Status = (typeof identityVerifications.$inferSelect)['status'];
export type Decision = { operator: string; reason: string };
export type DecisionResult = {
  /** False when the submission had already been decided: deciding twice changes nothing. */
  changed: boolean;
  id: number;
  status: Status;
};

/** What an operator reviews: the full submission (operators see unmasked numbers). */
export type VerificationForReview = {
  id: number;
  user_id: number;
  nickname: string;
  level: 'basic' | 'advanced';
  status: Status;
  country: string | null;
  name: string | null;
  id_type: string | null;
  id_number: string | null;
  address: string | null;
  photos: { front: string | null; back: string | null; holding: string | null };
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
};

function requireDecision({ operator, reason }: Decision): Decision {
  // Every operator action says who and why (issue 4); the rejection reason is shown to the user.
  if (!operator.trim()) throw new AppError('errors.verification_operator_required');
  if (!reason.trim()) throw new AppError('errors.verification_reason_required');
  return { operator: operator.trim(), reason: reason.trim() };
}

/** Operator side of identity verification, for `npm run ops`. */
export function createVerificationOperators({ db, clock }: { db: Db; clock: Clock }) {
  async function decide(
    id: number,
    to: 'approved' | 'rejected',
    decision: Decision,
  ): Promise<DecisionResult> {
    const { operator, reason } = requireDecision(decision);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          status: identityVerifications.status,
          userId: identityVerifications.userId,
          level: identityVerifications.level,
        })
        .from(identityVerifications)
        .where(eq(identityVerifications.id, id))
        .for('update');
      if (!row) throw new AppError('errors.verification_not_found', {}, 404);
      if (row.status !== 'pending') return { changed: false, id, status: row.status };
      await tx
        .update(identityVerifications)
        .set({
          status: to,
          // Only a rejection's reason is for the user; an approval's is kept in the operator log.
          reason: to === 'rejected' ? reason : null,
          reviewedAt: clock(),
          reviewedBy: operator,
        })
        .where(eq(identityVerifications.id, id));
      await raise(tx as Db, 'verification.decided', {
        userId: row.userId,
        verificationId: id,
        level: row.level,
        status: to,
        reason,
      });
      await logOperatorAction(tx as Db, {
        operator,
        action: to === 'approved' ? 'verification.approve' : 'verification.reject',
        target: `verification:${id}`,
        reason,
      });
      return { changed: true, id, status: to };
    });
  }

  return {
    async listVerifications(status?: Status): Promise<VerificationForReview[]> {
      const rows = await db
        .select({ v: identityVerifications, nickname: users.nickname })
        .from(identityVerifications)
        .innerJoin(users, eq(users.id, identityVerifications.userId))
        .where(status ? eq(identityVerifications.status, status) : undefined)
        .orderBy(asc(identityVerifications.id));
      return rows.map(({ v, nickname }) => ({
        id: v.id,
        user_id: v.userId,
        nickname,
        level: v.level,
        status: v.status,
        country: v.country,
        name: v.realName,
        id_type: v.idType,
        id_number: v.idNumber,
        address: v.address,
        photos: { front: v.frontUploadId, back: v.backUploadId, holding: v.holdingUploadId },
        reason: v.reason,
        created_at: v.createdAt.toISOString(),
        reviewed_at: v.reviewedAt?.toISOString() ?? null,
        reviewed_by: v.reviewedBy,
      }));
    },
    approveVerification: (id: number, decision: Decision) => decide(id, 'approved', decision),
    rejectVerification: (id: number, decision: Decision) => decide(id, 'rejected', decision),
  };
}

export type VerificationOperators = ReturnType<typeof createVerificationOperators>;
