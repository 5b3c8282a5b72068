// The pair switcher, for the other trading screens (options) that switch among the same pairs.
export { PairSheet } from './PairSheet';
