import { compactInteger, localDecimal } from './localDigits';
import { fixedPlaces, formatWithMinus, MINUS, numberFormat, type Direction } from './numbers';

/*
 * Every figure a screen shows, by what it means (style-by-example §6): a screen asks for a
 * balance, a fee, a price, a profit or a percentage, never for a number of places. One rule per
 * kind, the same on every screen:
 *
 *   kind                              places                    unit          sign
 *   amount of a coin (balance,        the coin's (USDT 6,       the coin      − only
 *     available, frozen, transfer,      BTC 8), padded
 *     deposit, withdrawal, margin,
 *     stake, payout, quantity)
 *   fee                               as an amount of its coin  the coin      none
 *   balance change (a record)         the coin's, padded        the coin      + / −
 *   valuation (what holdings are      2, padded                 USDT          − only
 *     worth: equity, account values)
 *   profit or loss                    2, padded                 USDT          + / −
 *   price                             the pair's, padded        the quote     none
 *   change in percent                 2, padded                 %             + / −
 *   rate (fee, maintenance)           up to 4, trimmed          %             none
 *   turnover, volume                  short form ("146.75M")    —             none
 *   a stock's turnover                short form ("$33.04B")    US dollar     none
 *
 * Every figure is cut, never rounded up (the spec's amount helper), written from the decimal
 * string as it came (no float, no big.js: home shows prices), grouped the reader's way
 * ("10,400.50", Spanish "10.400,50") and with the real minus sign U+2212. A figure shown as zero
 * ("−0.004" at 2 places) is unsigned.
 *
 * Each function returns the figure whole (`text`, unit included) and its parts, for a layout that
 * sets the unit apart (a big total with a small "USDT") or names it once in a column's heading.
 */

export type { Direction };

/** A coin as the figures need it: its symbol and the places it is counted in. */
export type Coin = {
  symbol: string;
  /** The coin's places; unknown (a record drawn before the coins arrive): the value's own. */
  decimals: number | undefined;
};

/**
 * A pair's prices: its precision (unknown: a recorded price shown exactly), and the coin they are
 * quoted in where the layout has no heading for it.
 */
export type PriceScale = { price_decimals: number | undefined; quote?: string };

export type Figure = {
  /** Number and unit, as a sentence or a cell shows it: "1,234.500000 USDT". */
  text: string;
  /** The number alone: "1,234.500000". */
  number: string;
  /** "USDT", "%", or "" where the kind has none. */
  unit: string;
};

export type SignedFigure = Figure & { direction: Direction };

/** Contracts, options and every valuation are counted in USDT, kept to its 6 places (the seed's). */
export const USDT: Coin = { symbol: 'USDT', decimals: 6 };

/** Valuations and profit or loss read as money: to the cent. */
const VALUE_PLACES = 2;
const PERCENT_PLACES = 2;
const RATE_PLACES = 4;

/** What a hidden figure shows (the eye toggle). */
export const HIDDEN = '****';

type Parts = { negative: boolean; whole: string; fraction: string };

/** A plain decimal string's sign and digits ("-0012.50" → −, "12", "50"); anything else reads as 0. */
function partsOf(value: string): Parts {
  const match = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(value);
  if (!match || (match[2] === '' && !match[3])) return { negative: false, whole: '0', fraction: '' };
  return {
    negative: match[1] === '-',
    whole: match[2]!.replace(/^0+(?=\d)/, '') || '0',
    fraction: match[3] ?? '',
  };
}

/** The digits cut (never rounded) to `places`, padded to them; a cut value of zero is unsigned. */
function cut(value: string, places: number): { negative: boolean; digits: string } {
  const { negative, whole, fraction } = partsOf(value);
  const kept = fraction.slice(0, places).padEnd(places, '0');
  const digits = places > 0 ? `${whole}.${kept}` : whole;
  return { negative: negative && /[1-9]/.test(digits), digits };
}

/** The places a decimal string carries without trailing zeros: "12.5000" → 1. */
const ownPlaces = (value: string) => partsOf(value).fraction.replace(/0+$/, '').length;

const withUnit = (number: string, unit: string): Figure => ({
  text: unit ? `${number} ${unit}` : number,
  number,
  unit,
});

/** A figure at fixed places, its minus sign the real one. */
function unsigned(value: string, places: number, lang: string): string {
  const { negative, digits } = cut(value, places);
  return `${negative ? MINUS : ''}${localDecimal(digits, lang)}`;
}

/** A figure with its sign always written (+ / −), and its direction for the colour. */
function signed(value: string, places: number, lang: string): { number: string; direction: Direction } {
  const { negative, digits } = cut(value, places);
  const zero = !/[1-9]/.test(digits);
  const direction: Direction = zero ? 'flat' : negative ? 'down' : 'up';
  const sign = direction === 'up' ? '+' : direction === 'down' ? MINUS : '';
  return { number: `${sign}${localDecimal(digits, lang)}`, direction };
}

