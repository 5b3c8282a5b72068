import { useTranslation } from 'react-i18next';
import type { OptionProduct } from '../../../core/schemas/options';
import { ChipGroup } from '../../ui/forms/ChipGroup';
import { ratioPercent } from './products';

type Props = { periods: OptionProduct[]; seconds: number | null; onChoose(seconds: number): void };

/** The delivery periods of the pair, each with the payout a win brings: "60s · 85%". */
export function PeriodChips({ periods, seconds, onChoose }: Props) {
  const { t } = useTranslation();
  const payout = new Map(periods.map((p) => [p.seconds, ratioPercent(p.payout_ratio)]));
  return (
    <ChipGroup
      label={t('options.period')}
      choices={periods.map((p) => p.seconds)}
      value={seconds}
      onChange={onChoose}
      text={(s) => t('options.period_chip', { seconds: s, percent: payout.get(s) })}
      testId={(s) => `period-${s}`}
      className="tw-option-periods"
      chipClassName={() => 'tw-option-period tw-num'}
    />
  );
}
