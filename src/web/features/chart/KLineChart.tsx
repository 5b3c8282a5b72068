import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  LineStyle,
  TrackingModeExitMode,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  type MouseEventParams,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Candle } from '../../../core/market/types';
import {
  BarsConverter,
  mainLines,
  subPanes,
  withAlpha,
  type Bars,
  type IndicatorLine,
  type IndicatorPane,
} from './chartData';
import { PaneLegend, PriceLegend } from './ChartLegend';
import { readTheme, type ChartTheme } from './chartTheme';
import { candleTimeLabel, isIntraday, tickLabel } from './chartTime';
import { diffCandles } from './candleUpdates';
import { defaultChartHeight, PRICE_PANE_PX, SUB_PANE_PX } from './layout';
import type { KLineChartProps, MainIndicator, SubIndicator } from './types';
import { formatChartValue } from '../../ui/format/money';

/** Draw older candles (or ask for them) when fewer than this many are left of the visible range. */
const OLDER_THRESHOLD_BARS = 20;
/**
 * The series hold at most the latest DRAWN_WINDOW candles at first and grow by this much as the
 * user scrolls back: the library's setData costs time per point, and a phone shows ~60 candles.
 * Indicators are still computed over every candle, so the first drawn values are exact.
 */
export const DRAWN_WINDOW = 1500;

type Model = { bars: Bars; main: IndicatorLine[]; subs: IndicatorPane[] };

/** A drawn series and how to build its point at a candle index of a model. */
type Drawn = { api: ISeriesApi<SeriesType>; point: (model: Model, i: number) => object };

const time = (bars: Bars, i: number) => bars.time[i] as UTCTimestamp;

/** A point of an indicator line; whitespace where the indicator is not defined yet. */
function linePoint(bars: Bars, line: IndicatorLine | undefined, i: number): object {
  const value = line?.values[i];
  if (value == null) return { time: time(bars, i) };
  if (line!.kind === 'histogram')
    return { time: time(bars, i), value, color: line!.colors?.(i) ?? line!.color };
  return { time: time(bars, i), value };
}

/** The points of a series from candle `from` on, for setData. */
function pointsFrom(drawn: Drawn, model: Model, from: number): object[] {
  const count = model.bars.time.length;
  const points = new Array<object>(Math.max(0, count - from));
  for (let i = from; i < count; i++) points[i - from] = drawn.point(model, i);
  return points;
}

function setAll(drawn: Drawn[], model: Model, from: number) {
  for (const d of drawn) d.api.setData(pointsFrom(d, model, from) as never);
}

/** Prices on the scale and crosshair with the pair's places and the language's digit grouping. */
function priceFormat(decimals: number, lang: string) {
  return {
    type: 'custom' as const,
    minMove: Number(`1e-${decimals}`),
    formatter: (price: number) => formatChartValue(price, decimals, lang),
  };
}

const sameTheme = (a: ChartTheme | null, b: ChartTheme) =>
  a !== null && (Object.keys(b) as (keyof ChartTheme)[]).every((k) => a[k] === b[k]);

/**
 * Adds the series that draw `model`: candles (or a line of closes for time-share) and the main
 * overlays on pane 0, each sub-indicator's lines on its own pane below.
 */