const coinPlaces = (value: string, coin: Coin) => coin.decimals ?? ownPlaces(value);

/** An amount of a coin, held or moved: "3,617.110041 USDT", "0.50000000 BTC". */
export const formatCoinAmount = (value: string, coin: Coin, lang: string): Figure =>
  withUnit(unsigned(value, coinPlaces(value, coin), lang), coin.symbol);

/** A fee, charged in a coin: written as an amount of that coin, so it lines up with the amount it goes with. */
export const formatFee = (value: string, coin: Coin, lang: string): Figure =>
  formatCoinAmount(value, coin, lang);

/** A change to a balance (a record): "+12.500000 USDT", "−20.000000 USDT". */
export function formatBalanceChange(value: string, coin: Coin, lang: string): SignedFigure {
  const { number, direction } = signed(value, coinPlaces(value, coin), lang);
  return { ...withUnit(number, coin.symbol), direction };
}

/** What holdings are worth in USDT: "51,727.03 USDT". */
export const formatValuation = (value: string, lang: string): Figure =>
  withUnit(unsigned(value, VALUE_PLACES, lang), USDT.symbol);

/** A profit or loss in USDT: "+78.40 USDT", "−3.50 USDT", "0.00 USDT". */
export function formatPnl(value: string, lang: string): SignedFigure {
  const { number, direction } = signed(value, VALUE_PLACES, lang);
  return { ...withUnit(number, USDT.symbol), direction };
}

/** A price at the pair's precision: "96,008.20 USDT" (or "96,008.20" where no quote is named). */
export const formatPrice = (value: string, scale: PriceScale, lang: string): Figure =>
  withUnit(unsigned(value, scale.price_decimals ?? ownPlaces(value), lang), scale.quote ?? '');

/** A price's move at the pair's precision, signed: "+1.25", "−0.40". */
export function formatPriceChange(value: string, scale: PriceScale, lang: string): SignedFigure {
  const { number, direction } = signed(value, scale.price_decimals ?? ownPlaces(value), lang);
  return { ...withUnit(number, scale.quote ?? ''), direction };
}

// CLDR: Spanish writes a no-break space before the percent sign ("2,31 %"); our other languages do not.
const percentText = (number: string, lang: string) => (lang === 'es' ? `${number}\u00a0%` : `${number}%`);

/** A change in percent ("2.31", a decimal string): "+2.31%", "−0.40%", "0.00%"; Spanish "+2,31 %". */
export function formatPercentChange(pct: string, lang: string): SignedFigure {
  const { number, direction } = signed(pct, PERCENT_PLACES, lang);
  return { text: percentText(number, lang), number, unit: '%', direction };
}

/** A decimal string times 100, by moving its point: "0.0005" → "0.05". */
function hundredfold(value: string): string {
  const { negative, whole, fraction } = partsOf(value);
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const shifted = `${digits.slice(0, point).replace(/^0+(?=\d)/, '')}.${digits.slice(point)}`;
  return `${negative ? '-' : ''}${shifted}`;
}

/** A rate (fee, maintenance margin) given as a fraction: "0.0005" → "0.05%", "0.004" → "0.4%". */
export function formatRate(rate: string, lang: string): Figure {
  const pct = hundredfold(rate);
  const number = unsigned(pct, Math.min(ownPlaces(pct), RATE_PLACES), lang);
  return { text: percentText(number, lang), number, unit: '%' };
}

/** A count of things (accounts in a tree), grouped the reader's way: "12,345", Spanish "12.345". */
export const formatCount = (count: number, lang: string): string =>
  localDecimal(String(Math.trunc(count)), lang);

/** Turnover or volume in short form for lists: "333.63M", "3.34亿" (its whole part, as Intl's compact). */
export const formatCompact = (value: string, lang: string): string =>
  compactInteger(cut(value, 0).digits, lang);

/** A dollar amount in short form (a stock's turnover): "$33.04B", "US$330.40亿". */
export const formatCompactUsd = (value: string, lang: string): string =>
  formatWithMinus(
    numberFormat(lang, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 2 }),
    value,
  );

/**
 * The chart's own numbers (scale labels, indicator values): floats the chart library draws with,
 * never an amount that moved, at the pair's places or in short form.
 */
export function formatChartValue(value: number, places: number | 'compact', lang: string): string {
  const options =
    places === 'compact' ? ({ notation: 'compact', maximumFractionDigits: 2 } as const) : fixedPlaces(places);
  return formatWithMinus(numberFormat(lang, options), String(value));
}
