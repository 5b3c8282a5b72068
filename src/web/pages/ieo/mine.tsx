export { default } from '../../features/ieo/ApplicationsScreen';
