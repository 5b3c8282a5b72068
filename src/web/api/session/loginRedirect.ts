/** Builds the spec's login URL: `backpage` to return to, `backtype` 2 when it is a tab page. */
export const LOGIN_PATH = '/pages/user/login/login';

/**
 * The tab bar's pages, as the features' route manifests declare their tabs: the shell names them
 * at start-up (shell/routes.ts), so a new tab needs no edit here. Home until then.
 */
let tabPages: ReadonlySet<string> = new Set(['/pages/index/index']);

export function setTabPages(paths: Iterable<string>): void {
  tabPages = new Set(paths);
}

export function loginUrlFor(currentPath: string): string {
  if (currentPath.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  const pathname = currentPath.split('?')[0] ?? currentPath;
  const backtype = tabPages.has(pathname) ? 2 : 1;
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
