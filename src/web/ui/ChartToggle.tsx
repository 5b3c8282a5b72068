import { useTranslation } from 'react-i18next';
import { ChartTrendingO } from '@react-vant/icons';

/** The header's chart button of a trade screen: the chart folds away so the order form leads. */
export function ChartToggle({ shown, onToggle }: { shown: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="tw-icon-button tw-trade-chart-toggle"
      aria-label={t('trade.chart')}
      aria-pressed={shown}
      onClick={onToggle}
      data-testid="chart-toggle"
    >
      <ChartTrendingO fontSize={22} />
    </button>
  );
}
