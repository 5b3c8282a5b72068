import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format';
import './flashingPrice.css';

type Shown = { value: string; direction: 'up' | 'down' | null };

/**
 * A price that flashes green or red for a moment when it moves (screens.md). The direction
 * compares the new string with the one shown before, as numbers for ordering only.
 */
export function FlashingPrice({ value, places }: { value: string; places: number }) {
  const { i18n } = useTranslation();
  const [shown, setShown] = useState<Shown>({ value, direction: null });
  // React's "adjust state when a prop changes" pattern: remember the last value and its move.
  if (shown.value !== value)
    setShown({ value, direction: Number(value) >= Number(shown.value) ? 'up' : 'down' });
  const text = formatPrice(value, places, i18n.language);
  return (
    // A new key restarts the CSS animation on every move. The coloured copy is drawn over the
    // price by CSS (flashingPrice.css) from data-text, so the price's own text stays one string.
    <span
      key={value}
      className={shown.direction ? `tw-flash is-${shown.direction}` : undefined}
      data-text={shown.direction ? text : undefined}
    >
      {text}
    </span>
  );
}
