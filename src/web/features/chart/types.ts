import type { ChartPeriod } from '../../../core/market/periods';
import type { Candle } from '../../../core/market/types';

/** Indicators drawn over the candles. */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL'] as const;
export type MainIndicator = (typeof MAIN_INDICATORS)[number];

/** Indicators drawn in their own pane below the candles, in this order. */
export const SUB_INDICATORS = ['VOL', 'MACD', 'RSI', 'KDJ'] as const;
export type SubIndicator = (typeof SUB_INDICATORS)[number];

/** The chart's contract: the spot trade and US stock screens build against it. */
/**
 * What the legend's change is measured from: the candle's open (coins, as exchanges show it), or
 * the previous candle's close (US stocks, whose header measures the day from the previous close).
 */
export type ChangeFrom = 'open' | 'previousClose';

export type KLineChartProps = {
  /** Oldest first, `t` = open time in ms, one candle per open time. */
  candles: Candle[];
  period: ChartPeriod;
  /** The pair's price precision: axis, crosshair and legend show this many places. */
  priceDecimals: number;
  mainIndicators: MainIndicator[];
  subIndicators: SubIndicator[];
  upColor?: string;
  downColor?: string;
  /** Called when the user scrolls near the oldest candle shown (once per oldest open time). */
  onNeedOlder?: (oldestOpenTime: number) => void;
  /** Total height in px; by default it grows with the number of sub-panes. */
  height?: number;
  /** What the legend's change is measured from (default: the candle's open). */
  changeFrom?: ChangeFrom;
};
