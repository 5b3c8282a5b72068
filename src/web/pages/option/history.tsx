export { default } from '../../features/options/HistoryScreen';
