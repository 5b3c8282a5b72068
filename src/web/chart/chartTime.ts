import type { ChartPeriod } from '../../core/market/periods';

/**
 * Candle times in the user's own time zone and language. The chart keeps UTC seconds; only the
 * labels are local.
 */
const cache = new Map<string, Intl.DateTimeFormat>();
function format(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, options);
    cache.set(key, f);
  }
  return f;
}

const intraday = (period: ChartPeriod) => !['1D', '1W', '1M'].includes(period);

/** The time of one candle, as the legend and the crosshair label show it. */
export function candleTimeLabel(ms: number, period: ChartPeriod, lang: string): string {
  if (period === '1M') return format(lang, { year: 'numeric', month: '2-digit' }).format(ms);
  if (!intraday(period))
    return format(lang, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  return format(lang, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
}

/** Tick labels of the time axis: tickMarkType is lightweight-charts' TickMarkType (0 year … 4 seconds). */
export function tickLabel(ms: number, tickMarkType: number, lang: string): string {
  switch (tickMarkType) {
    case 0:
      return format(lang, { year: 'numeric' }).format(ms);
    case 1:
      return format(lang, { month: 'short' }).format(ms);
    case 2:
      return format(lang, { month: 'numeric', day: 'numeric' }).format(ms);
    default:
      return format(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
  }
}

export const isIntraday = intraday;
