/** Builds the spec's login URL: `backpage` to return to, `backtype` 2 when it is a tab page. */
export const LOGIN_PATH = '/pages/user/login/login';

export const TAB_PATHS = [
  '/pages/index/index',
  '/pages/trade/index',
  '/pages/option/index',
  '/pages/account/index',
] as const;

export function loginUrlFor(currentPath: string): string {
  if (currentPath.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  const pathname = currentPath.split('?')[0] ?? currentPath;
  const backtype = (TAB_PATHS as readonly string[]).includes(pathname) ? 2 : 1;
  const params = new URLSearchParams({ backpage: currentPath, backtype: String(backtype) });
  return `${LOGIN_PATH}?${params.toString()}`;
}

/** Where to go after login: only a same-site path, never an outside URL smuggled into backpage. */
export function returnPathFrom(search: string): string {
  const backpage = new URLSearchParams(search).get('backpage');
  if (
    backpage &&
    backpage.startsWith('/') &&
    !backpage.startsWith('//') &&
    !backpage.startsWith(LOGIN_PATH)
  ) {
    return backpage;
  }
  return '/pages/index/index';
}
