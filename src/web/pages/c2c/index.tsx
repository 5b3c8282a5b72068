export { default } from '../../features/c2c/AdsScreen';
