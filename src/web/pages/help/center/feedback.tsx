export { default } from '../../../features/help/FeedbackScreen';
