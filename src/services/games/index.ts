export { innerPaid } from './payouts';
export { spinOutcome } from './roulette';
export type { SpinOutcome } from './roulette';
