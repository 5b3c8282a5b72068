import { z } from 'zod';
import {
  agreeField,
  areaCodeField,
  codeField,
  emailField,
  optionalCodeField,
  passwordField,
  payPasswordField,
  phoneNumberField,
  requiredText,
  usernameField,
} from './fields';

export const ACCOUNT_TYPES = ['email', 'phone', 'username'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const CODE_SCENES = [
  'register',
  'forget',
  'bind',
  'bind_address',
  'withdraw',
  'pay_password',
  'bind_card',
] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

/**
 * Longer than any password the site accepts (64), so a typed password is never cut short, yet a
 * bound: the server hashes what it is given.
 */
const TYPED_PASSWORD_MAX = 256;

/**
 * The rule that a repeated field equals the first (`refine(...sameAs(...))`). It is checked as
 * soon as both are typed, even while other fields are still missing, so a form can say so under
 * the repeat at once; the server gets the same rule.
 */
function sameAs<First extends string, Repeat extends string>(first: First, repeat: Repeat, key: string) {
  type Pair = Record<First | Repeat, unknown>;
  const typed = (value: unknown): value is Pair =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Pair)[first] === 'string' &&
    typeof (value as Pair)[repeat] === 'string';
  const check = (value: Pair) => value[first] === value[repeat];
  const params = { error: key, path: [repeat], when: (payload: { value: unknown }) => typed(payload.value) };
  return [check, params] as [typeof check, typeof params];
}
const passwordsMatch = sameAs('password', 're_password', 'errors.passwords_mismatch');
const payPasswordsMatch = sameAs('pay_password', 're_pay_password', 'errors.pay_passwords_mismatch');

/** The repeated password only has to equal the first; a longer one cannot. */
const repeatField = (requiredKey: string, mismatchKey: string) =>
  z.string({ error: requiredKey }).max(TYPED_PASSWORD_MAX, { error: mismatchKey });

const sceneField = z.enum(CODE_SCENES, { error: 'errors.scene_invalid' });

export const sendMailCodeRequest = z.object({ email: emailField, scene: sceneField });
export const sendSmsCodeRequest = z.object({
  phone: phoneNumberField,
  area_code: areaCodeField,
  scene: sceneField,
});

/** Invitation codes are 8 characters; a longer one is no code of ours. */
const INVITE_CODE_MAX = 32;
/** An optional invitation code (sign-up, first wallet sign-in); blank counts as none. */
export const inviteCodeField = z
  .string()
  .trim()
  .max(INVITE_CODE_MAX, { error: 'errors.invite_invalid' })
  .optional()
  .transform((s) => (s ? s : undefined));

/** Which identifier the user typed, with the fields that identifier needs. */
const accountIdentity = z.discriminatedUnion(
  'account_type',
  [
    z.object({ account_type: z.literal('email'), account: emailField, code: codeField }),
    z.object({
      account_type: z.literal('phone'),
      account: phoneNumberField,
      area_code: areaCodeField,
      code: codeField,
    }),
    z.object({ account_type: z.literal('username'), account: usernameField }),
  ],
  { error: 'errors.account_type_invalid' },
);

// Identity first so the first message names the first field of the form.
export const registerRequest = accountIdentity
  .and(
    z.object({
      password: passwordField(),
      re_password: repeatField('errors.re_password_required', 'errors.passwords_mismatch'),
      pay_password: payPasswordField(),
      re_pay_password: repeatField('errors.re_pay_password_required', 'errors.pay_passwords_mismatch'),
      invite_code: inviteCodeField,
      agree: agreeField,
    }),
  )
  .refine(...passwordsMatch)
  .refine(...payPasswordsMatch);
export type RegisterRequest = z.infer<typeof registerRequest>;

// An e-mail is at most 254 characters and a username or phone far fewer: a longer one names nobody.
export const loginRequest = z.object({
  account: requiredText('errors.account_required').max(254, { error: 'errors.login_failed' }),
  password: z
    .string({ error: 'errors.password_required' })
    .min(1, { error: 'errors.password_required' })
    .max(TYPED_PASSWORD_MAX, { error: 'errors.login_failed' }),
});

