export { OwedReward } from './OwedReward';
export type { OwedRewardProps } from './OwedReward';
