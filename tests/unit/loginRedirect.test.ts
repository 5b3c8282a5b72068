import { describe, expect, it } from 'vitest';
import { loginUrlFor, returnPathFrom } from '../../src/web/api/session/loginRedirect';
import { TABS } from '../../src/web/shell/routes';

describe('loginUrlFor', () => {
  it('returns to a page with backtype 1 and to a tab page with backtype 2', () => {
    expect(loginUrlFor('/pages/settings/account/index')).toBe(
      '/pages/user/login/login?backpage=%2Fpages%2Fsettings%2Faccount%2Findex&backtype=1',
    );
    expect(loginUrlFor('/pages/index/index')).toBe(
      '/pages/user/login/login?backpage=%2Fpages%2Findex%2Findex&backtype=2',
    );
  });

  it('knows every page of the tab bar as a tab, the contract screen and the options screen included', () => {
    const tabPages = TABS.flatMap((tab) => [tab.path, ...(tab.alsoOn ?? [])]);
    expect(tabPages).toEqual(expect.arrayContaining(['/pages/contract/index', '/pages/option/index']));
    for (const path of tabPages) expect(loginUrlFor(path), path).toContain('backtype=2');
  });

  it('keeps the query of the page to return to', () => {
    const url = loginUrlFor('/pages/settings/security/changePassword?from=menu');
    expect(returnPathFrom(url.split('?')[1] ?? '')).toBe('/pages/settings/security/changePassword?from=menu');
  });

  it('does not loop back to login', () => {
    expect(loginUrlFor('/pages/user/login/login?backpage=x')).toBe('/pages/user/login/login');
  });
});

describe('returnPathFrom', () => {
  it.each([
    ['?backpage=%2Fpages%2Fabout%2Findex', '/pages/about/index'],
    ['', '/pages/index/index'],
    ['?backpage=https%3A%2F%2Fevil.example', '/pages/index/index'],
    ['?backpage=%2F%2Fevil.example', '/pages/index/index'],
    ['?backpage=%2Fpages%2Fuser%2Flogin%2Flogin', '/pages/index/index'],
  ])('%s → %s', (search, expected) => {
    expect(returnPathFrom(search)).toBe(expected);
  });
});
