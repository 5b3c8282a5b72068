export { TransferRecord as default } from '../../features/assets/screens';
