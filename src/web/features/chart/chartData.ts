import type { Candle } from '../../../core/market/types';
import { diffCandles } from './candleUpdates';
import { bollinger, ema, kdj, macd, rsi, sma, type Series } from './indicators';
import type { MainIndicator, SubIndicator } from './types';

/**
 * The chart boundary: candles arrive as decimal strings and the canvas needs numbers. This is the
 * one place they are converted, for drawing only; the legend shows the original strings.
 */
export type Bars = {
  /** Open time in seconds (lightweight-charts' UTCTimestamp). */
  time: number[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: number[];
};

export function toBars(candles: readonly Candle[], reuse?: { bars: Bars; from: number }): Bars {
  const n = candles.length;
  const from = reuse ? reuse.from : 0;
  // A live tick changes the last candle or two: the converted rest is copied, not converted again.
  const start = (values: number[] | undefined) => {
    const out = values ? values.slice(0, from) : [];
    out.length = n;
    return out;
  };
  const bars: Bars = {
    time: start(reuse?.bars.time),
    open: start(reuse?.bars.open),
    high: start(reuse?.bars.high),
    low: start(reuse?.bars.low),
    close: start(reuse?.bars.close),
    volume: start(reuse?.bars.volume),
  };
  for (let i = from; i < n; i++) {
    const c = candles[i]!;
    bars.time[i] = Math.floor(c.t / 1000);
    bars.open[i] = Number(c.o);
    bars.high[i] = Number(c.h);
    bars.low[i] = Number(c.l);
    bars.close[i] = Number(c.c);
    bars.volume[i] = Number(c.v);
  }
  return bars;
}

/** Converts each new candle list, reusing the previous conversion for what a tick left alone. */
export class BarsConverter {
  private candles: readonly Candle[] = [];
  private bars: Bars = toBars([]);

  convert(candles: readonly Candle[]): Bars {
    const change = diffCandles(this.candles, candles);
    if (change.kind === 'tail') this.bars = toBars(candles, { bars: this.bars, from: change.from });
    else if (change.kind === 'reset' || this.candles.length !== candles.length) this.bars = toBars(candles);
    this.candles = candles;
    return this.bars;
  }
}

/** One drawn line or histogram of an indicator; `colors` colours a histogram bar by bar. */
export type IndicatorLine = {
  key: string;
  label: string;
  kind: 'line' | 'histogram';
  color: string;
  values: Series;
  colors?: (i: number) => string;
};

export type IndicatorPane = {
  indicator: SubIndicator;
  title: string;
  lines: IndicatorLine[];
  /** Places shown on the pane's scale and legend. */
  decimals: number;
  /** Horizontal guides (RSI 70 / 30). */
  guides?: number[];
};

export type Palette = { up: string; down: string };

// Line colours that stay apart from each other and from the up/down colours on a dark background.
const YELLOW = '#f0b90b';
const PINK = '#e05ebd';
const VIOLET = '#a98bf5';
const CYAN = '#3fc1d9';
const ORANGE = '#ff8a3d';
const BLUE = '#5b8def';

export const MA_PERIODS = [7, 25, 99] as const;
export const EMA_PERIODS = [7, 25, 99] as const;
export const BOLL_PARAMS = { n: 20, k: 2 } as const;
export const VOL_MA_PERIODS = [5, 10] as const;
export const MACD_PARAMS = { fast: 12, slow: 26, signal: 9 } as const;
export const RSI_PERIOD = 14;
export const KDJ_PARAMS = { n: 9, m1: 3, m2: 3 } as const;

/** Translucent variant of a #rrggbb colour, for volume bars behind the lines. */
export function withAlpha(color: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) return color;
  const n = parseInt(m[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** Overlays of the price pane, in the order of `MAIN_INDICATORS`. */
export function mainLines(bars: Bars, indicators: readonly MainIndicator[]): IndicatorLine[] {
  const lines: IndicatorLine[] = [];
  if (indicators.includes('MA')) {
    const colors = [YELLOW, PINK, VIOLET];
    MA_PERIODS.forEach((n, i) =>
      lines.push({
        key: `MA${n}`,
        label: `MA(${n})`,
        kind: 'line',
        color: colors[i]!,
        values: sma(bars.close, n),
      }),
    );
  }
  if (indicators.includes('EMA')) {
    const colors = [CYAN, ORANGE, BLUE];
    EMA_PERIODS.forEach((n, i) =>
      lines.push({
        key: `EMA${n}`,
        label: `EMA(${n})`,
        kind: 'line',
        color: colors[i]!,
        values: ema(bars.close, n),
      }),
    );
  }
  if (indicators.includes('BOLL')) {
    const { mid, upper, lower } = bollinger(bars.close, BOLL_PARAMS.n, BOLL_PARAMS.k);
    lines.push(
      { key: 'BOLL-UP', label: 'UP', kind: 'line', color: VIOLET, values: upper },
      { key: 'BOLL-MB', label: 'MB', kind: 'line', color: YELLOW, values: mid },
      { key: 'BOLL-DN', label: 'DN', kind: 'line', color: CYAN, values: lower },
    );
  }
  return lines;
}

/** The sub-panes, each with its lines, in the order of `SUB_INDICATORS`. */
export function subPanes(
  bars: Bars,
  indicators: readonly SubIndicator[],
  palette: Palette,
  priceDecimals: number,
): IndicatorPane[] {
  const panes: IndicatorPane[] = [];
  const rising = (i: number) => bars.close[i]! >= bars.open[i]!;
  if (indicators.includes('VOL')) {
    const up = withAlpha(palette.up, 0.6);
    const down = withAlpha(palette.down, 0.6);
    panes.push({
      indicator: 'VOL',
      title: 'VOL',
      decimals: 2,
      lines: [
        {
          key: 'VOL',
          label: 'VOL',
          kind: 'histogram',
          color: up,
          values: bars.volume,
          colors: (i) => (rising(i) ? up : down),
        },
        ...VOL_MA_PERIODS.map((n, i) => ({
          key: `VOL-MA${n}`,
          label: `MA(${n})`,
          kind: 'line' as const,
          color: [YELLOW, PINK][i]!,
          values: sma(bars.volume, n),
        })),
      ],
    });
  }
  if (indicators.includes('MACD')) {
    const { dif, dea, hist } = macd(bars.close, MACD_PARAMS.fast, MACD_PARAMS.slow, MACD_PARAMS.signal);
    const { fast, slow, signal } = MACD_PARAMS;
    panes.push({
      indicator: 'MACD',
      title: `MACD(${fast},${slow},${signal})`,
      // A difference of prices: the pair's places (a coin priced 0.000123 needs all of them).
      decimals: priceDecimals,
      lines: [
        {
          key: 'MACD-HIST',
          label: 'MACD',
          kind: 'histogram',
          color: palette.up,
          values: hist,
          colors: (i) => ((hist[i] ?? 0) >= 0 ? palette.up : palette.down),
        },
        { key: 'MACD-DIF', label: 'DIF', kind: 'line', color: YELLOW, values: dif },
        { key: 'MACD-DEA', label: 'DEA', kind: 'line', color: VIOLET, values: dea },
      ],
    });
  }
  if (indicators.includes('RSI')) {
    panes.push({
      indicator: 'RSI',
      title: `RSI(${RSI_PERIOD})`,
      decimals: 2,
      guides: [70, 30],
      lines: [{ key: 'RSI', label: 'RSI', kind: 'line', color: VIOLET, values: rsi(bars.close, RSI_PERIOD) }],
    });
  }
  if (indicators.includes('KDJ')) {
    const { n, m1, m2 } = KDJ_PARAMS;
    const { k, d, j } = kdj(bars.high, bars.low, bars.close, n, m1, m2);
    panes.push({
      indicator: 'KDJ',
      title: `KDJ(${n},${m1},${m2})`,
      decimals: 2,
      lines: [
        { key: 'KDJ-K', label: 'K', kind: 'line', color: YELLOW, values: k },
        { key: 'KDJ-D', label: 'D', kind: 'line', color: VIOLET, values: d },
        { key: 'KDJ-J', label: 'J', kind: 'line', color: CYAN, values: j },
      ],
    });
  }
  return panes;
}
