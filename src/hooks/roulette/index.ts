/** The roulette (/roulette): stats, the paid spin and the wheel's result from its own confirmation. */
export { prizeMessage, useRoulette } from './useRoulette';
export type { RouletteStats } from './stats';
