import { and, desc, eq } from 'drizzle-orm';
import type { UploadPurpose } from '../../../core/schemas/upload';
import {
  maskIdNumber,
  type AdvancedVerification,
  type BasicVerification,
  type RealName2Input,
  type RealNameInput,
  type VerificationLevel,
} from '../../../core/schemas/identity';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { identityVerifications } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { uploadUrl, type UploadService } from '../uploads';

type Row = typeof identityVerifications.$inferSelect;

const latestOf = async (db: Db, userId: number, level: VerificationLevel): Promise<Row | null> => {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.level, level)))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  return row ?? null;
};

/** Verified levels stay verified; one submission per level may wait for review at a time. */
function assertMaySubmit(latest: Row | null): void {
  if (latest?.status === 'approved') throw new AppError('errors.verification_already_verified');
  if (latest?.status === 'pending') throw new AppError('errors.verification_under_review');
}

const review = (row: Row | null) => ({
  state: row?.status ?? ('none' as const),
  reason: row?.status === 'rejected' ? row.reason : null,
  submitted_at: row?.createdAt.toISOString() ?? null,
  reviewed_at: row?.reviewedAt?.toISOString() ?? null,
});

export function presentBasic(row: Row | null): BasicVerification {
  return {
    ...review(row),
    country: row?.country ?? null,
    name: row?.realName ?? null,
    id_type: row?.idType ?? null,
    id_number: row?.idNumber ? maskIdNumber(row.idNumber) : null,
  };
}

export function presentAdvanced(row: Row | null): AdvancedVerification {
  const url = (id: string | null | undefined) => (id ? uploadUrl(id) : null);
  return {
    ...review(row),
    address: row?.address ?? null,
    front_url: url(row?.frontUploadId),
    back_url: url(row?.backUploadId),
    holding_url: url(row?.holdingUploadId),
  };
}

/** The slot each photo fills, the purpose it must have been uploaded for, and its message. */
const PHOTOS = [
  ['front', 'id_front', 'errors.verification_front_invalid'],
  ['back', 'id_back', 'errors.verification_back_invalid'],
  ['holding', 'id_holding', 'errors.verification_holding_invalid'],
] as const satisfies readonly (readonly [keyof RealName2Input, UploadPurpose, string])[];

/**
 * Identity verification (spec §3/§4): basic (country, name, document number), then advanced
 * (address and three photos). Submissions wait for an operator (./operators.ts).
 */
export function createIdentityService({
  db,
  clock,
  uploads,
}: {
  db: Db;
  clock: Clock;
  uploads: UploadService;
}) {
  /** Inserts a pending submission; the partial unique index settles two concurrent ones. */
  async function insertPending(values: Omit<typeof identityVerifications.$inferInsert, 'status'>) {
    try {
      await db.insert(identityVerifications).values({ ...values, status: 'pending', createdAt: clock() });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('errors.verification_under_review');
      throw error;
    }
  }

  return {
    async submitBasic(userId: number, input: RealNameInput): Promise<BasicVerification> {
      assertMaySubmit(await latestOf(db, userId, 'basic'));
      await insertPending({
        userId,
        level: 'basic',
        country: input.country,
        realName: input.name,
        idType: input.id_type,
        idNumber: input.id_number,
      });
      return presentBasic(await latestOf(db, userId, 'basic'));
    },

    async submitAdvanced(userId: number, input: RealName2Input): Promise<AdvancedVerification> {
      if ((await latestOf(db, userId, 'basic'))?.status !== 'approved') {
        throw new AppError('errors.verification_basic_first');
      }
      assertMaySubmit(await latestOf(db, userId, 'advanced'));
      for (const [slot, purpose, key] of PHOTOS) {
        const upload = await uploads.findOwned(userId, input[slot]);
        if (!upload || upload.purpose !== purpose) throw new AppError(key);
      }
      await insertPending({
        userId,
        level: 'advanced',
        address: input.address,
        frontUploadId: input.front,
        backUploadId: input.back,
        holdingUploadId: input.holding,
      });
      return presentAdvanced(await latestOf(db, userId, 'advanced'));
    },

    async levels(userId: number) {
      const [basic, advanced] = await Promise.all([
        latestOf(db, userId, 'basic'),
        latestOf(db, userId, 'advanced'),
      ]);
      return { basic: presentBasic(basic), advanced: presentAdvanced(advanced) };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
