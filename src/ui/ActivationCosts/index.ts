export { ActivationCosts } from './ActivationCosts';
export type { ActivationCostRow, ActivationCostsProps } from './ActivationCosts';
