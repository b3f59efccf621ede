export { StepIndicator } from './StepIndicator';
export type { StepIndicatorProps } from './StepIndicator';
