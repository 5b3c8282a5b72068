export { default } from '../../../features/settings/ChangePayPasswordScreen';
