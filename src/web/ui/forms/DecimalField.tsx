import { FieldError } from './FieldError';
import './fields.css';

type Props = {
  label: string;
  value: string;
  onChange(value: string): void;
  name: string;
  testId: string;
  placeholder?: string;
  /** The error under the box (useFieldErrors' `under`), shown once the box was touched. */
  error?: string;
  errorTestId?: string;
  className?: string;
};

/**
 * A box for a number as the user types it (price, amount, lots): the decimal keypad on a phone,
 * the text kept exactly as typed (core/forms reads it), its error right under it.
 */
export function DecimalField({
  label,
  value,
  onChange,
  name,
  testId,
  placeholder,
  error,
  errorTestId = `${testId}-error`,
  className = '',
}: Props) {
  return (
    <>
      <label className={`tw-qty-field ${className}`}>
        <small className="tw-muted">{label}</small>
        <input
          className="tw-num"
          inputMode="decimal"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          name={name}
          data-testid={testId}
        />
      </label>
      <FieldError text={error} testId={errorTestId} />
    </>
  );
}
