/**
 * Whether the server answered the last call: the API client and the realtime connection report
 * every outcome, so a page started from the service worker's cache learns at its first call or
 * connection that the network is gone, and an answer afterwards says it is back. The notice
 * (app/serviceWorker) loads after the first render and reads what happened before it came.
 */
let reachable = true;
const listeners = new Set<(reachable: boolean) => void>();

export function reportServerReachable(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  listeners.forEach((listener) => listener(value));
}

export const serverReachable = (): boolean => reachable;

export function onServerReachableChange(listener: (reachable: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
