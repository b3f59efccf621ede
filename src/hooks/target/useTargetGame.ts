import { useCallback, useReducer } from 'react';
import { readyGame, targetGame, TARGET_LIVES } from './game';

/**
 * One target game on screen: the rules' state and the actions a screen wires to the zone. It changes only on start,
 * hits, misses and reset: the running clock ticks in its own leaf (GameStats' clock, from `startedAt`), so the
 * screen does not render ten times a second.
 */
export function useTargetGame() {
  const [game, dispatch] = useReducer(targetGame, readyGame);

  const start = useCallback(() => dispatch({ type: 'start', at: performance.now() }), []);
  const hit = useCallback(() => dispatch({ type: 'hit' }), []);
  const miss = useCallback(() => dispatch({ type: 'miss', at: performance.now() }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { game, maxLives: TARGET_LIVES, start, hit, miss, reset };
}
