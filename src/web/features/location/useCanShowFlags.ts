import { useEffect, useState } from 'react';

let known: boolean | undefined;

/**
 * Whether this device draws a flag emoji as a flag: one glyph for the two regional indicator
 * letters. Phones do; Windows and a system without an emoji font draw two letters or two empty
 * boxes, which would only repeat the country code beside the name, so no flag is shown there.
 */
function canShowFlags(): boolean {
  if (known !== undefined) return known;
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return (known = false);
    context.font = `32px ${getComputedStyle(document.body).fontFamily}`;
    const flag = context.measureText('\u{1F1E9}\u{1F1EA}').width;
    const letter = context.measureText('\u{1F1E9}').width;
    known = flag > 0 && flag < letter * 1.5;
  } catch {
    known = false;
  }
  return known;
}

/** canShowFlags, measured once in the browser after the first render (the server draws no flags). */
export function useCanShowFlags(): boolean {
  const [can, setCan] = useState(known ?? false);
  useEffect(() => setCan(canShowFlags()), []);
  return can;
}
