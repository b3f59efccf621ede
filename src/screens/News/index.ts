export { NewsScreen } from './NewsScreen';
