export { default } from '../../../features/withdraw/AddressListScreen';
