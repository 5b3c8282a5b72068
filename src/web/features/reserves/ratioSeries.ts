import type { HistoryItem } from '../../../core/schemas/reserves';

/*
 * The history chart's geometry. Ratios become floats here, for drawing only: no figure the
 * screen writes comes from them.
 */

export type RatioPoint = { takenAt: number; ratio: number };

/** One coin's ratio per snapshot, oldest first (the history call answers newest first). */
export function ratioSeries(history: readonly HistoryItem[], symbol: string): RatioPoint[] {
  return history
    .flatMap((item) => {
      const ratio = item.coins.find((coin) => coin.symbol === symbol)?.ratio;
      return ratio == null ? [] : [{ takenAt: item.taken_at, ratio: Number(ratio) }];
    })
    .sort((a, b) => a.takenAt - b.takenAt);
}

export type Sparkline = {
  /** The polyline's points ("x,y x,y …") in a width × height box. */
  points: string;
  /** The y of 100 %, always inside the box: the line every ratio is read against. */
  fullY: number;
  /** The last point, marked with a dot. */
  last: { x: number; y: number };
};

/**
 * The points of a sparkline of `series` in a `width` × `height` box, `pad` inside its edges. The
 * scale always includes 100 %, so a flat line at 105 % does not read as a cliff; a single
 * snapshot is drawn as a level line.
 */
export function sparkline(
  series: readonly RatioPoint[],
  width: number,
  height: number,
  pad = 3,
): Sparkline | null {
  if (series.length === 0) return null;
  const ratios = series.map((p) => p.ratio);
  const low = Math.min(1, ...ratios);
  const high = Math.max(1, ...ratios);
  const span = high - low || 1;
  const y = (ratio: number) => pad + (height - 2 * pad) * (1 - (ratio - low) / span);
  const step = series.length > 1 ? (width - 2 * pad) / (series.length - 1) : 0;
  const xy =
    series.length > 1
      ? series.map((p, i) => ({ x: pad + i * step, y: y(p.ratio) }))
      : [
          { x: pad, y: y(series[0]!.ratio) },
          { x: width - pad, y: y(series[0]!.ratio) },
        ];
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    points: xy.map((p) => `${round(p.x)},${round(p.y)}`).join(' '),
    fullY: round(y(1)),
    last: { x: round(xy[xy.length - 1]!.x), y: round(xy[xy.length - 1]!.y) },
  };
}
