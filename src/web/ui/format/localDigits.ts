/*
 * Figures written without Intl: prices and amounts at fixed places, and turnover in short form.
 * The first Intl formatter a page makes loads the browser's number data: 20–55 ms on this
 * machine, one task that cannot be split, paid while React takes a screen over (home's market
 * list, the assets total). These formats are simple enough to write out for our seven
 * languages; a unit test compares them with Intl over thousands of values in each, so they
 * cannot drift from it. Percentages and anything else keep Intl (numbers.ts).
 */

type Separators = { decimal: string; group: string; minGrouping: number };

// CLDR: Spanish groups only from five integer digits ("1234,50", "12.345,60").
const SPANISH: Separators = { decimal: ',', group: '.', minGrouping: 2 };
const COMMA_GROUPS: Separators = { decimal: '.', group: ',', minGrouping: 1 };
const separatorsOf = (lang: string): Separators => (lang === 'es' ? SPANISH : COMMA_GROUPS);

/** Groups an integer's digits in threes once it has more than 3 + `minGrouping` − 1 of them. */
function groupDigits(digits: string, group: string, minGrouping: number): string {
  if (digits.length < 4 + minGrouping - 1) return digits;
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups.join(group);
}

/**
 * A plain decimal string ("-96008.20") with the language's separators ("-96,008.20",
 * "-96.008,20"): every digit kept, nothing rounded.
 */
export function localDecimal(value: string, lang: string): string {
  const { decimal, group, minGrouping } = separatorsOf(lang);
  const sign = value.startsWith('-') ? '-' : '';
  const [whole = '0', fraction] = value.slice(sign.length).split('.');
  const grouped = groupDigits(whole, group, minGrouping);
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${decimal}${fraction}`;
}

/**
 * A short-form unit: from a value of 10^from on, it is shown in units of 10^exponent followed by
 * the suffix.
 */
type Unit = { from: number; exponent: number; suffix: string };
const units = (list: [number, string][]): Unit[] =>
  list.map(([exponent, suffix]) => ({ from: exponent, exponent, suffix }));

// CLDR's short decimal formats for our languages. Spanish counts thousands of millions as "M"
// up to 10^10, then "mil M", up to the billón (10^12); East Asian languages count in myriads.
const NBSP = '\u00a0';
const COMPACT_UNITS: Record<string, Unit[]> = {
  en: units([
    [3, 'K'],
    [6, 'M'],
    [9, 'B'],
    [12, 'T'],
  ]),
  th: units([
    [3, 'K'],
    [6, 'M'],
    [9, 'B'],
    [12, 'T'],
  ]),
  es: [
    ...units([
      [3, `${NBSP}mil`],
      [6, `${NBSP}M`],
    ]),
    { from: 10, exponent: 9, suffix: `${NBSP}mil${NBSP}M` },
    ...units([[12, `${NBSP}B`]]),
  ],
  ko: units([
    [3, '천'],
    [4, '만'],
    [8, '억'],
    [12, '조'],
  ]),
  ja: units([
    [4, '万'],
    [8, '億'],
    [12, '兆'],
    [16, '京'],
  ]),
  'zh-CN': units([
    [4, '万'],
    [8, '亿'],
    [12, '万亿'],
  ]),
  'zh-TW': units([
    [4, '萬'],
    [8, '億'],
    [12, '兆'],
  ]),
};

/** Hundredths of `digits` / 10^exponent, rounded half up (the value is never negative). */
function hundredthsOf(digits: bigint, exponent: number): bigint {
  const unit = 10n ** BigInt(exponent);
  return (digits * 100n + unit / 2n) / unit;
}

/** The unit for a number with this many integer digits less one (none below the first unit). */
function unitFor(list: Unit[], magnitude: number): Unit | undefined {
  let found: Unit | undefined;
  for (const unit of list) if (unit.from <= magnitude) found = unit;
  return found;
}

const magnitudeOf = (whole: bigint) => whole.toString().length - 1;

/**
 * A whole, non-negative number ("333630000") in the language's short form with at most two
 * decimals: "333.63M", "3.34亿", "333,63 M". Short forms group from five digits ("1000T").
 */
export function compactInteger(value: string, lang: string): string {
  const list = COMPACT_UNITS[lang] ?? COMPACT_UNITS.en!;
  const digits = BigInt(/^\d+$/.test(value) ? value : '0');
  // As ICU does: the unit of the value's magnitude, then the unit of the rounded value's, when
  // rounding carried it over (999,999 is 1000.00K, which reads 1M).
  let unit = unitFor(list, magnitudeOf(digits));
  if (unit) {
    const rounded = (hundredthsOf(digits, unit.exponent) * 10n ** BigInt(unit.exponent)) / 100n;
    unit = unitFor(list, magnitudeOf(rounded));
  }
  const hundredths = unit ? hundredthsOf(digits, unit.exponent) : digits * 100n;
  const { decimal, group } = separatorsOf(lang);
  const whole = groupDigits((hundredths / 100n).toString(), group, 2);
  const cents = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${whole}${cents ? `${decimal}${cents}` : ''}${unit?.suffix ?? ''}`;
}