function addSeries(
  chart: IChartApi,
  model: Model,
  look: { timeshare: boolean; theme: ChartTheme; priceDecimals: number; lang: string },
) {
  const { timeshare, theme, priceDecimals, lang } = look;
  const drawn: Drawn[] = [];
  const lineOptions = (color: string) => ({
    color,
    lineWidth: 1 as const,
    priceLineVisible: false,
    lastValueVisible: false,
    crosshairMarkerVisible: false,
  });
  if (timeshare) {
    const api = chart.addSeries(AreaSeries, {
      lineColor: theme.line,
      topColor: withAlpha(theme.line, 0.28),
      bottomColor: withAlpha(theme.line, 0.02),
      lineWidth: 1,
      priceFormat: priceFormat(priceDecimals, lang),
    });
    drawn.push({ api, point: (m, i) => ({ time: time(m.bars, i), value: m.bars.close[i] }) });
  } else {
    const api = chart.addSeries(CandlestickSeries, {
      upColor: theme.up,
      downColor: theme.down,
      borderVisible: false,
      wickUpColor: theme.up,
      wickDownColor: theme.down,
      priceFormat: priceFormat(priceDecimals, lang),
    });
    drawn.push({
      api,
      point: (m, i) => ({
        time: time(m.bars, i),
        open: m.bars.open[i],
        high: m.bars.high[i],
        low: m.bars.low[i],
        close: m.bars.close[i],
      }),
    });
  }
  // Room at the top for the legend.
  drawn[0]!.api.priceScale().applyOptions({ scaleMargins: { top: 0.16, bottom: 0.06 } });

  model.main.forEach((line, index) => {
    const api = chart.addSeries(
      LineSeries,
      { ...lineOptions(line.color), priceFormat: priceFormat(priceDecimals, lang) },
      0,
    );
    drawn.push({ api, point: (m, i) => linePoint(m.bars, m.main[index], i) });
  });
  model.subs.forEach((pane, offset) => {
    const format = pane.indicator === 'VOL' ? { type: 'volume' as const } : priceFormat(pane.decimals, lang);
    pane.lines.forEach((line, index) => {
      const api =
        line.kind === 'histogram'
          ? chart.addSeries(
              HistogramSeries,
              { color: line.color, priceLineVisible: false, lastValueVisible: false, priceFormat: format },
              offset + 1,
            )
          : chart.addSeries(LineSeries, { ...lineOptions(line.color), priceFormat: format }, offset + 1);
      if (index === 0) {
        api.priceScale().applyOptions({ scaleMargins: { top: 0.24, bottom: 0.04 } });
        for (const guide of pane.guides ?? [])
          api.createPriceLine({
            price: guide,
            color: theme.border,
            lineWidth: 1,
            lineStyle: LineStyle.Dashed,
            axisLabelVisible: false,
          });
      }
      drawn.push({ api, point: (m, i) => linePoint(m.bars, m.subs[offset]?.lines[index], i) });
    });
  });
  chart.panes().forEach((pane, i) => pane.setStretchFactor(i === 0 ? PRICE_PANE_PX : SUB_PANE_PX));
  return drawn;
}

/**
 * The K-line chart (lightweight-charts v5): candles, or a line of closes for time-share, with
 * MA / EMA / BOLL over the price and VOL / MACD / RSI / KDJ in panes below. A live tick only
 * updates the last points; anything else redraws. The library loads with this module, so screens
 * import it lazily (see KLinePanel).
 */
