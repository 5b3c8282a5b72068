export { default } from '../../features/finance/RulesScreen';
