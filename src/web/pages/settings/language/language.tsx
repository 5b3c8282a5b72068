export { default } from '../../../features/settings/LanguageScreen';
