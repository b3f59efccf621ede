export { RouletteScreen } from './RouletteScreen';
