import type { QueryClient } from '@tanstack/react-query';

/** What "clear cache" keeps: the session and the language choice. Everything else goes. */
const KEPT = new Set(['token', 'user', 'lang']);

export type ClearedCache = {
  /** The service worker's caches deleted (pages and build files kept for offline starts). */
  caches: number;
  /** The files they held. */
  files: number;
};

/**
 * Clears the app's data on this device: queries, storage (but the session and language) and the
 * service worker's caches, which it fills again as the app is used. Says what it deleted.
 */
export async function clearAppCache(queryClient: QueryClient): Promise<ClearedCache> {
  queryClient.clear();
  for (const key of Object.keys(localStorage)) {
    if (!KEPT.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
  // Browsers without service workers may still have the Cache API; some wallet browsers have neither.
  if (typeof caches === 'undefined') return { caches: 0, files: 0 };
  const names = await caches.keys();
  const sizes = await Promise.all(
    names.map(async (name) => {
      const files = (await (await caches.open(name)).keys()).length;
      await caches.delete(name);
      return files;
    }),
  );
  return { caches: names.length, files: sizes.reduce((sum, n) => sum + n, 0) };
}
