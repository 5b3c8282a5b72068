import { useTranslation } from 'react-i18next';
import type { StepResult } from '../../../core/reserves/proofFile';
import { STEP_TEXT } from './stepTexts';

/** The five steps, each with ✓ or ✗ and its sentence; a failed one adds core's technical detail. */
export function StepList({ steps }: { steps: readonly StepResult[] }) {
  const { t } = useTranslation();
  return (
    <ol className="tw-reserves-steps" data-testid="reserves-steps">
      {steps.map((step) => (
        <li
          key={step.step}
          className={step.ok ? 'tw-reserves-step-ok' : 'tw-reserves-step-failed'}
          data-testid={`reserves-step-${step.step}`}
          data-ok={step.ok}
        >
          <span className="tw-reserves-step-mark" aria-hidden="true">
            {step.ok ? '✓' : '✗'}
          </span>
          <div>
            <p>{t(step.ok ? STEP_TEXT[step.step].ok : STEP_TEXT[step.step].failed)}</p>
            {!step.ok && step.detail && (
              <p className="tw-muted tw-small" data-testid={`reserves-step-${step.step}-detail`}>
                {step.detail}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
