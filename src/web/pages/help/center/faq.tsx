export { default } from '../../../features/help/ArticleScreen';