export default function KLineChart(props: KLineChartProps) {
  const { candles, period, priceDecimals, mainIndicators, subIndicators, upColor, downColor, onNeedOlder } =
    props;
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const drawnRef = useRef<Drawn[]>([]);
  /** The candles the series show now (what the next list is compared with). */
  const shownRef = useRef<readonly Candle[]>([]);
  const latest = useRef({ candles, onNeedOlder });
  const askedOlderRef = useRef<number | null>(null);
  /** Index of the first drawn candle (see DRAWN_WINDOW); the chart's logical 0. */
  const drawnFromRef = useRef(0);
  const modelRef = useRef<Model | null>(null);
  const measureRef = useRef<() => void>(() => {});
  const [theme, setTheme] = useState<ChartTheme | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [paneTops, setPaneTops] = useState<number[]>([]);

  useLayoutEffect(() => {
    latest.current = { candles, onNeedOlder };
  });

  const timeshare = period === 'timeshare';
  // The indicator lists are compared by content: a parent may pass new arrays on every render.
  const mainKey = mainIndicators.join();
  const subKey = subIndicators.join();
  const [converter] = useState(() => new BarsConverter());
  const model = useMemo<Model | null>(() => {
    if (!theme) return null;
    const bars = converter.convert(candles);
    return {
      bars,
      main: mainLines(bars, mainKey ? (mainKey.split(',') as MainIndicator[]) : []),
      subs: subPanes(bars, subKey ? (subKey.split(',') as SubIndicator[]) : [], theme, priceDecimals),
    };
  }, [candles, mainKey, subKey, theme, priceDecimals, converter]);

  // The chart lives as long as the component; it follows the container's size (autoSize uses a
  // ResizeObserver) and is removed on unmount.
  useEffect(() => {
    const wrapper = wrapperRef.current!;
    const colors = readTheme(wrapper, upColor, downColor);
    const chart = createChart(hostRef.current!, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: colors.background },
        textColor: colors.text,
        fontSize: 10,
        fontFamily: getComputedStyle(wrapper).fontFamily,
        attributionLogo: false,
        panes: { separatorColor: colors.border, separatorHoverColor: colors.border, enableResize: false },
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      crosshair: {
        mode: CrosshairMode.Normal,
        vertLine: { color: colors.crosshair, labelBackgroundColor: colors.label },
        horzLine: { color: colors.crosshair, labelBackgroundColor: colors.label },
      },
      rightPriceScale: { borderColor: colors.border },
      // A vertical swipe scrolls the screen, not the chart; a long press shows the crosshair until
      // the finger lifts.
      handleScroll: { vertTouchDrag: false },
      handleScale: { axisPressedMouseMove: { time: true, price: false } },
      trackingMode: { exitMode: TrackingModeExitMode.OnTouchEnd },
      timeScale: { borderColor: colors.border, rightOffset: 4, barSpacing: 6, minBarSpacing: 0.5 },
    });
    chartRef.current = chart;
    setTheme(colors);

    const onCrosshair = (param: MouseEventParams<Time>) => {
      const count = latest.current.candles.length;
      const logical = param.point && param.logical !== undefined ? Math.round(param.logical) : null;
      const index = logical === null ? null : drawnFromRef.current + logical;
      setHover(index !== null && index >= 0 && index < count ? index : null);
    };
    // Near the left edge: draw more of the candles held, else ask once per oldest candle for the
    // page before it. Growing is deferred: setData inside this callback would re-enter it.
    let growing = false;
    const onRange = (range: LogicalRange | null) => {
      const { candles: list, onNeedOlder: needOlder } = latest.current;
      if (!range || list.length === 0 || range.from > OLDER_THRESHOLD_BARS || growing) return;
      if (drawnFromRef.current > 0) {
        growing = true;
        requestAnimationFrame(() => {
          growing = false;
          const model = modelRef.current;
          if (!model || chartRef.current !== chart) return;
          drawnFromRef.current = Math.max(0, drawnFromRef.current - DRAWN_WINDOW);
          // The newest candle stays the same, so the view stays where it is.
          setAll(drawnRef.current, model, drawnFromRef.current);
        });
        return;
      }
      const oldest = list[0]!.t;
      if (askedOlderRef.current === oldest) return;
      askedOlderRef.current = oldest;
      needOlder?.(oldest);
    };
    chart.subscribeCrosshairMove(onCrosshair);
    chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);

    // Each sub-pane's legend sits at the top of its pane; panes move when the chart resizes.
    measureRef.current = () => {
      const top = wrapper.getBoundingClientRect().top;
      setPaneTops(chart.panes().map((p) => (p.getHTMLElement()?.getBoundingClientRect().top ?? top) - top));
    };
    const observer = new ResizeObserver(() => requestAnimationFrame(() => measureRef.current()));
    observer.observe(wrapper);

    return () => {
      observer.disconnect();
      measureRef.current = () => {};
      chart.unsubscribeCrosshairMove(onCrosshair);
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      chart.remove();
      chartRef.current = null;
      drawnRef.current = [];
      shownRef.current = [];
    };
    // Created once; colour props are applied by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!wrapperRef.current || !chartRef.current) return;
    const next = readTheme(wrapperRef.current, upColor, downColor);
    setTheme((current) => (sameTheme(current, next) ? current : next));
  }, [upColor, downColor]);

  // Labels in the user's language and time zone.
  useEffect(() => {
    chartRef.current?.applyOptions({
      localization: {
        locale: lang,
        timeFormatter: (t: Time) => candleTimeLabel((t as number) * 1000, period, lang),
      },
      timeScale: {
        timeVisible: isIntraday(period),
        tickMarkFormatter: (t: Time, type: number) => tickLabel((t as number) * 1000, type, lang),
      },
    });
  }, [lang, period]);

  // Series are rebuilt when what is drawn changes (indicators, time-share, precision, colours);
  // the view keeps its place. A new candle alone does not come here (see the data effect).
  useLayoutEffect(() => {
    modelRef.current = model;
  });
  useEffect(() => {
    const chart = chartRef.current;
    const current = modelRef.current;
    if (!chart || !current || !theme) return;
    const range = shownRef.current.length ? chart.timeScale().getVisibleLogicalRange() : null;
    for (const drawn of drawnRef.current) chart.removeSeries(drawn.api);
    const drawn = addSeries(chart, current, { timeshare, theme, priceDecimals, lang });
    if (!range) drawnFromRef.current = Math.max(0, current.bars.time.length - DRAWN_WINDOW);
    setAll(drawn, current, drawnFromRef.current);
    drawnRef.current = drawn;
    shownRef.current = latest.current.candles;
    if (range) chart.timeScale().setVisibleLogicalRange(range);
    requestAnimationFrame(() => measureRef.current());
  }, [timeshare, mainKey, subKey, priceDecimals, theme, lang]);

  // Data: a live tick updates the last points; a new list (first load, older page, another
  // symbol or period) is set in full.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !model || drawnRef.current.length === 0) return;
    const previous = shownRef.current;
    const change = diffCandles(previous, candles);
    if (change.kind === 'same') return;
    const drawn = drawnRef.current;
    if (change.kind === 'tail') {
      for (let i = change.from; i < candles.length; i++)
        for (const d of drawn) d.api.update(d.point(model, i) as never);
    } else {
      // Older candles were prepended: the view stays where the user is, and some of the new
      // ones are drawn. Anything else starts again at the latest candle.
      const prepended =
        previous.length > 0 &&
        candles.length > previous.length &&
        candles[candles.length - 1]!.t === previous[previous.length - 1]!.t;
      const added = candles.length - previous.length;
      drawnFromRef.current = prepended
        ? Math.max(0, drawnFromRef.current + added - DRAWN_WINDOW)
        : Math.max(0, candles.length - DRAWN_WINDOW);
      setAll(drawn, model, drawnFromRef.current);
      if (!prepended) {
        askedOlderRef.current = null;
        chart.timeScale().scrollToRealTime();
      }
    }
    shownRef.current = candles;
  }, [candles, model]);

  const height = props.height ?? defaultChartHeight(subIndicators.length);
  const index = hover ?? candles.length - 1;
  const candle = candles[index];
  return (
    <div ref={wrapperRef} className="tw-kline-chart" style={{ height }} data-testid="kline-chart">
      <div ref={hostRef} className="tw-kline-canvas" />
      {model && candle && theme && (
        <>
          <PriceLegend
            candle={candle}
            previous={candles[index - 1]}
            changeFrom={props.changeFrom}
            period={period}
            index={index}
            priceDecimals={priceDecimals}
            lines={model.main}
            colors={theme}
          />
          {model.subs.map((pane, i) => {
            const top = paneTops[i + 1];
            return top === undefined ? null : (
              <PaneLegend key={pane.indicator} pane={pane} index={index} top={top + 2} />
            );
          })}
        </>
      )}
    </div>
  );
}

export { KLineChart };
