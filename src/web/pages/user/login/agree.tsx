export { default } from '../../../features/session/AgreeScreen';
