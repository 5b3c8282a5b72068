export { default } from '../../../features/session/ForgetPasswordScreen';
