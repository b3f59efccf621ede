export { TargetZone } from './TargetZone';
export type { TargetZoneProps } from './TargetZone';
