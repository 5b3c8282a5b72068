import { describe, expect, it } from 'vitest';
import { findRawKeys, rawKeyFinder } from '../helpers/rawKeys';

// The browser tests fail on any raw key a screen shows (tests/e2e/browser.ts): what they take for
// one must be one.
const finder = rawKeyFinder();

describe('raw message keys in page text', () => {
  it.each([
    ['errors.code_too_frequent', 'a key whose texts are plural forms'],
    ['withdraw.title', 'a key the texts hold'],
    ['deposit.page.nothing_here', 'a key under a path the texts hold'],
    ['errors.brand_new', 'a key of a namespace, not written yet'],
    ['options.status.won', 'a nested key'],
  ])('finds %s (%s)', (key) => {
    expect(findRawKeys(finder, `Oops: ${key}`)).toEqual([key]);
    expect(findRawKeys(finder, key)).toEqual([key]);
  });

  it.each([
    'https://support.example.com/trade.html',
    'https://docs.example.com/trade.price_label and https://docs.example.com/spec#trade.price_label',
    'https://example.com/?next=withdraw.title',
    'Write to support@trade.io or help.desk@records.example',
    'Export records.csv, then settings.json',
    'support.example.com',
    'BTC/USDT 0.5 trade. Next sentence',
    'Open /pages/trade/index or trade.Index',
    'v1.2.3 · app.tradewind',
    'deposit.currencies and withdraw.cashInfo (API call names)',
  ])('leaves text alone: %s', (text) => {
    expect(findRawKeys(finder, text)).toEqual([]);
  });
});
