import { formatSigned, formatTrimmed, trimmedPlaces } from '../../ui/format/formatAmount';
import { formatPrice } from '../market';
import { OPTION_DECIMALS } from '../../../core/options';

/*
 * How the options screens write money and prices: stakes and payouts in USDT to the ledger's 8
 * places without padding ("100 USDT", "185.3 USDT"); prices to the pair's precision when the pair
 * is known, else exactly as recorded.
 */
export const COIN = 'USDT';

export const usdt = (value: string, lang: string) => `${formatTrimmed(value, OPTION_DECIMALS, lang)} ${COIN}`;

export const signedUsdt = (value: string, lang: string) => {
  // Signed like every profit or loss, but without the ledger's padding: "+78.4", not "+78.40000000".
  const signed = formatSigned(value, trimmedPlaces(value, OPTION_DECIMALS), lang);
  return { ...signed, text: `${signed.text} ${COIN}` };
};

export const price = (value: string, decimals: number | undefined, lang: string) =>
  decimals === undefined ? formatTrimmed(value, 18, lang) : formatPrice(value, decimals, lang);
