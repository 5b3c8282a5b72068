import type { Ticker } from '../../src/core/market/types';

/** A simulated ticker at `last`, stamped `ts`; the day's other figures are placeholders. */
export const tickerAt = (symbol: string, last: string, ts: number): Ticker => ({
  symbol,
  last,
  open24h: '100',
  high24h: last,
  low24h: '100',
  volume24h: '1',
  turnover24h: '1',
  change: '0',
  changePct: '0.00',
  ts,
  source: 'simulated',
});
