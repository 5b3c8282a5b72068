/**
 * Totals and fees are exact to the coin's precision but need not pad it ("960 USDT"): the shared
 * trimmed format (ui/format/formatAmount.ts), named here for the spot screens that use it.
 */
export { formatTrimmed } from '../../ui/format/formatAmount';
