export { ChangeRecord as default } from '../../features/assets/screens';
