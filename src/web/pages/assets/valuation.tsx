export { default } from '../../features/valuation/ValuationScreen';
