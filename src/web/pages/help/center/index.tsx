export { default } from '../../../features/help/HelpScreen';
