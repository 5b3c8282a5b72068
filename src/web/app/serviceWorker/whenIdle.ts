/**
 * Runs `work` when the phone has nothing else to do: the worker's install downloads and stores
 * files, which must not compete with the screen the user is waiting for (wallet browsers
 * without idle callbacks wait two seconds).
 */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 2000);
}
