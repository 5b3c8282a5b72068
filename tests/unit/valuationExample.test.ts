import { describe, expect, it } from 'vitest';
import { usdtPriceOf } from '../../src/core/valuation';
import {
  calculateExample,
  EXAMPLE_HOLDINGS,
  examplePairs,
  type Holding,
} from '../../src/web/features/valuation/calculateExample';
import { formatCodeList } from '../../src/web/ui/format/formatCodeList';
import { marketPrices } from '../../src/server/modules/funds/prices';

const PRICES: Record<string, string> = { 'BTC/USDT': '96012.34', 'ETH/USDT': '3401.5' };
const latest = (pair: string) => PRICES[pair] ?? null;

describe('usdtPriceOf', () => {
  it('counts USDT and USDC at 1 and other coins at their USDT pair', () => {
    expect(usdtPriceOf('USDT', () => '0.99')?.toFixed()).toBe('1');
    expect(usdtPriceOf('USDC', () => null)?.toFixed()).toBe('1');
    expect(usdtPriceOf('BTC', latest)?.toFixed()).toBe('96012.34');
    expect(usdtPriceOf('NEW', latest)).toBeNull();
  });
  it('is the rule the assets total uses', () => {
    const market = {
      latest: (symbol: string) =>
        PRICES[symbol] ? { symbol, price: PRICES[symbol]!, ts: 1, source: 'simulated' as const } : null,
    };
    const prices = marketPrices(market);
    for (const symbol of ['USDT', 'USDC', 'BTC', 'ETH', 'NEW'])
      expect(prices.usdtPrice(symbol)?.toFixed() ?? null).toBe(
        usdtPriceOf(symbol, latest)?.toFixed() ?? null,
      );
  });
});

describe('calculateExample', () => {
  it('values available plus frozen, stablecoins at 1, and leaves demo out of the total', () => {
    const { lines, total, partial } = calculateExample(EXAMPLE_HOLDINGS, latest);
    expect(lines.map((l) => [l.account, l.symbol, l.total, l.price, l.value, l.counted])).toEqual([
      ['spot', 'BTC', '0.02', '96012.34', '1920.2468', true],
      ['spot', 'USDC', '120', '1', '120', true],
      ['contract', 'USDT', '250', '1', '250', true],
      ['trust', 'ETH', '0.5', '3401.5', '1700.75', true],
      ['demo', 'USDT', '10000', '1', '10000', false],
    ]);
    // 1920.2468 + 120 + 250 + 1700.75, exact: the screen cuts it to 3990.99.
    expect(total).toBe('3990.9968');
    expect(partial).toBe(false);
  });

  it('counts nothing for a coin without a price and says the total is partial', () => {
    const holdings: Holding[] = [
      { account: 'spot', symbol: 'NEW', available: '0', frozen: '1000' },
      { account: 'spot', symbol: 'USDT', available: '5', frozen: '0' },
    ];
    const { lines, total, partial } = calculateExample(holdings, latest);
    expect(lines[0]).toMatchObject({ price: null, value: null, counted: false });
    expect(total).toBe('5');
    expect(partial).toBe(true);
  });

  it('reads the prices of the pairs it needs, not of stablecoins', () => {
    expect(examplePairs(EXAMPLE_HOLDINGS)).toEqual(['BTC/USDT', 'ETH/USDT']);
  });
});

describe('formatCodeList', () => {
  it.each([
    ['en', 'USDT and USDC'],
    ['es', 'USDT y USDC'],
    ['ko', 'USDT 및 USDC'],
    ['ja', 'USDT、USDC'],
    ['zh-CN', 'USDT 和 USDC'],
    ['th', 'USDT และ USDC'],
  ])('names the stablecoins in %s as %s', (lang, expected) => {
    expect(formatCodeList(['USDT', 'USDC'], lang)).toBe(expected);
  });
});
