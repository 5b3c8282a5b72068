import { useTranslation } from 'react-i18next';
import type { TrustProductInfo } from '../../../core/schemas/finance';
import { formatDateMinute } from '../../ui/format/formatTime';

/**
 * A subscription made now, step by step: today, interest from the next platform day (T+1), the
 * first day's interest paid when it ends, and the principal back on the completion day, with
 * the exact time of each in the reader's own time zone.
 */
export function Timeline({ product }: { product: TrustProductInfo }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const steps: [string, string][] = [
    ['subscribe', t('finance.timeline_today')],
    ['interest_start', formatDateMinute(product.interest_start, lang)],
    ['first_payout', formatDateMinute(product.first_payout, lang)],
    ['completion', formatDateMinute(product.completion_date, lang)],
  ];
  return (
    <section className="tw-card tw-steps" data-testid="finance-timeline">
      <h3>{t('finance.timeline')}</h3>
      <ol>
        {steps.map(([step, when]) => (
          <li key={step} data-testid={`timeline-${step}`}>
            <span>{t(`finance.timeline_${step}`)}</span>
            <time className="tw-num tw-muted">{when}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
