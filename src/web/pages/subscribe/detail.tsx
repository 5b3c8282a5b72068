export { default } from '../../features/newcoins/SaleScreen';
