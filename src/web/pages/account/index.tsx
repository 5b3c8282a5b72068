export { AssetsTab as default } from '../../features/assets/screens';
