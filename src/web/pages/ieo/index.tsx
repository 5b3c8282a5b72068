export { default } from '../../features/ieo/ItemsScreen';
