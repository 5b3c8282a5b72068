import { Big } from '../../../core/money';
import { formatSigned, formatTrimmed } from '../../ui/format/formatAmount';
import { formatPrice } from '../market';

/*
 * How the contract screen writes money and prices. Margins, fees and balances in USDT up to 4
 * places without padding ("30.015 USDT"); PnL signed with cents, so a live figure does not change
 * width as it moves; prices at the pair's places; "--" for what is not known.
 */
export const COIN = 'USDT';
const USDT_PLACES = 4;

const text = (value: Big | string) => (typeof value === 'string' ? value : value.toFixed());

export const usdt = (value: Big | string | null | undefined, lang: string) =>
  value === null || value === undefined ? '--' : `${formatTrimmed(text(value), USDT_PLACES, lang)} ${COIN}`;

export const signedUsdt = (value: Big | string, lang: string) => {
  const signed = formatSigned(text(value), 2, lang);
  return { ...signed, text: `${signed.text} ${COIN}` };
};

export const signedPercent = (value: Big | string, lang: string) => {
  const signed = formatSigned(text(value), 2, lang);
  return { ...signed, text: `${signed.text}%` };
};

export const price = (value: Big | string | null | undefined, decimals: number, lang: string) =>
  value === null || value === undefined ? '--' : formatPrice(text(value), decimals, lang);

/** A fee rate as a percent: "0.0005" → "0.05%". */
export const ratePercent = (rate: string, lang: string) =>
  `${formatTrimmed(new Big(rate).times(100).toFixed(), 4, lang)}%`;
