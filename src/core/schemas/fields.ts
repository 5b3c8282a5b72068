import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/*
 * Field rules shared by the server (request validation) and the web forms. Every error is an
 * i18n key under `errors.`; the server translates it for the caller's `language-mark`.
 */

/** A required text field: missing, not a string, or blank all give the same message. */
export const requiredText = (key: string) => z.string({ error: key }).trim().min(1, { error: key });

export const emailField = requiredText('errors.email_required')
  .max(254, { error: 'errors.email_invalid' })
  .pipe(z.email({ error: 'errors.email_invalid' }))
  .transform((e) => e.toLowerCase());

/** Country calling code without the plus sign, e.g. "86" or "1". */
export const areaCodeField = requiredText('errors.area_code_required')
  .transform((s) => s.replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/, { error: 'errors.area_code_required' }));

export const phoneNumberField = requiredText('errors.phone_required').pipe(
  z.string().regex(/^[\d\s-]{4,20}$/, { error: 'errors.phone_invalid' }),
);

/** The phone in E.164 (+8613800138000), or null when the number cannot exist in that country. */
export function toE164(areaCode: string, phone: string): string | null {
  const parsed = parsePhoneNumberFromString(`+${areaCode}${phone.replace(/[\s-]/g, '')}`);
  return parsed && parsed.isValid() ? parsed.number : null;
}

export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const usernameField = requiredText('errors.username_required').pipe(
  z.string().regex(USERNAME_PATTERN, { error: 'errors.username_invalid' }),
);

export const codeField = requiredText('errors.code_required').pipe(
  z.string().regex(/^\d{6}$/, { error: 'errors.code_invalid' }),
);

export const LOGIN_PASSWORD_MIN = 6;
export const LOGIN_PASSWORD_MAX = 64;
export const passwordField = (requiredKey = 'errors.password_required') =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey })
    .min(LOGIN_PASSWORD_MIN, { error: 'errors.password_min' })
    .max(LOGIN_PASSWORD_MAX, { error: 'errors.password_max' });

export const payPasswordField = (requiredKey = 'errors.pay_password_required') =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey })
    .regex(/^\d{6}$/, { error: 'errors.pay_password_format' });

/** Checkbox values as browsers and form encoders send them. */
export const agreeField = z.unknown().refine((v) => v === true || v === '1' || v === 'true' || v === 'on', {
  error: 'errors.agree_required',
});

export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((s) => (s ? s : undefined));
