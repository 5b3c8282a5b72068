export { default } from '../../features/newcoins/MineScreen';
