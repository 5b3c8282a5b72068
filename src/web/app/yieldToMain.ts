/**
 * Lets the browser run what is waiting (a paint, a tap) before the next piece of start-up work,
 * so that start-up is several short tasks rather than one long one. `scheduler.yield` resumes
 * ahead of other queued tasks where the browser has it; a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
