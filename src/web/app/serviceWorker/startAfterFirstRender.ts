/**
 * Loads the service worker's part of the app (registration, the offline notice, the update
 * offer) once the page has loaded and the phone is idle: none of it is home's start-up code
 * (≤ 125 KB, ≤ 6 scripts before home shows).
 */
export function startServiceWorkerAfterFirstRender(): void {
  const mount = () => void import('./ServiceWorkerNotices').then((m) => m.mountServiceWorkerNotices());
  // When the phone has nothing else to do: the worker's install downloads and stores files, which
  // must not compete with the screen the user is waiting for (wallet browsers without idle
  // callbacks wait two seconds).
  const start = () =>
    'requestIdleCallback' in window ? requestIdleCallback(mount, { timeout: 5000 }) : setTimeout(mount, 2000);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
