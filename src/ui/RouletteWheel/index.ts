export { RouletteWheel } from './RouletteWheel';
export type { RouletteWheelProps, WheelSpin } from './RouletteWheel';
export { SPIN_MS } from './spinAngle';
