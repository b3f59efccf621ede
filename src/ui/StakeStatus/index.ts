export { StakeStatus } from './StakeStatus';
export type { StakeStatusProps } from './StakeStatus';
