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

/**
 * A pair or stock symbol, "BTC/USDT" or "AAPL". Here rather than with the market schemas: the
 * trade screens validate orders with it, and importing market.ts built every market schema in the
 * browser for nothing while the screen started.
 */
export const symbolField = z
  .string({ error: 'errors.symbol_invalid' })
  .trim()
  .regex(/^[A-Z0-9]{1,12}(\/[A-Z0-9]{1,12})?$/, { error: 'errors.symbol_invalid' });

export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const usernameField = requiredText('errors.username_required').pipe(
  z.string().regex(USERNAME_PATTERN, { error: 'errors.username_invalid' }),
);

export const codeField = requiredText('errors.code_required').pipe(
  z.string().regex(/^\d{6}$/, { error: 'errors.code_invalid' }),
);

/**
 * A code the server checks only when the user has an e-mail or phone to receive one (address,
 * bank card and fund-password changes, withdrawals); blank counts as none.
 */
export const optionalCodeField = z
  .string()
  .trim()
  .max(16, { error: 'errors.code_invalid' })
  .optional()
  .transform((s) => (s ? s : undefined));

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
export const agreedField = (key: string) =>
  z.unknown().refine((v) => v === true || v === '1' || v === 'true' || v === 'on', { error: key });
export const agreeField = agreedField('errors.agree_required');

export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((s) => (s ? s : undefined));

/** The largest id an `integer` column holds: a larger one can name no row, so it is refused. */
export const MAX_ID = 2_147_483_647;

/** A row id from a form or query (numbers travel as text): missing, malformed or out of range get `key`. */
export const idField = (key: string) =>
  z
    .union([z.string(), z.number()], { error: key })
    .pipe(
      z.coerce
        .number<string | number>({ error: key })
        .int({ error: key })
        .positive({ error: key })
        .max(MAX_ID, { error: key }),
    );

/**
 * The largest amount any call accepts: 10^15 minus the smallest unit. Sums and products of
 * amounts then stay inside numeric(38,18), the columns' 20 integer digits.
 */
export const MAX_AMOUNT_DIGITS = 15;
export const MAX_AMOUNT_DECIMALS = 18;
const AMOUNT_SHAPE = /^\d+(\.\d+)?$/;

/**
 * A positive decimal amount as text. Too many digits before or after the point each have their
 * own message; the coin's precision and minimum are the service's rules.
 */
export const positiveAmountField = (requiredKey: string, invalidKey: string) =>
  requiredText(requiredKey).superRefine((text, ctx) => {
    if (!text) return; // `requiredKey` already says so
    if (!AMOUNT_SHAPE.test(text)) return void ctx.addIssue({ code: 'custom', message: invalidKey });
    const [whole = '', fraction = ''] = text.split('.');
    if (whole.replace(/^0+(?=\d)/, '').length > MAX_AMOUNT_DIGITS)
      return void ctx.addIssue({ code: 'custom', message: 'errors.amount_too_large' });
    if (fraction.length > MAX_AMOUNT_DECIMALS)
      return void ctx.addIssue({ code: 'custom', message: 'errors.amount_too_precise' });
    if (/^[0.]+$/.test(text)) ctx.addIssue({ code: 'custom', message: invalidKey });
  });

/**
 * A bank card or account number as people write it: the spaces and dashes between groups are
 * dropped, letters kept (an IBAN starts with its country: "DE02 1203 0000 …"), 6 to 34 letters
 * or digits. The withdrawal bank card and the bank deposit form take the same rule.
 */
export const bankAccountNumberField = (requiredKey: string, invalidKey: string) =>
  requiredText(requiredKey)
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9A-Za-z]{6,34}$/, { error: invalidKey }));

/** A client-made id that makes a submission idempotent: a retry returns the first result. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const requestIdField = z
  .string({ error: 'errors.request_id_invalid' })
  .trim()
  .regex(REQUEST_ID_PATTERN, { error: 'errors.request_id_invalid' });

/** The page rule of every list call: page from 1, up to 100 rows a page (20 unless asked). */
export const MAX_PAGE_SIZE = 100;
const pageNumber = (max: number, fallback: number) =>
  z
    .union([z.string(), z.number()], { error: 'errors.page_invalid' })
    .pipe(
      z.coerce
        .number<string | number>({ error: 'errors.page_invalid' })
        .int({ error: 'errors.page_invalid' })
        .min(1, { error: 'errors.page_invalid' })
        .max(max, { error: 'errors.page_invalid' }),
    )
    .default(fallback);
export const pageFields = { page: pageNumber(10_000, 1), limit: pageNumber(MAX_PAGE_SIZE, 20) };
/** The request of a list call that takes nothing but the page. */
export const pageRequest = z.object(pageFields);

/** The list answer of every paged call. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), page: z.number().int(), limit: z.number().int(), total: z.number().int() });
