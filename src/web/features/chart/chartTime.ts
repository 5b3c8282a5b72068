import type { ChartPeriod } from '../../../core/market/periods';
import { dateTimeFormat } from '../../ui/format/formatTime';

/**
 * Candle times in the user's own time zone and language. The chart keeps UTC seconds; only the
 * labels are local. The library asks for many labels while it lays out the axis; the shared
 * formatters are made once per language and style.
 */
const STYLES = {
  year: { year: 'numeric' },
  month: { month: 'short' },
  day: { month: 'numeric', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  yearMonth: { year: 'numeric', month: '2-digit' },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

function formatTime(ms: number, style: Style, lang: string): string {
  return dateTimeFormat(lang, STYLES[style]).format(ms);
}

export const isIntraday = (period: ChartPeriod) => !['1D', '1W', '1M'].includes(period);

/** The time of one candle, as the legend and the crosshair label show it. */
export function candleTimeLabel(ms: number, period: ChartPeriod, lang: string): string {
  if (period === '1M') return formatTime(ms, 'yearMonth', lang);
  return formatTime(ms, isIntraday(period) ? 'dateTime' : 'date', lang);
}

const TICK_STYLES: Style[] = ['year', 'month', 'day', 'time', 'time'];

/** Tick labels of the time axis: tickMarkType is lightweight-charts' TickMarkType (0 year … 4 seconds). */
export function tickLabel(ms: number, tickMarkType: number, lang: string): string {
  return formatTime(ms, TICK_STYLES[tickMarkType] ?? 'time', lang);
}
