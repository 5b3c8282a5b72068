import { useTranslation } from 'react-i18next';
import { marketKline } from '../../api/endpoints';
import { price } from '../../ui/format/figures';
import { useKlineCandles } from '../chart';
import { priceRange, sparkline } from './sparkline';

/** The last hour, minute by minute, kept live by the feed's 1m candle. */
const MINUTES = 60;
const WIDTH = 300;
const HEIGHT = 96;

type Props = { symbol: string; priceDecimals: number };

/**
 * The options screen's compact chart (screens.md: "pair with live price and a compact chart"): the
 * last hour's closes as one line, the hour's high and low, and a dot on the newest price. Light enough to
 * draw at once on a slow phone; the full K-line opens from the header's chart button. It keeps its
 * height while the minutes load, so nothing below it moves.
 */
export function CompactChart({ symbol, priceDecimals }: Props) {
  const { t, i18n } = useTranslation();
  const { candles, failed } = useKlineCandles(symbol, '1m', marketKline, MINUTES);
  const hour = candles.slice(-MINUTES);
  const drawn = sparkline(
    hour.map((c) => c.c),
    WIDTH,
    HEIGHT,
  );
  // The hour's traded high and low, which the line through the closes does not reach.
  const range = drawn ? priceRange(hour) : null;
  const format = (value: string) => price(value, priceDecimals, i18n.language);
  const high = range ? format(range.high) : '';
  const low = range ? format(range.low) : '';
  return (
    <figure
      className={`tw-option-spark ${drawn ? `tw-${drawn.direction}` : ''}`}
      data-testid="compact-chart"
      aria-busy={!drawn && !failed}
    >
      <figcaption className="tw-option-spark-legend">
        <span>{t('options.spark_span')}</span>
        <span className="tw-num" data-testid="compact-chart-high">
          {range && t('options.spark_high', { value: high })}
        </span>
        <span className="tw-num" data-testid="compact-chart-low">
          {range && t('options.spark_low', { value: low })}
        </span>
      </figcaption>
      <div className="tw-option-spark-plot">
        {drawn ? (
          <>
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              role="img"
              aria-label={t('options.spark_label', { symbol, low, high })}
            >
              <path className="tw-option-spark-area" d={drawn.area} />
              <path className="tw-option-spark-line" d={drawn.line} vectorEffect="non-scaling-stroke" />
            </svg>
            <span
              className="tw-option-spark-dot"
              style={{ top: `${(drawn.last.y / HEIGHT) * 100}%` }}
              aria-hidden="true"
            />
          </>
        ) : (
          failed && <p className="tw-option-spark-failed">{t('options.spark_failed')}</p>
        )}
      </div>
    </figure>
  );
}
