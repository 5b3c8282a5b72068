import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import { requiredText } from './fields';
import { uploadIdField } from './upload';
import type { BoundWallet } from './wallet';

/** Spec §3: the documents a basic verification may name. */
export const ID_TYPES = ['id_card', 'licence', 'passport', 'ssn'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const VERIFICATION_LEVELS = ['basic', 'advanced'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];
/** Spec §4: not verified (none) → under review (pending) → verified (approved), or rejected. */
export const VERIFICATION_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** Letters, digits, spaces and hyphens as printed on documents; SSNs are 123-45-6789. */
const ID_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/;

/** `POST user/real_name` — basic verification. `country` is an ISO 3166 code (CN, US, …). */
export const realNameRequest = z.object({
  country: requiredText('errors.verification_country_required')
    .transform((c) => c.toUpperCase())
    .refine((c) => /^[A-Z]{2}$/.test(c) && isSupportedCountry(c), {
      error: 'errors.verification_country_required',
    }),
  name: requiredText('errors.verification_name_required').pipe(
    z.string().max(100, { error: 'errors.verification_name_too_long' }),
  ),
  id_type: z.enum(ID_TYPES, { error: 'errors.verification_id_type_required' }),
  id_number: requiredText('errors.verification_id_number_required').pipe(
    z.string().regex(ID_NUMBER, { error: 'errors.verification_id_number_invalid' }),
  ),
});
export type RealNameInput = z.infer<typeof realNameRequest>;

/** `POST user/real_name2` — advanced verification: an address and three photos (upload ids). */
export const realName2Request = z.object({
  address: requiredText('errors.verification_address_required').pipe(
    z.string().max(300, { error: 'errors.verification_address_too_long' }),
  ),
  front: uploadIdField('errors.verification_front_required'),
  back: uploadIdField('errors.verification_back_required'),
  holding: uploadIdField('errors.verification_holding_required'),
});
export type RealName2Input = z.infer<typeof realName2Request>;

/** Keeps the first two and the last two characters: recognisable to its owner, useless to others. */
export function maskIdNumber(id: string): string {
  const compact = id.replace(/[\s-]/g, '');
  if (compact.length <= 4) return '*'.repeat(compact.length);
  return `${compact.slice(0, 2)}${'*'.repeat(compact.length - 4)}${compact.slice(-2)}`;
}

type Review = {
  state: VerificationState;
  reason: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
};

export type BasicVerification = Review & {
  country: string | null;
  name: string | null;
  id_type: IdType | null;
  /** Masked: first two and last two characters. */
  id_number: string | null;
};

export type AdvancedVerification = Review & {
  address: string | null;
  /** Owner-only image URLs (`GET /api/upload/:id`). */
  front_url: string | null;
  back_url: string | null;
  holding_url: string | null;
};

/** `GET user/center2`: both levels, and the security overview of the security centre. */
export type VerificationCenter = {
  basic: BasicVerification;
  advanced: AdvancedVerification;
  security: {
    has_password: boolean;
    has_pay_password: boolean;
    email: string | null;
    phone: string | null;
    area_code: string | null;
    wallets: BoundWallet[];
  };
};
