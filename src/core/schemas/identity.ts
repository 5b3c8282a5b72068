import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import { requiredText } from './fields';
import { uploadIdField } from './upload';
import { boundWallet } from './wallet';

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

/**
 * `POST user/real_name` — basic verification. `country` is an ISO 3166 code (CN, US, …). The
 * fields are in the form's order, so the first error names the first field the user meets.
 */
export const realNameRequest = z.object({
  country: requiredText('errors.verification_country_required')
    .max(2, { error: 'errors.verification_country_required' })
    .transform((c) => c.toUpperCase())
    .refine((c) => /^[A-Z]{2}$/.test(c) && isSupportedCountry(c), {
      error: 'errors.verification_country_required',
    }),
  id_type: z.enum(ID_TYPES, { error: 'errors.verification_id_type_required' }),
  id_number: requiredText('errors.verification_id_number_required').regex(ID_NUMBER, {
    error: 'errors.verification_id_number_invalid',
  }),
  name: requiredText('errors.verification_name_required').max(100, {
    error: 'errors.verification_name_too_long',
  }),
});
export type RealNameInput = z.infer<typeof realNameRequest>;

/** `POST user/real_name2` — advanced verification: an address and three photos (upload ids). */
export const realName2Request = z.object({
  address: requiredText('errors.verification_address_required').max(300, {
    error: 'errors.verification_address_too_long',
  }),
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

const isoTime = z.string().meta({ description: 'ISO 8601 time' });

/** Where a level stands: its latest submission decides it. */
const review = {
  state: z.enum(VERIFICATION_STATES),
  reason: z.string().nullable().meta({ description: "The operator's reason, only when rejected" }),
  submitted_at: isoTime.nullable(),
  reviewed_at: isoTime.nullable(),
};

export const basicVerification = z.object({
  ...review,
  country: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2' }),
  name: z.string().nullable(),
  id_type: z.enum(ID_TYPES).nullable(),
  id_number: z.string().nullable().meta({ description: 'Masked: first two and last two characters' }),
});
export type BasicVerification = z.infer<typeof basicVerification>;

const photoUrl = z.string().nullable().meta({ description: 'Owner-only image URL (`GET /api/upload/{id}`)' });

export const advancedVerification = z.object({
  ...review,
  address: z.string().nullable(),
  front_url: photoUrl,
  back_url: photoUrl,
  holding_url: photoUrl,
});
export type AdvancedVerification = z.infer<typeof advancedVerification>;

/** `GET user/center2`: both levels, and the security overview of the security centre. */
export const verificationCenter = z.object({
  basic: basicVerification,
  advanced: advancedVerification,
  security: z.object({
    has_password: z.boolean(),
    has_pay_password: z.boolean().meta({ description: 'Whether the fund password is set' }),
    email: z.string().nullable(),
    phone: z.string().nullable().meta({ description: 'E.164' }),
    area_code: z.string().nullable(),
    wallets: z.array(boundWallet),
  }),
});
export type VerificationCenter = z.infer<typeof verificationCenter>;
