import { describe, expect, it } from 'vitest';
import type { Candle } from '../../src/core/market/types';
import { candleChange } from '../../src/web/features/chart/ChartLegend';

const candle = (o: string, c: string): Candle => ({ t: 0, o, h: c, l: o, c, v: '1' });

describe('the chart legend’s change', () => {
  it('measures a crypto candle from its own open', () => {
    expect(candleChange(candle('100', '101'))).toEqual({ pct: '+1.00%', direction: 'up' });
  });

  it('measures a stock candle from the previous candle’s close, as the header measures the day', () => {
    // AAPL's Monday: opened at 224.85 after a gap down from Friday's 237.65, closed at 228.74.
    // The header says −3.75 % (from Friday's close); so must the day's candle.
    expect(candleChange(candle('224.85', '228.74'), '237.65')).toEqual({
      pct: '\u22123.75%',
      direction: 'down',
    });
  });

  it('rounds half to even, as the tickers do', () => {
    // 0.025 % exactly: the tickers' changePct would say 0.02, never 0.03.
    expect(candleChange(candle('1000', '1000.25'), '1000')).toEqual({ pct: '+0.02%', direction: 'up' });
  });

  it('writes the change in the reader’s percent format', () => {
    // CLDR: Spanish puts a no-break space before the sign and a decimal comma; Thai and Chinese as English.
    expect(candleChange(candle('100', '101.5'), '100', 'es').pct).toBe('+1,50\u00a0%');
    expect(candleChange(candle('100', '98'), '100', 'th').pct).toBe('\u22122.00%');
    expect(candleChange(candle('0', '1'), '0', 'es')).toEqual({ pct: '0,00\u00a0%', direction: 'flat' });
  });
});
