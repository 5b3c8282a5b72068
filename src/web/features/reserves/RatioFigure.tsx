import { useTranslation } from 'react-i18next';
import type { ReserveCoin } from '../../../core/schemas/reserves';
import { formatRate } from '../../ui/format/money';
import { ratioForPercent, ratioStatus } from './ratios';

/**
 * A coin's ratio as the screen shows it: "105.23%" in green when covered, red when short; words
 * instead of a number when the reserves could not be read (not a misleading 0 %) or nothing is owed.
 */
export function RatioFigure({ coin, testId }: { coin: ReserveCoin; testId: string }) {
  const { t, i18n } = useTranslation();
  const status = ratioStatus(coin);
  const shown =
    status === 'unread'
      ? t('reserves.ratio.unread')
      : status === 'nothing_owed'
        ? t('reserves.ratio.nothing_owed')
        : formatRate(ratioForPercent(coin.ratio!), i18n.language).text;
  return (
    <span className={`tw-reserves-ratio tw-reserves-${status}`} data-status={status} data-testid={testId}>
      {shown}
    </span>
  );
}
