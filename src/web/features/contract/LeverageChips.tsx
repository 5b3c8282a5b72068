import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../ui/forms/ChipGroup';

type Props = { leverages: number[]; value: number; onChange(leverage: number): void };

/** The pair's leverages as one scrolling row of chips; above 20x the chosen chip warns. */
export function LeverageChips({ leverages, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-contract-leverage">
      <small className="tw-muted">{t('contract.leverage')}</small>
      <ChipGroup
        label={t('contract.leverage')}
        choices={leverages}
        value={value}
        onChange={onChange}
        text={(leverage) => `${leverage}x`}
        testId={(leverage) => `leverage-${leverage}`}
        className="tw-contract-chips"
        chipClassName={(leverage) => `tw-type-chip tw-num ${leverage > 20 ? 'tw-contract-high' : ''}`}
      />
      {value > 20 && (
        <small className="tw-contract-warning" role="status" data-testid="leverage-warning">
          {t('contract.high_leverage')}
        </small>
      )}
    </div>
  );
}
