export { TargetScreen } from './TargetScreen';
