import { useCallback, useSyncExternalStore } from 'react';
import { drawnChoice } from './drawnChoices';
import { storeChoice, subscribeToStoredChoices } from './storedChoices';

/**
 * A yes/no preference kept in localStorage (the eye toggle, "hide small balances"), shared by
 * every screen that reads it and remembered across visits.
 */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribeToStoredChoices,
    () => localStorage.getItem(key) === '1',
    // What the server drew (off, unless the choice is one it draws by): React takes that markup
    // over before reading the stored choice.
    () => drawnChoice(key) === '1',
  );
  const set = useCallback((next: boolean) => storeChoice(key, next ? '1' : null), [key]);
  return [value, set];
}

/** The eye toggle on the assets screens: hides every amount. */
export const useAmountsHidden = () => useStoredFlag('assets.hide_amounts');
