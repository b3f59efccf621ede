export { TargetResult } from './TargetResult';
export type { TargetResultProps } from './TargetResult';
