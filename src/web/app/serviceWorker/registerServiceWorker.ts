import { isAsset } from './cachePolicy';

export type UpdateOffer = {
  /** Switches to the new version: the waiting worker takes over, then the page reloads once. */
  apply(): void;
};

/**
 * Registers /sw.js and reports a new version when one is installed and waiting. It never takes
 * over by itself (no skipWaiting on install): a running app keeps its version until the user
 * says reload, so no page runs half old, half new code.
 */
export async function registerServiceWorker(onUpdate: (offer: UpdateOffer) => void): Promise<void> {
  const sw = navigator.serviceWorker;
  // This page came from the network, not through a worker: its files are kept below.
  const firstVisit = !sw.controller;
  const registration = await sw.register('/sw.js', { scope: '/' });

  let accepted = false;
  const offer = (waiting: ServiceWorker) =>
    onUpdate({
      apply() {
        accepted = true;
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  let controlled = !firstVisit;
  sw.addEventListener('controllerchange', () => {
    if (accepted) {
      accepted = false; // once
      location.reload();
      return;
    }
    // Another tab took the new version: this one runs the old code, so it offers a reload.
    if (controlled) onUpdate({ apply: () => location.reload() });
    controlled = true;
  });
  if (registration.waiting && sw.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && sw.controller) offer(installing);
    });
  });
  // A phone keeps the app open for days: look for a new version whenever it comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });

  if (firstVisit) {
    // Keep what this visit loaded before the worker existed: the page and its build files
    // (from the browser's cache, not downloaded again). Workbox's routes answer CACHE_URLS.
    const active = (await sw.ready).active;
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => isAsset(new URL(name), location.origin));
    active?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [[location.href, { headers: { accept: 'text/html' } }], ...files] },
    });
  }
}
