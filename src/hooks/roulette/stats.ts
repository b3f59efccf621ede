import type { AppState } from '../../services/ledger';

/** The roulette's stats as the screen shows them: prizes in whole UMQ (0 = special prize), spins so far. */
export interface RouletteStats {
  lastResult: bigint;
  participants: bigint;
  prizesDistributed: bigint;
}

const uint = (state: AppState, key: string) => {
  const value = state[key];
  return typeof value === 'bigint' ? value : 0n;
};

/**
 * The `select` of the roulette's global state: module-level and plain bigints, so an unchanged poll is shared and
 * re-renders nothing. A key algod has not set yet reads 0.
 */
export function toRouletteStats(state: AppState): RouletteStats {
  return {
    lastResult: uint(state, 'last_spin_result'),
    participants: uint(state, 'total_participants'),
    prizesDistributed: uint(state, 'prizes_distributed'),
  };
}
