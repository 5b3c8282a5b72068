import type { TFunction } from 'i18next';

/**
 * The feed a tick came from (simulated, binance, …) as the reader calls it; needs the trade
 * screens' texts. A source this build has no name for is shown as recorded.
 */
export const feedSourceName = (t: TFunction, source: string): string =>
  t(`trade.source.${source}`, { defaultValue: source });
