import { describe, expect, it } from 'vitest';
import { sparkline } from '../../src/web/features/options/sparkline';

describe('the options compact chart’s line', () => {
  it('spans the box: the highest close at the top margin, the lowest at the bottom one', () => {
    const drawn = sparkline(['100.5', '102.25', '99.75', '101'], 300, 96, 6)!;
    expect(drawn.line).toBe('M0,64.8L100,6L200,90L300,48');
    expect(drawn.area).toBe('M0,96L0,64.8L100,6L200,90L300,48L300,96Z');
    expect(drawn.last).toEqual({ x: 300, y: 48 });
  });

  it('labels its ends with the feed’s exact strings, not re-printed floats', () => {
    const drawn = sparkline(['0.10000000', '0.30000000', '0.20000000'], 300, 96)!;
    expect(drawn.high).toBe('0.30000000');
    expect(drawn.low).toBe('0.10000000');
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
