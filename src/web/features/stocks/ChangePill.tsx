import { useTranslation } from 'react-i18next';
import { formatPercentChange } from '../../ui/format/money';

/** The change (24h for coins, since the previous close for stocks) as a coloured pill; the sign always goes with the colour. */
export function ChangePill({ changePct, testId }: { changePct: string | undefined; testId?: string }) {
  const { t, i18n } = useTranslation();
  if (changePct === undefined)
    return (
      <span className="tw-pill tw-pill-flat" data-testid={testId}>
        {t('stocks.no_price')}
      </span>
    );
  const change = formatPercentChange(changePct, i18n.language);
  return (
    <span className={`tw-pill tw-pill-${change.direction} tw-num`} data-testid={testId}>
      {change.text}
    </span>
  );
}
