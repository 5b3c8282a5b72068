export { default } from '../../features/settings/SettingsScreen';
