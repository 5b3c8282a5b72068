import type { PairQuote } from '../../../core/schemas/market';
import { useChosenPair } from '../../ui/hooks/useChosenPair';

/**
 * The options screen's pair, among those with options. Remembered apart from spot's: a user may
 * trade one pair and bet on another.
 */
export const useOptionPair = (pairs: PairQuote[]) => useChosenPair(pairs, 'options.symbol');
