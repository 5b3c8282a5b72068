export { default } from '../../features/newcoins/SalesScreen';
