import type { ReactNode } from 'react';
import { Button } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import './SubmitButton.css';

type Props = {
  children: ReactNode;
  /** Why the form cannot be sent yet; the button is disabled and says so underneath. */
  reason?: string | undefined;
  busy?: boolean;
  /** Disabled for a reason shown elsewhere (a gate with its own banner). */
  disabled?: boolean;
  testId: string;
  /** Without it the button submits its form. */
  onClick?: () => void;
  className?: string;
};

/** The one submit button of a form: busy while sending, disabled with its reason in words. */
export function SubmitButton({ children, reason, busy, disabled, testId, onClick, className }: Props) {
  return (
    <>
      <Button
        className={['tw-submit', className].filter(Boolean).join(' ')}
        type="primary"
        block
        round
        nativeType={onClick ? 'button' : 'submit'}
        onClick={onClick}
        loading={busy}
        disabled={Boolean(reason) || disabled}
        data-testid={testId}
      >
        {children}
      </Button>
      {reason && !disabled && (
        <p className="tw-submit-reason" role="status" data-testid={`${testId}-reason`}>
          {reason}
        </p>
      )}
    </>
  );
}
