import { describe, expect, it } from 'vitest';
import type { Ticker } from '../../src/core/market/types';
import type { PairQuote } from '../../src/core/schemas/market';
import { pairsWithLiveTickers, withTickers } from '../../src/web/features/market/liveTickers';
import { tickerAt as ticker } from '../helpers/tickers';

const pair = (symbol: string, t: Ticker | null): PairQuote => ({
  id: 1,
  symbol,
  base: symbol.split('/')[0]!,
  quote: 'USDT',
  price_decimals: 2,
  qty_decimals: 4,
  min_qty: '0.0001',
  fee_rate: '0.001',
  recommended: true,
  ticker: t,
});

describe('home’s live quotes', () => {
  it('takes a newer ticker, and returns the same list when a message moves nothing', () => {
    const btc = ticker('BTC/USDT', '100', 1000);
    const live = withTickers({}, [btc]);
    expect(live['BTC/USDT']).toBe(btc);
    // The same second again (the feed repeats tickers): no new list, so nothing is redrawn.
    expect(withTickers(live, [ticker('BTC/USDT', '100', 1000)])).toBe(live);
    const moved = withTickers(live, [ticker('BTC/USDT', '101', 2000), ticker('ETH/USDT', '5', 2000)]);
    expect(moved['BTC/USDT']?.last).toBe('101');
    expect(moved['ETH/USDT']?.last).toBe('5');
  });

  it('gives a row a new pair only when its own quote moved', () => {
    const pairs = [pair('BTC/USDT', ticker('BTC/USDT', '100', 1000)), pair('ETH/USDT', null)];
    const merged = new WeakMap<PairQuote, PairQuote>();
    const first = withTickers({}, [ticker('BTC/USDT', '101', 2000), ticker('ETH/USDT', '5', 2000)]);
    const [btc1, eth1] = pairsWithLiveTickers(pairs, first, merged);
    expect(btc1?.ticker?.last).toBe('101');
    expect(eth1?.ticker?.last).toBe('5');

    // Only ETH moves: BTC's row keeps its object (a memoised row is not redrawn), ETH's is new.
    const second = withTickers(first, [ticker('ETH/USDT', '6', 3000)]);
    const [btc2, eth2] = pairsWithLiveTickers(pairs, second, merged);
    expect(btc2).toBe(btc1);
    expect(eth2).not.toBe(eth1);
    expect(eth2?.ticker?.last).toBe('6');
  });

  it('keeps the list’s own ticker when the live one is older', () => {
    const listed = pair('BTC/USDT', ticker('BTC/USDT', '105', 5000));
    const [shown] = pairsWithLiveTickers(
      [listed],
      { 'BTC/USDT': ticker('BTC/USDT', '101', 4000) },
      new WeakMap(),
    );
    expect(shown).toBe(listed);
  });
});
