/** The target game's rules (SPEC §4, §9), pure: 3 lives, score 0; a hit +1, a miss −1 life; over at 0 lives. */

/** Lives a game starts with. */
export const TARGET_LIVES = 3;

/** The time played is kept in whole tenths of a second. */
const CLOCK_MS = 100;

/** One game: not started, running or over; times are from performance.now(). */
export interface TargetGame {
  phase: 'ready' | 'playing' | 'over';
  score: number;
  lives: number;
  startedAt: number;
  /** Time played in whole clock steps (0.1 s), set when the game ends (while it runs, the screen counts from `startedAt`). */
  elapsedMs: number;
}

/** What can happen to a game; `at` is the moment it happened. */
export type TargetEvent =
  { type: 'start'; at: number } | { type: 'hit' } | { type: 'miss'; at: number } | { type: 'reset' };

/** A game not started yet. */
export const readyGame: TargetGame = { phase: 'ready', score: 0, lives: TARGET_LIVES, startedAt: 0, elapsedMs: 0 };

const played = (game: TargetGame, at: number) => Math.floor((at - game.startedAt) / CLOCK_MS) * CLOCK_MS;

/**
 * The next state of a game. 'reset' puts the board back to a game not started. Anything else but 'start' outside a running game changes nothing and returns the same
 * object, so a press after the end re-renders nothing.
 */
export function targetGame(game: TargetGame, event: TargetEvent): TargetGame {
  if (event.type === 'reset') return readyGame;
  if (event.type === 'start')
    return { phase: 'playing', score: 0, lives: TARGET_LIVES, startedAt: event.at, elapsedMs: 0 };
  if (game.phase !== 'playing') return game;
  switch (event.type) {
    case 'hit':
      return { ...game, score: game.score + 1 };
    case 'miss': {
      const lives = game.lives - 1;
      if (lives > 0) return { ...game, lives };
      return { ...game, lives: 0, phase: 'over', elapsedMs: played(game, event.at) };
    }
  }
}
