import { describe, expect, it } from 'vitest';
import { matchLanguage, pickLanguage } from '../../src/core/languages';

describe('matchLanguage', () => {
  it.each([
    ['en-US', 'en'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh_tw', 'zh-TW'],
    ['ja-JP', 'ja'],
    ['ko', 'ko'],
    ['es-419', 'es'],
    ['th-TH', 'th'],
    ['fr-FR', null],
    ['', null],
    [null, null],
  ])('%s → %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });
});

describe('pickLanguage', () => {
  it('takes the first supported tag and falls back to English', () => {
    expect(pickLanguage(['fr-FR', 'ko-KR', 'en'])).toBe('ko');
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
