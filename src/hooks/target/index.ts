export { useTarget } from './useTarget';
export { useTargetGame } from './useTargetGame';
export type { TargetGame } from './game';
