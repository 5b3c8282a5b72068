export { default } from '../../features/options/OptionScreen';
