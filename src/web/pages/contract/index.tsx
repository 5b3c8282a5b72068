export { default } from '../../features/contract/ContractScreen';
