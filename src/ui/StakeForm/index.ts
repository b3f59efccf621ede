export { StakeForm } from './StakeForm';
export type { StakeFormProps } from './StakeForm';
