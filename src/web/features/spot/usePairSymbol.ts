import type { PairQuote } from '../../../core/schemas/market';
import { useChosenPair } from '../../ui/hooks/useChosenPair';

/** Spot's pair: from the address, else the pair traded last here, else the first listed. */
export const usePairSymbol = (pairs: PairQuote[]) => useChosenPair(pairs, 'trade.symbol');
