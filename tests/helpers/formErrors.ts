/** A form's errors as `field:key` lines, so a table row can list them in order. */
export const keysOf = (errors: readonly { field: string; key: string }[]) =>
  errors.map((e) => `${e.field}:${e.key}`);
