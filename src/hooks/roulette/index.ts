/** The roulette (/roulette): stats, the paid spin and the wheel's result from its own confirmation. */
export { prizeMessage, UNLOCK_AFTER_STOP_MS, useRoulette } from './useRoulette';
export type { RouletteStats } from './stats';
