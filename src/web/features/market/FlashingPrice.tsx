import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format';
import './flashingPrice.css';

type Shown = { value: string; direction: 'up' | 'down' | null; moves: number };

/**
 * A price that flashes green or red for a moment when it moves (screens.md). The direction
 * compares the new string with the one shown before, as numbers for ordering only.
 */
export function FlashingPrice({ value, places }: { value: string; places: number }) {
  const { i18n } = useTranslation();
  const [shown, setShown] = useState<Shown>({ value, direction: null, moves: 0 });
  // React's "adjust state when a prop changes" pattern: remember the last value and its move.
  if (shown.value !== value)
    setShown({
      value,
      direction: Number(value) >= Number(shown.value) ? 'up' : 'down',
      moves: shown.moves + 1,
    });
  const text = formatPrice(value, places, i18n.language);
  // Each move switches between two identical animations, which restarts the flash on the same
  // element. (A new element per tick, as a new key made, was more work for every tick, and the
  // browser counted each as a new largest paint: spot trade's price is its largest text.)
  const flash = shown.direction ? `tw-flash is-${shown.direction} is-move-${shown.moves % 2}` : undefined;
  return (
    // The coloured copy is drawn over the price by CSS (flashingPrice.css) from data-text, so the
    // price's own text stays one string.
    <span className={flash} data-text={shown.direction ? text : undefined}>
      {text}
    </span>
  );
}
