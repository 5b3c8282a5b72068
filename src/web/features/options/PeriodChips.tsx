import { useTranslation } from 'react-i18next';
import type { OptionProduct } from '../../../core/schemas/options';
import { ratioPercent } from './products';

type Props = { periods: OptionProduct[]; seconds: number | null; onChoose(seconds: number): void };

/** The delivery periods of the pair, each with the payout a win brings: "60s · 85%". */
export function PeriodChips({ periods, seconds, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-option-periods" role="radiogroup" aria-label={t('options.period')}>
      {periods.map((p) => (
        <button
          key={p.seconds}
          type="button"
          role="radio"
          aria-checked={p.seconds === seconds}
          className="tw-option-period tw-num"
          onClick={() => onChoose(p.seconds)}
          data-testid={`period-${p.seconds}`}
        >
          {t('options.period_chip', { seconds: p.seconds, percent: ratioPercent(p.payout_ratio) })}
        </button>
      ))}
    </div>
  );
}
