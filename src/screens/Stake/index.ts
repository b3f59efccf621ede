export { StakeScreen } from './StakeScreen';
