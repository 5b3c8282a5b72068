export { default } from '../../features/ieo/ItemScreen';
