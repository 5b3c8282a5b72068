import { useTranslation } from 'react-i18next';
import type { C2cOrder } from '../../../core/schemas/c2c';
import { formatDateMinute } from '../../ui/format/formatTime';
import { CANCEL_REASON_KEY } from './labels';

type Step = { key: string; label: string; at: number | null };

/** Placed → paid → released, each with its time once reached; a cancelled order ends with why. */
export function StatusSteps({ order }: { order: C2cOrder }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const steps: Step[] = [
    { key: 'placed', label: t('c2c.step.placed'), at: order.created_at },
    { key: 'paid', label: t('c2c.step.paid'), at: order.paid_at },
    { key: 'released', label: t('c2c.step.released'), at: order.released_at },
  ];
  if (order.status === 5) {
    const reached = steps.filter((s) => s.at !== null);
    reached.push({
      key: 'cancelled',
      label: order.cancel_reason ? t(CANCEL_REASON_KEY[order.cancel_reason]) : t('c2c.status.cancelled'),
      at: order.cancelled_at,
    });
    steps.splice(0, steps.length, ...reached);
  }
  return (
    <ol className="tw-c2c-steps" data-testid="c2c-steps">
      {steps.map((step) => (
        <li
          key={step.key}
          data-step={step.key}
          data-done={step.at !== null}
          data-testid={`c2c-step-${step.key}`}
        >
          <span>{step.label}</span>
          {step.at !== null && <time className="tw-num tw-muted">{formatDateMinute(step.at, lang)}</time>}
        </li>
      ))}
    </ol>
  );
}
