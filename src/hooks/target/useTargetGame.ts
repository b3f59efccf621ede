import { useCallback, useEffect, useReducer } from 'react';
import { CLOCK_MS, readyGame, targetGame, TARGET_LIVES } from './game';

/**
 * One target game on screen: the rules' state, the clock ticking every 100 ms while it runs (the only React render
 * the game makes besides hits and misses), and the actions a screen wires to the zone.
 */
export function useTargetGame() {
  const [game, dispatch] = useReducer(targetGame, readyGame);
  const playing = game.phase === 'playing';

  useEffect(() => {
    if (!playing) return;
    const clock = setInterval(() => dispatch({ type: 'tick', at: performance.now() }), CLOCK_MS);
    return () => clearInterval(clock);
  }, [playing]);

  const start = useCallback(() => dispatch({ type: 'start', at: performance.now() }), []);
  const hit = useCallback(() => dispatch({ type: 'hit' }), []);
  const miss = useCallback(() => dispatch({ type: 'miss', at: performance.now() }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { game, maxLives: TARGET_LIVES, start, hit, miss, reset };
}
