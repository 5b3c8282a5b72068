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
