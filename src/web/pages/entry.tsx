export { default } from '../features/home/EntryScreen';
