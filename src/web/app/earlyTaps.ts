import { EARLY_TAPS_GLOBAL } from '../../core/firstData';

/**
 * Replays the last tap made on the server's page before the app had started (the page's
 * start-up script held it): on the same element, now that React answers it. A tap on markup the
 * app has since replaced (a route's shell) is dropped.
 */
export function replayEarlyTap(): void {
  const take = (window as unknown as Record<string, (() => EventTarget[]) | undefined>)[EARLY_TAPS_GLOBAL];
  const taps = take?.() ?? [];
  const last = taps[taps.length - 1];
  if (last instanceof Element && last.isConnected)
    last.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}
