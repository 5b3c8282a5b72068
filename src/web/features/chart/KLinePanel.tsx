import { lazy, memo, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { CHART_PERIODS, type ChartPeriod } from '../../../core/market/periods';
import { toggle, useChartPrefs } from './chartPrefs';
import { defaultChartHeight } from './layout';
import { MAIN_INDICATORS, SUB_INDICATORS, type ChangeFrom } from './types';
import { useKlineCandles } from './useKlineCandles';
import './chart.css';
import type { Endpoint } from '../../api/endpoint';
import { marketKline } from '../../api/endpoints';
import { useScrollHint } from '../../ui/hooks/useScrollHint';
import { warmIntl } from '../../ui/format/warmIntl';
import { currentLanguage } from '../../app/i18n';

// lightweight-charts arrives with this chunk, only on screens that draw a chart.
// The chart's scales and legend format with Intl: its data loads while the chart's code downloads.
const KLineChart = lazy(() =>
  Promise.all([import('./KLineChart'), warmIntl(currentLanguage())]).then(([chart]) => chart),
);

export type KLinePanelProps = {
  /** The pair or stock symbol, e.g. "BTC/USDT" or "AAPL". */
  symbol: string;
  priceDecimals: number;
  /** History call; US stocks pass 'usstock/kline'. */
  klineEndpoint?: Endpoint<'market.kline' | 'stocks.kline'>;
  /** What the legend's change is measured from; US stocks pass 'previousClose'. */
  changeFrom?: ChangeFrom;
};

function Skeleton({ height }: { height: number }) {
  return (
    <div className="tw-kline-skeleton" style={{ height }} data-testid="kline-loading" aria-busy="true">
      {Array.from({ length: 18 }, (_, i) => (
        <span key={i} style={{ height: `${22 + ((i * 37) % 45)}%` }} />
      ))}
    </div>
  );
}

function Failed({ height, onRetry }: { height: number; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="tw-kline-message" style={{ height }} role="alert" data-testid="kline-failed">
      <p>{t('chart.load_failed')}</p>
      <button type="button" className="tw-kline-retry" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * The K-line panel of the spot trade and US stock screens: period chips, indicator chips
 * (remembered), history from the kline call paged back as the user scrolls, and the live candle
 * from the realtime channel. Screens load its texts with `withChartTexts` (texts.ts).
 * Memoised: the screens around it redraw on every ticker, and the panel depends on its props only.
 */
export const KLinePanel = memo(function KLinePanel({
  symbol,
  priceDecimals,
  klineEndpoint = marketKline,
  changeFrom,
}: KLinePanelProps) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useChartPrefs();
  const { period, main, sub } = prefs;
  const data = useKlineCandles(symbol, period, klineEndpoint);
  const periodRow = useScrollHint<HTMLDivElement>();
  const indicatorRow = useScrollHint<HTMLDivElement>();
  // Placeholders take the chart's height, so the screen does not jump when it arrives.
  const height = defaultChartHeight(sub.length);

  let body;
  if (data.failed) body = <Failed height={height} onRetry={data.retry} />;
  else if (data.loading) body = <Skeleton height={height} />;
  else
    body = (
      <ErrorBoundary
        fallbackRender={() => <Failed height={height} onRetry={() => window.location.reload()} />}
      >
        <Suspense fallback={<Skeleton height={height} />}>
          <KLineChart
            candles={data.candles}
            period={period}
            priceDecimals={priceDecimals}
            mainIndicators={main}
            subIndicators={sub}
            onNeedOlder={data.loadOlder}
            height={height}
            changeFrom={changeFrom}
          />
        </Suspense>
        {data.candles.length === 0 && (
          <p className="tw-kline-empty" data-testid="kline-empty">
            {t('chart.empty')}
          </p>
        )}
      </ErrorBoundary>
    );

  return (
    <section className="tw-kline" data-testid="kline-panel">
      <div
        ref={periodRow}
        className="tw-kline-chips tw-scroll-x"
        role="group"
        aria-label={t('chart.periods')}
        data-testid="kline-periods"
      >
        {CHART_PERIODS.map((p: ChartPeriod) => (
          <button
            key={p}
            type="button"
            className="tw-kline-chip"
            aria-pressed={p === period}
            data-period={p}
            onClick={() => setPrefs({ period: p })}
          >
            {t(`chart.period.${p}`)}
          </button>
        ))}
      </div>
      <div className="tw-kline-body">{body}</div>
      <div
        ref={indicatorRow}
        className="tw-kline-chips tw-kline-indicators tw-scroll-x"
        role="group"
        aria-label={t('chart.indicators')}
      >
        {MAIN_INDICATORS.map((name) => (
          <button
            key={name}
            type="button"
            className="tw-kline-chip"
            aria-pressed={main.includes(name)}
            data-indicator={name}
            onClick={() => setPrefs({ main: toggle(MAIN_INDICATORS, main, name) })}
          >
            {name}
          </button>
        ))}
        <span className="tw-kline-divider" aria-hidden="true" />
        {SUB_INDICATORS.map((name) => (
          <button
            key={name}
            type="button"
            className="tw-kline-chip"
            aria-pressed={sub.includes(name)}
            data-indicator={name}
            onClick={() => setPrefs({ sub: toggle(SUB_INDICATORS, sub, name) })}
          >
            {name}
          </button>
        ))}
      </div>
    </section>
  );
});

export default KLinePanel;
