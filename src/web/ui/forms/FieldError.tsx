import './FieldError.css';

/**
 * An error under one of a screen's own inputs (the trade tickets and sheets), as react-vant's
 * Field shows one under its own: in the colour of a loss, announced when it appears.
 */
export function FieldError({ text, testId }: { text: string | undefined; testId: string }) {
  return text ? (
    <small className="tw-field-error" role="alert" data-testid={testId}>
      {text}
    </small>
  ) : null;
}
