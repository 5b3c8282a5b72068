import { z } from 'zod';
import {
  agreeField,
  areaCodeField,
  codeField,
  emailField,
  optionalText,
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
] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

const passwordsMatch = <T extends { password: string; re_password: string }>(v: T) =>
  v.password === v.re_password;
const payPasswordsMatch = <T extends { pay_password: string; re_pay_password: string }>(v: T) =>
  v.pay_password === v.re_pay_password;

const sceneField = z.enum(CODE_SCENES, { error: 'errors.scene_invalid' });

export const sendMailCodeRequest = z.object({ email: emailField, scene: sceneField });
export const sendSmsCodeRequest = z.object({
  phone: phoneNumberField,
  area_code: areaCodeField,
  scene: sceneField,
});

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
      re_password: z.string({ error: 'errors.re_password_required' }),
      pay_password: payPasswordField(),
      re_pay_password: z.string({ error: 'errors.re_pay_password_required' }),
      invite_code: optionalText,
      agree: agreeField,
    }),
  )
  .refine(passwordsMatch, { error: 'errors.passwords_mismatch', path: ['re_password'] })
  .refine(payPasswordsMatch, { error: 'errors.pay_passwords_mismatch', path: ['re_pay_password'] });
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  account: requiredText('errors.account_required'),
  password: z.string({ error: 'errors.password_required' }).min(1, { error: 'errors.password_required' }),
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
    z.object({ password: passwordField(), re_password: z.string({ error: 'errors.re_password_required' }) }),
  )
  .refine(passwordsMatch, { error: 'errors.passwords_mismatch', path: ['re_password'] });

export const updatePasswordRequest = z
  .object({
    old_password: z.string().optional(),
    password: passwordField('errors.new_password_required'),
    re_password: z.string({ error: 'errors.re_password_required' }),
  })
  .refine(passwordsMatch, { error: 'errors.passwords_mismatch', path: ['re_password'] });

export const updatePayPasswordRequest = z
  .object({
    old_pay_password: z.string().optional(),
    pay_password: payPasswordField('errors.new_pay_password_required'),
    re_pay_password: z.string({ error: 'errors.re_pay_password_required' }),
  })
  .refine(payPasswordsMatch, { error: 'errors.pay_passwords_mismatch', path: ['re_pay_password'] });

export const checkInviteRequest = z.object({ invite_code: requiredText('errors.invite_required') });
export const checkEmailRequest = z.object({ email: emailField });
export const checkMobileRequest = z.object({ phone: phoneNumberField, area_code: areaCodeField });
export const nicknameRequest = z.object({
  nickname: requiredText('errors.nickname_required').pipe(
    z.string().max(24, { error: 'errors.nickname_long' }),
  ),
});

/** The user as the API shows it to its owner. Never a hash, never a lock counter. */
export type PublicUser = {
  id: number;
  nickname: string;
  username: string | null;
  email: string | null;
  phone: string | null;
  area_code: string | null;
  invite_code: string;
  language: string;
  has_password: boolean;
  has_pay_password: boolean;
  created_at: string;
};
