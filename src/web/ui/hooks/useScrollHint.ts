import { useEffect, useRef } from 'react';
// Only the screens with such rows (the K-line's chips) download the fade.
import './scrollHint.css';

/**
 * For a row that scrolls sideways with its scrollbar hidden (period chips, tabs): marks the ends
 * that have more to show, `data-more-start` / `data-more-end`, which the `tw-scroll-x` class
 * fades out, so a label cut at the edge reads as "scroll for more" rather than as a broken
 * screen. Sizes are watched too: a language switch changes how much fits.
 */
export function useScrollHint<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const hidden = row.scrollWidth - row.clientWidth;
      row.toggleAttribute('data-more-start', hidden > 1 && row.scrollLeft > 1);
      row.toggleAttribute('data-more-end', hidden > 1 && row.scrollLeft < hidden - 1);
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const sizes = new ResizeObserver(update);
    sizes.observe(row);
    for (const child of row.children) sizes.observe(child);
    return () => {
      row.removeEventListener('scroll', update);
      sizes.disconnect();
    };
  }, []);
  return ref;
}
