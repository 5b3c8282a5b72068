export { default } from '../../features/home/HomeScreen';
