export { GateCard } from './GateCard';
export type { GateCardProps, GateCardStep } from './GateCard';
