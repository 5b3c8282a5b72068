export { default } from '../../../features/session/LoginScreen';
