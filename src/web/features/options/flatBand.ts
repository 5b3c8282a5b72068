import { Big, decimalPlaces } from '../../../core/money';
import type { OptionProduct } from '../../../core/schemas/options';
import { formatPrice } from '../market';

/*
 * "Flat" wins when the close is within the product's flat band of the open price: |close − open|
 * ≤ flat_band, a fixed amount in the quote coin (core/options.ts optionOutcome). The screens say
 * how wide it is, as "±6.00", so the user knows what they bet on.
 */

/**
 * The band or bands to show: the chosen period's; before a choice, the one every period of the
 * pair shares, or the narrowest and widest when they differ. Null when the pair has no periods.
 */
export function flatBandRange(
  periods: readonly OptionProduct[],
  seconds: number | null,
): { narrowest: string; widest: string } | null {
  const chosen = periods.find((p) => p.seconds === seconds);
  const bands = (chosen ? [chosen] : periods).map((p) => new Big(p.flat_band));
  if (bands.length === 0) return null;
  const sorted = bands.sort((a, b) => a.cmp(b));
  return { narrowest: sorted[0]!.toFixed(), widest: sorted[sorted.length - 1]!.toFixed() };
}

/**
 * "±6.00": the band at the pair's price places, or at its own when it has more (a band of 0.005
 * on a two-place pair is not "±0.00"). Nothing is cut: this is exactly what settles the option.
 */
export function bandText(band: string, priceDecimals: number, lang: string): string {
  return `±${formatPrice(band, Math.max(priceDecimals, decimalPlaces(band)), lang)}`;
}

/** The range as the Flat button writes it: "±6.00", or "±6.00–12.00" while periods differ. */
export function bandRangeText(
  range: { narrowest: string; widest: string },
  priceDecimals: number,
  lang: string,
): string {
  const narrowest = bandText(range.narrowest, priceDecimals, lang);
  if (new Big(range.narrowest).eq(range.widest)) return narrowest;
  return `${narrowest}–${bandText(range.widest, priceDecimals, lang).slice(1)}`;
}
