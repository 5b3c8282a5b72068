/*
 * Text no field of ours ever needs, refused before any rule or query sees it: PostgreSQL rejects
 * NUL outright (a 500 instead of a message), control and bidirectional-override characters can
 * disguise an address or a name, and a lone surrogate is not valid UTF-8 at all.
 */

/** C0 controls but tab, line feed and carriage return (remarks keep their line breaks), DEL, C1. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Longer than any field of the API holds (the longest, a smart-wallet signature, is a few KB). */
export const MAX_TEXT_LENGTH = 16_384;

export type UnsafeTextProblem = 'control' | 'bidi' | 'surrogate' | 'too_long';
export type UnsafeText = { field: string; problem: UnsafeTextProblem };

export function textProblem(text: string): UnsafeTextProblem | null {
  if (text.length > MAX_TEXT_LENGTH) return 'too_long';
  if (CONTROL.test(text)) return 'control';
  if (BIDI_CONTROL.test(text)) return 'bidi';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** The first unsafe text anywhere in a request's input (names and values), or null. */
export function findUnsafeText(input: unknown, field = ''): UnsafeText | null {
  if (typeof input === 'string') {
    const problem = textProblem(input);
    return problem ? { field, problem } : null;
  }
  if (Array.isArray(input)) {
    for (const [i, item] of input.entries()) {
      const found = findUnsafeText(item, `${field}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      const name = field ? `${field}.${key}` : key;
      const problem = textProblem(key);
      if (problem) return { field: name, problem };
      const found = findUnsafeText(value, name);
      if (found) return found;
    }
  }
  return null;
}

/** The i18n key that explains each problem to the user. */
export const UNSAFE_TEXT_KEYS: Record<UnsafeTextProblem, string> = {
  control: 'errors.text_control_characters',
  bidi: 'errors.text_control_characters',
  surrogate: 'errors.text_invalid_characters',
  too_long: 'errors.text_too_long',
};
