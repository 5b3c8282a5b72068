import type { Dispatch, SetStateAction } from 'react';

/**
 * The `set` of a form kept in one state object: merges the changed values and marks their fields
 * as touched (useFieldErrors), so each error shows once the user has typed there.
 */
export function editFields<State extends object>(
  setForm: Dispatch<SetStateAction<State>>,
  touch: (field: Extract<keyof State, string>) => void,
) {
  return (patch: Partial<State>) => {
    setForm((form) => ({ ...form, ...patch }));
    for (const field of Object.keys(patch)) touch(field as Extract<keyof State, string>);
  };
}
