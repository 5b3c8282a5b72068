import Big from 'big.js';

/**
 * Money is a decimal string on the wire and in the database, and a Big in code; never a float.
 * Scale: 18 decimal places, the database's numeric(38,18).
 */
export const MONEY_SCALE = 18;

const DECIMAL = /^-?\d{1,20}(\.\d{1,18})?$/;

/** A decimal from user or wire input, or null when it is not a plain decimal number. */
export function parseMoney(value: unknown): Big | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (!DECIMAL.test(text)) return null;
  return new Big(text);
}

/** The spec's amount helper: truncate to `decimals` places, never round up. */
export function truncate(value: Big | string, decimals: number): string {
  return new Big(value).round(decimals, Big.roundDown).toFixed(decimals);
}

/** A decimal as plain text without trailing zeros: numeric(38,18) "1.500000000000000000" → "1.5". */
export function plainDecimal(value: Big | string): string {
  return new Big(value).toFixed();
}

/** Decimal places a number is written with, ignoring trailing zeros: "1.2500" → 2, "300" → 0. */
export function decimalPlaces(value: Big | string): number {
  const v = new Big(value);
  return Math.max(0, v.c.length - v.e - 1);
}

/** Whether `amount` fits the coin's precision (spec §9: amounts are never rounded). */
export function fitsPrecision(amount: string, decimals: number): boolean {
  const fraction = amount.split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length <= decimals;
}

/** What is left of a limit or balance: never below zero. */
export const atLeastZero = (value: Big): Big => (value.gt(0) ? value : new Big(0));

export function sum(values: (Big | string)[]): Big {
  return values.reduce<Big>((total, v) => total.plus(v), new Big(0));
}

export { Big };
