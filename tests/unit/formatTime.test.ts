import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { candleTimeLabel } from '../../src/web/features/chart/chartTime';
import { formatClock, formatTime } from '../../src/web/ui/format/formatTime';

process.env.TZ = 'UTC'; // the helpers write the reader's local time; pin it for the table below

const at = Date.UTC(2026, 10, 24, 0, 8, 9); // just after midnight: "00", never "24"

describe('formatTime', () => {
  it.each([
    ['th', '24/11/2569 00:08:09'],
    ['th-TH', '24/11/2569 00:08:09'],
    ['en', '11/24/2026, 00:08:09'],
    ['zh-CN', '2026/11/24 00:08:09'],
    ['ko', '2026. 11. 24. 00:08:09'],
  ])('writes a record time in %s as %s', (lang, text) => {
    expect(formatTime(new Date(at).toISOString(), lang)).toBe(text);
    expect(formatTime(at, lang)).toBe(text);
  });

  it('writes the Buddhist year in full in Thai for every kind of date', () => {
    expect(formatClock(at, 'th')).toBe('00:08:09');
    expect(candleTimeLabel(at, '1D', 'th')).toBe('24/11/2569');
    expect(candleTimeLabel(at, '1M', 'th')).toBe('11/2569');
    expect(candleTimeLabel(at, '1h', 'th')).toBe('24/11 00:08');
  });
});

describe('formatClock', () => {
  const LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'es', 'th'];
  // Written without Intl (its first date formatter is a long task): it must stay what Intl writes.
  it.each(['UTC', 'Asia/Shanghai', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'])(
    'writes what Intl writes in every language, in %s',
    (zone) => {
      const saved = process.env.TZ;
      process.env.TZ = zone;
      try {
        const intl = LANGUAGES.map(
          (lang) =>
            [
              lang,
              new Intl.DateTimeFormat(lang, {
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
                hourCycle: 'h23',
                timeZone: zone,
              }),
            ] as const,
        );
        // Every 47 minutes and 13 seconds through a year: all hours, DST changes, both halves of a day.
        for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 2_833_000) {
          for (const [lang, format] of intl) {
            const written = format.format(time);
            if (formatClock(time, lang) !== written)
              expect(`${lang} ${formatClock(time, lang)}`).toBe(`${lang} ${written}`);
          }
        }
        expect(formatClock(Date.UTC(2026, 10, 24, 0, 8, 9), 'en')).toMatch(/^\d\d:\d\d:09$/);
      } finally {
        process.env.TZ = saved;
      }
    },
  );
});

describe('dates on screens', () => {
  const web = path.resolve(import.meta.dirname, '../../src/web');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
    });

  it('are all written by the shared helpers in ui/format/formatTime.ts', () => {
    const own = path.join(web, 'ui/format/formatTime.ts');
    const offenders = files(web).filter(
      (file) =>
        file !== own &&
        /toLocale(Date|Time)?String\(|new Intl\.DateTimeFormat\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((f) => path.relative(web, f))).toEqual([]);
  });
});
