import { useTranslation } from 'react-i18next';
import { formatChangePct } from '../../ui/format/numbers';
import { directionOf } from './format';

/** The change (24h for coins, since the previous close for stocks) as a coloured pill; the sign always goes with the colour. */
export function ChangePill({ changePct, testId }: { changePct: string | undefined; testId?: string }) {
  const { t, i18n } = useTranslation();
  if (changePct === undefined)
    return (
      <span className="tw-pill tw-pill-flat" data-testid={testId}>
        {t('stocks.no_price')}
      </span>
    );
  return (
    <span className={`tw-pill tw-pill-${directionOf(changePct)} tw-num`} data-testid={testId}>
      {formatChangePct(changePct, i18n.language).text}
    </span>
  );
}
