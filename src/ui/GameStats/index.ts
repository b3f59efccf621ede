export { GameStats } from './GameStats';
export type { GameStatsProps } from './GameStats';
