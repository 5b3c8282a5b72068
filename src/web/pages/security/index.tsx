export { default } from '../../features/settings/SecurityCenterScreen';
