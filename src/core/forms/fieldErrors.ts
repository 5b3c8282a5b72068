import type { ZodType } from 'zod';

/** One problem of a form: the field it belongs under, and the text key (with its values) saying why. */
export type FieldError<Field extends string = string> = {
  field: Field;
  key: string;
  params?: Record<string, unknown>;
};

/**
 * Runs a request schema (the same one the server runs) over a form's values and returns at most
 * one error per field, in the schema's order. A problem that has no field of its own (a type
 * error on the whole object) goes under `form`.
 */
export function schemaErrors<Field extends string = string>(
  schema: ZodType,
  values: unknown,
): FieldError<Field | 'form'>[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const errors: FieldError<Field | 'form'>[] = [];
  for (const issue of result.error.issues) {
    const field = (typeof issue.path[0] === 'string' ? issue.path[0] : 'form') as Field | 'form';
    if (errors.some((e) => e.field === field)) continue;
    const key = issue.message.startsWith('errors.') ? issue.message : 'errors.bad_request';
    const params = 'params' in issue && issue.params ? (issue.params as Record<string, unknown>) : undefined;
    errors.push(params ? { field, key, params } : { field, key });
  }
  return errors;
}

/** The error under one field, if any. */
export function errorFor<Field extends string>(
  errors: readonly FieldError<Field>[],
  field: Field,
): FieldError<Field> | undefined {
  return errors.find((e) => e.field === field);
}
