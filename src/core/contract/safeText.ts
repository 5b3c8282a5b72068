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

export type UnsafeTextProblem = 'control' | 'bidi' | 'surrogate' | 'too_long' | 'too_deep' | 'too_large';
export type UnsafeText = { field: string; problem: UnsafeTextProblem };

export function textProblem(text: string): UnsafeTextProblem | null {
  if (text.length > MAX_TEXT_LENGTH) return 'too_long';
  if (CONTROL.test(text)) return 'control';
  if (BIDI_CONTROL.test(text)) return 'bidi';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/**
 * How deep and how big a request's input may be. Our deepest call nests three levels; a hostile
 * body 5,000 levels deep once overflowed the stack of a recursive walk (a 500 on every call). The
 * walk below is a loop, and stops at these bounds before anything else reads the input.
 */
export const MAX_INPUT_DEPTH = 16;
export const MAX_INPUT_VALUES = 10_000;

/**
 * The first unsafe text anywhere in a request's input (names and values), or the input's shape
 * when it is too deep or too big to read. A loop over an explicit stack, never recursion.
 */
export function findUnsafeText(input: unknown, field = ''): UnsafeText | null {
  const pending: { value: unknown; field: string; depth: number }[] = [{ value: input, field, depth: 0 }];
  let seen = 0;
  while (pending.length > 0) {
    const { value, field: name, depth } = pending.pop()!;
    seen += 1;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field: name, problem };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: name, problem: 'too_deep' };
    // Pushed in reverse so that the first field is looked at first, as a reader would.
    const children: typeof pending = [];
    if (Array.isArray(value)) {
      value.forEach((item, i) => children.push({ value: item, field: `${name}[${i}]`, depth: depth + 1 }));
    } else {
      for (const [key, item] of Object.entries(value)) {
        const child = name ? `${name}.${key}` : key;
        const problem = textProblem(key);
        if (problem) return { field: child, problem };
        children.push({ value: item, field: child, depth: depth + 1 });
      }
    }
    if (seen + pending.length + children.length > MAX_INPUT_VALUES) return { field, problem: 'too_large' };
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return null;
}

/** The i18n key that explains each problem to the user. */
export const UNSAFE_TEXT_KEYS: Record<UnsafeTextProblem, string> = {
  control: 'errors.text_control_characters',
  bidi: 'errors.text_control_characters',
  surrogate: 'errors.text_invalid_characters',
  too_long: 'errors.text_too_long',
  too_deep: 'errors.request_too_deep',
  too_large: 'errors.request_too_large',
};
