// Live quotes and how prices are shown, for the home list and the trade screens.
export { FlashingPrice } from './FlashingPrice';
export { SimulatedBadge } from './SimulatedBadge';
export { formatCompact, formatPrice } from './format';
export { marketKeys, useQuotes } from './quotes';
