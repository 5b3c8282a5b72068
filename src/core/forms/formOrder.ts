import type { FieldError } from './fieldErrors';

/**
 * A form's errors in the order its fields sit on the screen, so the reason the submit button
 * gives names the first field the user meets. A schema reports refinements (matching passwords)
 * and added rules after its plain fields; fields the order does not name keep their place last.
 */
export function inFormOrder<Field extends string>(
  errors: readonly FieldError<Field>[],
  order: readonly Field[],
): FieldError<Field>[] {
  const rank = (field: Field) => {
    const at = order.indexOf(field);
    return at < 0 ? order.length : at;
  };
  return [...errors].sort((a, b) => rank(a.field) - rank(b.field));
}
