export { default } from '../features/location/OpenLocationScreen';
