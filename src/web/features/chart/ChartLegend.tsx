import { useTranslation } from 'react-i18next';
import type { ChartPeriod } from '../../../core/market/periods';
import type { Candle } from '../../../core/market/types';
import { Big } from '../../../core/money';
import { formatChartValue, formatPercentChange, formatPrice } from '../../ui/format/money';
import type { IndicatorLine, IndicatorPane } from './chartData';
import type { ChangeFrom } from './types';
import { candleTimeLabel } from './chartTime';

/** An indicator value (a float, display only); a dash where it is not defined yet. */
function indicatorValue(value: number | null | undefined, decimals: number | 'compact', lang: string) {
  return value == null || !Number.isFinite(value) ? '–' : formatChartValue(value, decimals, lang);
}

function LineValues({
  lines,
  index,
  decimals,
  lang,
}: {
  lines: IndicatorLine[];
  index: number;
  decimals: number | 'compact';
  lang: string;
}) {
  return lines.map((line) => (
    <span key={line.key} style={{ color: line.kind === 'line' ? line.color : undefined }}>
      {line.label} {indicatorValue(line.values[index], decimals, lang)}
    </span>
  ));
}

/**
 * Change of one candle, exact on the decimal strings: its close against `reference` (US stocks
 * pass the previous candle's close, as their header measures the day from the previous close),
 * or against its own open. Two places, half to even, as the tickers' changePct; written in the
 * reader's percent format ("+2.31%", Spanish "+2,31 %").
 */
export function candleChange(
  candle: Candle,
  reference: string = candle.o,
  lang = 'en',
): { pct: string; direction: 'up' | 'down' | 'flat' } {
  const from = new Big(reference);
  const pct = from.eq(0)
    ? new Big(0)
    : new Big(candle.c).minus(from).div(from).times(100).round(2, Big.roundHalfEven);
  const { text, direction } = formatPercentChange(pct.toFixed(2), lang);
  return { pct: text, direction };
}

/** The price pane's legend: the hovered (or latest) candle's time, OHLC, change and overlays. */
export function PriceLegend(props: {
  candle: Candle;
  /** The candle before it; with `changeFrom: 'previousClose'` the change is measured from its close. */
  previous?: Candle;
  changeFrom?: ChangeFrom;
  period: ChartPeriod;
  index: number;
  priceDecimals: number;
  lines: IndicatorLine[];
  colors: { up: string; down: string };
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { candle, priceDecimals } = props;
  const change = candleChange(
    candle,
    props.changeFrom === 'previousClose' && props.previous ? props.previous.c : candle.o,
    lang,
  );
  const price = (value: string) => formatPrice(value, { price_decimals: priceDecimals }, lang).number;
  const changeColor =
    change.direction === 'up' ? props.colors.up : change.direction === 'down' ? props.colors.down : undefined;
  return (
    <div className="tw-kline-legend tw-num" data-testid="kline-legend">
      <div className="tw-kline-legend-row">
        <span className="tw-kline-legend-time">{candleTimeLabel(candle.t, props.period, lang)}</span>
        <span>
          {t('chart.legend.open')} <b>{price(candle.o)}</b>
        </span>
        <span>
          {t('chart.legend.high')} <b>{price(candle.h)}</b>
        </span>
        <span>
          {t('chart.legend.low')} <b>{price(candle.l)}</b>
        </span>
        <span>
          {t('chart.legend.close')} <b data-testid="kline-legend-close">{price(candle.c)}</b>
        </span>
        <span>
          {t('chart.legend.change')} <b style={{ color: changeColor }}>{change.pct}</b>
        </span>
      </div>
      {props.lines.length > 0 && (
        <div className="tw-kline-legend-row">
          <LineValues lines={props.lines} index={props.index} decimals={priceDecimals} lang={lang} />
        </div>
      )}
    </div>
  );
}

/** A sub-pane's legend: its title and each line's value at the hovered (or latest) candle. */
export function PaneLegend({ pane, index, top }: { pane: IndicatorPane; index: number; top: number }) {
  const { i18n } = useTranslation();
  const decimals = pane.indicator === 'VOL' ? 'compact' : pane.decimals;
  return (
    <div
      className="tw-kline-legend tw-kline-legend-pane tw-num"
      style={{ top }}
      data-testid="kline-pane-legend"
    >
      <div className="tw-kline-legend-row">
        {pane.indicator !== 'VOL' && <span className="tw-kline-legend-title">{pane.title}</span>}
        <LineValues lines={pane.lines} index={index} decimals={decimals} lang={i18n.language} />
      </div>
    </div>
  );
}
