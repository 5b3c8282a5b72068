import type { QueryClient } from '@tanstack/react-query';

/** What "clear cache" keeps: the session and the language choice. Everything else goes. */
const KEPT = new Set(['token', 'user', 'lang']);

export function clearAppCache(queryClient: QueryClient): void {
  queryClient.clear();
  for (const key of Object.keys(localStorage)) {
    if (!KEPT.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}
