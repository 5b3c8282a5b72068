import { whenIdle } from './whenIdle';

let started = false;

/**
 * Loads the service worker's part of the app (the offline notice, the update offer, the
 * registration) once the app has started and the page has loaded, and only once: none of it is
 * home's start-up code (≤ 125 KB, ≤ 6 scripts before home shows). The notice shows from then on;
 * the worker itself registers later, when the phone is idle (see ServiceWorkerNotices).
 */
export function startServiceWorkerAfterFirstRender(): void {
  if (started) return;
  started = true;
  const load = () => void import('./ServiceWorkerNotices').then((m) => m.mountServiceWorkerNotices());
  // In a pause of its own: right after the app's first render it lengthened start-up's longest task.
  const mount = () => whenIdle(load);
  if (document.readyState === 'complete') mount();
  else window.addEventListener('load', mount, { once: true });
}
