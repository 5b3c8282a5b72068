import type { ZodType } from 'zod';

/**
 * Runs the same schema the server runs and returns the i18n key of the first problem, in form
 * order, or null when the values pass. The server still checks everything again.
 */
export function firstProblem(schema: ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues.find((i) => i.message.startsWith('errors.'));
  return issue ? issue.message : 'errors.bad_request';
}
