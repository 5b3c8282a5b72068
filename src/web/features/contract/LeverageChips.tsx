import { useTranslation } from 'react-i18next';

type Props = { leverages: number[]; value: number; onChange(leverage: number): void };

/** The pair's leverages as one scrolling row of chips; above 20x the chosen chip warns. */
export function LeverageChips({ leverages, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-contract-leverage">
      <small className="tw-muted">{t('contract.leverage')}</small>
      <div className="tw-contract-chips" role="radiogroup" aria-label={t('contract.leverage')}>
        {leverages.map((leverage) => (
          <button
            key={leverage}
            type="button"
            role="radio"
            aria-checked={leverage === value}
            className={`tw-type-chip tw-num ${leverage > 20 ? 'tw-contract-high' : ''}`}
            onClick={() => onChange(leverage)}
            data-testid={`leverage-${leverage}`}
          >
            {`${leverage}x`}
          </button>
        ))}
      </div>
      {value > 20 && (
        <small className="tw-contract-warning" role="status" data-testid="leverage-warning">
          {t('contract.high_leverage')}
        </small>
      )}
    </div>
  );
}
