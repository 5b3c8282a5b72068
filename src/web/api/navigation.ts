/**
 * The router's navigate function, for code outside React (the API client's 999 redirect).
 * The app registers it once at start.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
