export { default } from '../../features/settings/AboutScreen';
