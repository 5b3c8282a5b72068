export { default } from '../../features/options/DetailScreen';
