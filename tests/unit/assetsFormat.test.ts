import { describe, expect, it } from 'vitest';
import { filterCoins, isSmallBalance } from '../../src/web/features/assets/filterCoins';
import { formatWithMinus, numberFormat } from '../../src/web/ui/format/numbers';
import type { CoinBalance } from '../../src/web/features/assets/queries';

const coin = (symbol: string, total: string, valuation: string | null): CoinBalance => ({
  currency_id: symbol.length,
  symbol,
  name: `${symbol} coin`,
  decimals: 8,
  available: total,
  frozen: '0',
  total,
  valuation,
});

describe('hide small balances', () => {
  it('hides coins worth under 1 USDT, and unpriced coins only when empty', () => {
    expect(isSmallBalance(coin('USDT', '0.99', '0.99'))).toBe(true);
    expect(isSmallBalance(coin('USDT', '1', '1'))).toBe(false);
    expect(isSmallBalance(coin('BTC', '0.0001', null))).toBe(false);
    expect(isSmallBalance(coin('BTC', '0', null))).toBe(true);
  });

  it('filters by search on symbol or name, with or without small balances', () => {
    const coins = [coin('USDT', '5', '5'), coin('USDC', '0.5', '0.5'), coin('BTC', '0.1', null)];
    expect(filterCoins(coins, '', true).map((c) => c.symbol)).toEqual(['USDT', 'BTC']);
    expect(filterCoins(coins, 'usd', false).map((c) => c.symbol)).toEqual(['USDT', 'USDC']);
    expect(filterCoins(coins, ' btc coin ', false).map((c) => c.symbol)).toEqual(['BTC']);
  });
});

describe('formatWithMinus', () => {
  it.each(['en', 'zh-CN', 'ja', 'ko', 'es', 'th', 'zh-TW'])('writes a real minus sign in %s', (lang) => {
    const shown = formatWithMinus(numberFormat(lang, { maximumFractionDigits: 2 }), '-1234.5');
    expect(shown.startsWith('\u2212')).toBe(true);
    expect(shown).not.toContain('-');
  });
});
