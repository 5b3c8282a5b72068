/*
 * Choices kept in localStorage (a yes/no flag, the last pair, the chart's settings): how a screen
 * hears that one changed, whether in this tab (the writer announces it) or in another one (the
 * browser's storage event).
 */
import { rememberDrawnChoice } from './drawnChoices';

const CHANGE = 'tw-stored-choice';

/** For useSyncExternalStore: calls `onChange` whenever a stored choice may have changed. */
export function subscribeToStoredChoices(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onChange); // another tab changed it
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Stores a choice (null forgets it) and tells this tab's readers. */
export function storeChoice(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  rememberDrawnChoice(key, value);
  window.dispatchEvent(new Event(CHANGE));
}
