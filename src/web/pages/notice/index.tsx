export { default } from '../../features/notices/NoticesScreen';
