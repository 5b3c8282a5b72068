/**
 * Loads the service worker's part of the app (registration, the offline notice, the update
 * offer) once the page has loaded and home has painted: none of it is home's start-up code
 * (≤ 125 KB, ≤ 6 scripts before home shows).
 */
export function startServiceWorkerAfterFirstRender(): void {
  const start = () =>
    requestAnimationFrame(() =>
      setTimeout(() => void import('./ServiceWorkerNotices').then((m) => m.mountServiceWorkerNotices())),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
