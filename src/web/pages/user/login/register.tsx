export { default } from '../../../features/session/RegisterScreen';
