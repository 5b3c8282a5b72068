/*
 * Whether the screen the page opened on is on screen and answering taps. A screen the server drew
 * from a lazy route is React's only once its code has arrived (React keeps the server's markup
 * until then): a tap held before that must wait for it (earlyTaps.ts).
 */
let shown = false;
const waiting: (() => void)[] = [];

/** The first lazy screen has rendered (or failed to load, and says so). */
export function markScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the first lazy screen has rendered: at once if it has. */
export function whenScreenShown(run: () => void): void {
  if (shown) run();
  else waiting.push(run);
}
