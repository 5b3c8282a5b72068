import { describe, expect, it } from 'vitest';
import { parseSupportHours, supportOpenAt } from '../../src/core/schemas/support';
import { dayRuns, formatSupportDays, utcOffsetText } from '../../src/web/features/support/formatSupportHours';

const at = (iso: string) => Date.parse(iso);

describe('parseSupportHours', () => {
  it.each([
    [
      '09:00-21:00 UTC+8 daily',
      { from: '09:00', to: '21:00', utc_offset_minutes: 480, days: [1, 2, 3, 4, 5, 6, 7] },
    ],
    ['09:00–18:00 UTC mon-fri', { from: '09:00', to: '18:00', utc_offset_minutes: 0, days: [1, 2, 3, 4, 5] }],
    [
      '22:00-06:00 UTC-3:30 fri-sun,tue',
      { from: '22:00', to: '06:00', utc_offset_minutes: -210, days: [2, 5, 6, 7] },
    ],
    [
      '08:30-17:30 UTC+05:30',
      { from: '08:30', to: '17:30', utc_offset_minutes: 330, days: [1, 2, 3, 4, 5, 6, 7] },
    ],
    ['10:00-16:00 UTC+1 sat-mon', { from: '10:00', to: '16:00', utc_offset_minutes: 60, days: [1, 6, 7] }],
  ])('reads %s', (text, hours) => expect(parseSupportHours(text)).toEqual(hours));

  it.each([
    '',
    '9-5',
    '25:00-21:00 UTC',
    '09:00-21:00 GMT+8',
    '09:00-21:00 UTC+15',
    '09:00-21:00 UTC mon-xyz',
  ])('refuses %j', (text) => expect(parseSupportHours(text)).toBeNull());
});

describe('supportOpenAt', () => {
  const weekdays = parseSupportHours('09:00-21:00 UTC+8 mon-fri')!;
  it('is open within the hours at their offset, on their days', () => {
    // Monday 2026-11-23 01:00 UTC is 09:00 in UTC+8.
    expect(supportOpenAt(weekdays, at('2026-11-23T01:00:00Z'))).toBe(true);
    expect(supportOpenAt(weekdays, at('2026-11-23T00:59:00Z'))).toBe(false);
    expect(supportOpenAt(weekdays, at('2026-11-23T12:59:00Z'))).toBe(true);
    expect(supportOpenAt(weekdays, at('2026-11-23T13:00:00Z'))).toBe(false);
    // Saturday in UTC+8.
    expect(supportOpenAt(weekdays, at('2026-11-28T03:00:00Z'))).toBe(false);
  });

  it('keeps an overnight span with the day it opened', () => {
    const nights = parseSupportHours('22:00-06:00 UTC fri')!;
    expect(supportOpenAt(nights, at('2026-11-27T23:00:00Z'))).toBe(true); // Friday night
    expect(supportOpenAt(nights, at('2026-11-28T05:59:00Z'))).toBe(true); // Saturday morning
    expect(supportOpenAt(nights, at('2026-11-28T23:00:00Z'))).toBe(false); // Saturday night
  });

  it('is always open round the clock on its days', () => {
    const always = parseSupportHours('00:00-00:00 UTC daily')!;
    expect(supportOpenAt(always, at('2026-11-28T13:37:00Z'))).toBe(true);
  });
});

describe('the hours as the chat words them', () => {
  it('joins consecutive days into ranges', () => {
    expect(dayRuns([1, 2, 3, 4, 5, 7])).toEqual([
      [1, 5],
      [7, 7],
    ]);
  });
  it('writes the offset as people read it', () => {
    expect([480, 330, -210, 0].map(utcOffsetText)).toEqual(['UTC+8', 'UTC+5:30', 'UTC−3:30', 'UTC']);
  });
  it('names the days in the reader’s language', () => {
    expect(formatSupportDays([1, 2, 3, 4, 5, 6, 7], 'en', 'every day')).toBe('every day');
    expect(formatSupportDays([1, 2, 3, 4, 5, 7], 'en', '')).toBe('Mon–Fri and Sun');
    expect(formatSupportDays([1, 2, 3, 4, 5], 'zh-CN', '')).toBe('周一–周五');
  });
});
