import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { chooserUrl, forgetChoice, peekChoice, type ChooserShows, type LocationChoice } from './chooser';

/** The opener's history state: its typed fields, kept while the chooser is open. */
type OpenerState = { locationDraft?: unknown };
/** The chooser's: it was opened by a screen one step back, so going back returns there. */
export type ChooserState = { fromOpener?: boolean };

/**
 * Opens /choose-location for `field`. The opener's current fields (`draft`) are kept in its own
 * history entry and come back with useChosenLocation when the user returns.
 */
export function useLocationChooser() {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  return (field: string, options: { shows: ChooserShows; value: string; draft?: unknown }) => {
    const kept: OpenerState = { ...(state as object | null), locationDraft: options.draft };
    navigate({ pathname, search }, { replace: true, state: kept });
    const fromOpener: ChooserState = { fromOpener: true };
    navigate(chooserUrl({ back: pathname + search, field, shows: options.shows, value: options.value }), {
      state: fromOpener,
    });
  };
}

/**
 * On the opener: the choice made for `field` (null when none was made, or the user came back
 * without choosing) and the fields it had typed before opening the chooser.
 */
export function useChosenLocation<Draft>(field: string): {
  choice: LocationChoice | null;
  draft: Draft | undefined;
} {
  const { state } = useLocation();
  // Read once, as the screen mounts; removed after the first render so it is applied exactly once.
  const [choice] = useState(() => peekChoice(field));
  useEffect(() => {
    if (choice) forgetChoice();
  }, [choice]);
  return { choice, draft: (state as OpenerState | null)?.locationDraft as Draft | undefined };
}
