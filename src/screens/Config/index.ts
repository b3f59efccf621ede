export { ConfigScreen } from './ConfigScreen';
