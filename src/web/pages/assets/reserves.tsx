export { default } from '../../features/reserves/ReservesScreen';
