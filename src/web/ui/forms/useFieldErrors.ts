import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorFor, type FieldError } from '../../../core/forms/fieldErrors';

/**
 * Which of a form's errors the user sees, and in words. An error shows under its field once the
 * user has typed there (an empty form is not a wall of red); the first error, touched or not, is
 * the reason the submit button gives for being disabled.
 */
export function useFieldErrors<Field extends string>(errors: readonly FieldError<Field | 'form'>[]) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback(
    (field: Field) => setTouched((seen) => (seen.has(field) ? seen : new Set(seen).add(field))),
    [],
  );
  const say = (error: FieldError | undefined) => (error ? t(error.key, error.params) : undefined);
  return {
    /** Call when the user edits a field. */
    touch,
    /** The text under a field, once the user has typed there. */
    under: (field: Field): string | undefined =>
      touched.has(field) ? say(errorFor<Field | 'form'>(errors, field)) : undefined,
    /** Why submit is disabled, or undefined when the form can be sent. */
    reason: say(errors[0]),
  };
}
