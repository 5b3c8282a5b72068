import { describe, expect, it } from 'vitest';
import { priceRange, sparkline } from '../../src/web/features/options/sparkline';

describe('the options compact chart’s line', () => {
  it('spans the box: the highest close at the top margin, the lowest at the bottom one', () => {
    const drawn = sparkline(['100.5', '102.25', '99.75', '101'], 300, 96, 6)!;
    expect(drawn.line).toBe('M0,64.8L100,6L200,90L300,48');
    expect(drawn.area).toBe('M0,96L0,64.8L100,6L200,90L300,48L300,96Z');
    expect(drawn.last).toEqual({ x: 300, y: 48 });
  });

  it('says whether the hour rose, fell or ended where it began', () => {
    expect(sparkline(['1', '3', '2'], 300, 96)!.direction).toBe('up');
    expect(sparkline(['2', '1', '1.5'], 300, 96)!.direction).toBe('down');
    expect(sparkline(['2', '3', '2'], 300, 96)!.direction).toBe('flat');
  });

  it('draws a flat hour across the middle rather than dividing by nothing', () => {
    expect(sparkline(['5', '5', '5'], 300, 96)!.line).toBe('M0,48L150,48L300,48');
  });

  it('draws nothing from fewer than two closes', () => {
    expect(sparkline([], 300, 96)).toBeNull();
    expect(sparkline(['5'], 300, 96)).toBeNull();
  });
});

describe('the hour’s high and low beside the compact chart', () => {
  const candle = (h: string, l: string, c: string) => ({ t: 0, o: c, h, l, c, v: '1' });

  it('are the highest high and the lowest low traded, which the line through the closes does not reach', () => {
    const range = priceRange([
      candle('101.5', '99.9', '100'),
      candle('102.75', '100.2', '102'),
      candle('102.1', '98.05', '99'),
    ]);
    expect(range).toEqual({ high: '102.75', low: '98.05' });
  });

  it('compare as decimals and keep the feed’s exact strings', () => {
    // As text, '9.5' > '10.25'; as floats, 0.1 + 0.2 style noise would creep into a re-printed value.
    expect(priceRange([candle('9.5', '9.1', '9.2'), candle('10.25', '9.30000000', '10')])).toEqual({
      high: '10.25',
      low: '9.1',
    });
  });

  it('are nothing without a candle', () => {
    expect(priceRange([])).toBeNull();
  });
});
