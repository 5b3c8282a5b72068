import { useTranslation } from 'react-i18next';
import { stepLots } from '../../../core/forms/contractOrderForm';

type Props = {
  value: string;
  max: number;
  onChange(lots: string): void;
};

/**
 * The lots box between − and +. The box holds exactly what was typed; a button steps one lot
 * from a whole number and is off when there is none to step from (the error under the box says why).
 */
export function LotsStepper({ value, max, onChange }: Props) {
  const { t } = useTranslation();
  const down = stepLots(value, -1, max);
  const up = stepLots(value, 1, max);
  return (
    <span className="tw-stepper tw-lots-stepper" data-testid="lots">
      <button
        type="button"
        aria-label={t('contract.lots_down')}
        disabled={down === null}
        onClick={() => down !== null && onChange(down)}
        data-testid="lots-down"
      >
        {'\u2212'}
      </button>
      <input
        className="tw-num"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={t('contract.lots')}
        name="lots"
        data-testid="lots-input"
      />
      <button
        type="button"
        aria-label={t('contract.lots_up')}
        disabled={up === null}
        onClick={() => up !== null && onChange(up)}
        data-testid="lots-up"
      >
        {'+'}
      </button>
    </span>
  );
}
