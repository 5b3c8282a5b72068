export { default } from '../../../features/withdraw/AddressCreateScreen';
