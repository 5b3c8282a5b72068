export { default } from '../../../features/settings/ChangePasswordScreen';
