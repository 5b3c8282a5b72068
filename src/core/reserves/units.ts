/**
 * An integer in a coin's smallest unit (as the proof file and the publication carry it) as a
 * decimal in the coin: ("120250000", 6) → "120.25". Digits are moved, never divided, so nothing
 * is rounded; trailing zeros are dropped.
 */
export function unitsToDecimal(units: string, decimals: number): string {
  if (!/^\d+$/.test(units)) throw new Error(`not an amount in units: ${units}`);
  const digits = units.replace(/^0+(?=\d)/, '');
  if (decimals <= 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, -decimals);
  const fraction = padded.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
