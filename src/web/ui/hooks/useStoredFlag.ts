import { useCallback, useSyncExternalStore } from 'react';

const CHANGE = 'tw-stored-flag';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onChange); // another tab changed it
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * A yes/no preference kept in localStorage (the eye toggle, "hide small balances"), shared by
 * every screen that reads it and remembered across visits.
 */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key) === '1',
    () => false, // the server draws it off, and React takes that markup over before reading it
  );
  const set = useCallback(
    (next: boolean) => {
      if (next) localStorage.setItem(key, '1');
      else localStorage.removeItem(key);
      window.dispatchEvent(new Event(CHANGE));
    },
    [key],
  );
  return [value, set];
}

/** The eye toggle on the assets screens: hides every amount. */
export const useAmountsHidden = () => useStoredFlag('assets.hide_amounts');
