export { default } from '../../features/notices/NoticeDetailScreen';
