export { default } from '../../../features/session/AccountScreen';
