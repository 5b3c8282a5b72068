import { useEffect, useRef } from 'react';

/**
 * A section the user opens with a button somewhere else on the screen (the trade screens' chart,
 * under the order form): scrolled into view when it opens on their tap, so the tap visibly does
 * something, and left where it is when it was open on arrival.
 */
export function useRevealOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (shown && asked.current) ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    asked.current = false;
  }, [shown]);
  /** Call with the tap that opens the section. */
  const reveal = () => {
    asked.current = true;
  };
  return [ref, reveal] as const;
}