export const forgetRequest = z
  .discriminatedUnion(
    'account_type',
    [
      z.object({ account_type: z.literal('email'), account: emailField, code: codeField }),
      z.object({
        account_type: z.literal('phone'),
        account: phoneNumberField,
        area_code: areaCodeField,
        code: codeField,
      }),
    ],
    { error: 'errors.account_type_invalid' },
  )
  .and(
    z.object({
      password: passwordField(),
      re_password: repeatField('errors.re_password_required', 'errors.passwords_mismatch'),
    }),
  )
  .refine(...passwordsMatch);

export const updatePasswordRequest = z
  .object({
    old_password: z.string().max(TYPED_PASSWORD_MAX, { error: 'errors.old_password_wrong' }).optional(),
    password: passwordField('errors.new_password_required'),
    re_password: repeatField('errors.re_password_required', 'errors.passwords_mismatch'),
  })
  .refine(...passwordsMatch);

export const updatePayPasswordRequest = z
  .object({
    old_pay_password: z
      .string()
      .max(TYPED_PASSWORD_MAX, { error: 'errors.old_pay_password_wrong' })
      .optional(),
    pay_password: payPasswordField('errors.new_pay_password_required'),
    re_pay_password: repeatField('errors.re_pay_password_required', 'errors.pay_passwords_mismatch'),
    /** Changing a set fund password needs the `sms_other_mail` code (scene `pay_password`). */
    code: optionalCodeField,
  })
  .refine(...payPasswordsMatch);

/** `user/e_pwd`'s answer: a change (not a first set) holds withdrawals for 24 hours. */
export const payPasswordSaved = z.object({
  withdrawals_held_until: z
    .string()
    .nullable()
    .meta({ description: 'ISO time until which withdrawals wait after the change; null after a first set' }),
});
export type PayPasswordSaved = z.infer<typeof payPasswordSaved>;

export const checkInviteRequest = z.object({
  invite_code: requiredText('errors.invite_required').max(INVITE_CODE_MAX, {
    error: 'errors.invite_invalid',
  }),
});
export const checkEmailRequest = z.object({ email: emailField });
export const checkMobileRequest = z.object({ phone: phoneNumberField, area_code: areaCodeField });
export const nicknameRequest = z.object({
  nickname: requiredText('errors.nickname_required').max(24, { error: 'errors.nickname_long' }),
});

/** The user as the API shows it to its owner. Never a hash, never a lock counter. */
export const publicUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable().meta({ description: 'Null unless the account registered by username' }),
  email: z.string().nullable(),
  phone: z.string().nullable().meta({ description: 'E.164, e.g. +8613800138000' }),
  area_code: z.string().nullable().meta({ description: 'Calling code of `phone`, without the plus sign' }),
  invite_code: z.string().meta({ description: "This user's own code, to invite others" }),
  language: z.string(),
  has_password: z.boolean().meta({ description: 'False for wallet-only accounts until they set one' }),
  has_pay_password: z.boolean().meta({ description: 'Whether the fund password is set' }),
  created_at: z.string().meta({ description: 'ISO 8601 time' }),
});
export type PublicUser = z.infer<typeof publicUser>;

/** What register, login and wallet sign-in answer: the new session and its user. */
export const authResult = z.object({
  token: z.string().meta({ description: 'The session token, sent back in `Authorization`' }),
  user: publicUser,
  new_account: z.boolean().meta({
    description: "True when this call created the account (a registration, a wallet's first sign-in)",
  }),
});
export type AuthResult = z.infer<typeof authResult>;

export const loginRecord = z.object({
  method: z.string().meta({
    description: '`password`, `register`, or `wallet:evm` / `wallet:tron` for a wallet sign-in',
  }),
  ip: z.string().nullable(),
  user_agent: z.string().nullable().meta({ description: 'Cut to 300 characters' }),
  created_at: z.string().meta({ description: 'ISO 8601 time' }),
});
export type LoginRecord = z.infer<typeof loginRecord>;
