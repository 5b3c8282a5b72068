import i18next from 'i18next';
import { base } from 'react-vant/es/locale/lang/base.js';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/languages';
import { readLocale } from '../../src/server/localeFiles';
import { uiKitLocale } from '../../src/web/shell/uiKitLocale';

/*
 * react-vant draws some texts itself (a list's "Loading…", pull-to-refresh, a picker's "Select")
 * and ships them in Chinese by default: issue 29 found "加载中..." on the Thai account changes.
 * Every text it has must be written in every language the app speaks.
 */
async function localeIn(code: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: code,
    resources: { [code]: { translation: readLocale(code) } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  } as Parameters<typeof i18n.init>[0]);
  return uiKitLocale(i18n.t);
}

/** Each text of react-vant's own (Chinese) locale, by path, with ours in its place. */
function pairs(kit: object, ours: object, path = ''): [string, unknown, unknown][] {
  return Object.entries(kit).flatMap(([key, value]) => {
    const mine = (ours as Record<string, unknown>)[key];
    const at = `${path}${key}`;
    if (typeof value === 'function') {
      // The functions take counts, years and months: 2 of each.
      const call = (f: unknown) => (typeof f === 'function' ? (f as (...n: number[]) => unknown)(2, 2) : f);
      return [[at, call(value), call(mine)] as [string, unknown, unknown]];
    }
    if (Array.isArray(value))
      return value.map(
        (item, i) => [`${at}.${i}`, item, (mine as unknown[] | undefined)?.[i]] as [string, unknown, unknown],
      );
    if (typeof value === 'object' && value) return pairs(value, (mine as object) ?? {}, `${at}.`);
    return [[at, value, mine] as [string, unknown, unknown]];
  });
}

describe("react-vant's own texts", () => {
  it.each(LANGUAGES.map((l) => l.code))('are all written in %s', async (code) => {
    const found = pairs(base, await localeIn(code));
    expect(found.length).toBeGreaterThan(50);
    const unwritten = found
      .filter(([, , ours]) => typeof ours !== 'string' || !ours.trim() || /\{\{|uikit\.|common\./.test(ours))
      .map(([path, , ours]) => `${path}: ${String(ours)}`);
    expect(unwritten).toEqual([]);
    // Chinese only where the app speaks Chinese (a weekday 日 is also Japanese).
    if (!code.startsWith('zh') && code !== 'ja') {
      const chinese = found.filter(([, kit, ours]) => ours === kit).map(([path]) => path);
      expect(chinese).toEqual([]);
    }
  });

  it('says a list is loading in Thai for a Thai reader', async () => {
    expect((await localeIn('th')).loading).toBe('กำลังโหลด…');
  });
});
