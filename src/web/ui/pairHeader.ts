import type { PairQuote } from '../../core/schemas/market';

/**
 * What each trade screen's header is given (spot, contracts, options): the pair and whether its
 * feed is simulated, the pair switch, and the chart button with the chart's fold.
 */
export type PairHeaderProps = {
  pair: PairQuote;
  simulated: boolean;
  onSwitchPair(): void;
  chartShown: boolean;
  onToggleChart(): void;
};
