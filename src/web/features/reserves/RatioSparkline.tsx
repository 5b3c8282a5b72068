import { useTranslation } from 'react-i18next';
import { formatDateMinute } from '../../ui/format/formatTime';
import { sparkline, type RatioPoint } from './ratioSeries';

const WIDTH = 300;
const HEIGHT = 48;

/**
 * The ratio over the latest snapshots, a few lines of inline SVG: a chart library would add
 * ~50 KB to a lazy page for one line. The dashed line is 100 %; red when the latest is below it.
 * Drawn from two snapshots on.
 */
export function RatioSparkline({ series, testId }: { series: readonly RatioPoint[]; testId: string }) {
  const { t, i18n } = useTranslation();
  // One point is no line yet: say when there will be one.
  if (series.length < 2)
    return (
      <p
        className="tw-muted tw-small tw-reserves-spark-wait"
        data-testid={testId}
        data-points={series.length}
      >
        {t('reserves.history.one')}
      </p>
    );
  const line = sparkline(series, WIDTH, HEIGHT)!;
  const first = series[0]!;
  const last = series[series.length - 1]!;
  const below = last.ratio < 1;
  return (
    <figure className="tw-reserves-spark" data-testid={testId} data-points={series.length}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('reserves.history.label')}
      >
        <line
          x1="0"
          x2={WIDTH}
          y1={line.fullY}
          y2={line.fullY}
          className="tw-reserves-spark-full"
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={line.points}
          className={below ? 'tw-reserves-spark-line tw-reserves-short' : 'tw-reserves-spark-line'}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="tw-muted tw-small tw-num">
        <span>{formatDateMinute(first.takenAt, i18n.language)}</span>
        <span>{formatDateMinute(last.takenAt, i18n.language)}</span>
      </figcaption>
    </figure>
  );
}
