export { default } from '../../features/assets/RecordsScreen';
