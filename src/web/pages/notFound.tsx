export { default } from '../features/home/NotFoundScreen';
