// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readyGame, targetGame, type TargetEvent, type TargetGame } from './game';

const play = (events: TargetEvent[], from: TargetGame = readyGame) => events.reduce(targetGame, from);
const started = play([{ type: 'start', at: 1000 }]);

describe('targetGame', () => {
  it('starts with 3 lives, score 0 and a clock at zero', () => {
    expect(started).toEqual({ phase: 'playing', score: 0, lives: 3, startedAt: 1000, elapsedMs: 0 });
  });

  it('scores a point per hit and takes a life per miss', () => {
    const game = play([{ type: 'hit' }, { type: 'hit' }, { type: 'miss', at: 1500 }, { type: 'hit' }], started);
    expect(game).toMatchObject({ phase: 'playing', score: 3, lives: 2 });
  });

  it('ends at the third miss with the score kept and the clock stopped', () => {
    const game = play(
      [
        { type: 'hit' },
        { type: 'miss', at: 2000 },
        { type: 'hit' },
        { type: 'miss', at: 3000 },
        { type: 'hit' },
        { type: 'miss', at: 4250 },
      ],
      started,
    );
    expect(game).toEqual({ phase: 'over', score: 3, lives: 0, startedAt: 1000, elapsedMs: 3200 });
  });

  it('ignores presses once the game is over, returning the same state', () => {
    const over = play(
      [1, 2, 3].map((n) => ({ type: 'miss', at: 1000 + n })),
      started,
    );
    expect(over.phase).toBe('over');
    for (const event of [{ type: 'hit' }, { type: 'miss', at: 9000 }] as const)
      expect(targetGame(over, event)).toBe(over);
  });

  it('ignores presses before the game starts', () => {
    expect(targetGame(readyGame, { type: 'hit' })).toBe(readyGame);
    expect(targetGame(readyGame, { type: 'miss', at: 10 })).toBe(readyGame);
  });

  it('starts over from scratch after a game ends', () => {
    const over = play(
      [1, 2, 3].map((n) => ({ type: 'miss', at: 1000 + n })),
      play([{ type: 'hit' }], started),
    );
    expect(targetGame(over, { type: 'start', at: 5000 })).toEqual({
      phase: 'playing',
      score: 0,
      lives: 3,
      startedAt: 5000,
      elapsedMs: 0,
    });
  });

  it('goes back to a game not started, from the end or mid-game', () => {
    const over = play(
      [1, 2, 3].map((n) => ({ type: 'miss', at: 1000 + n })),
      started,
    );
    expect(targetGame(over, { type: 'reset' })).toBe(readyGame);
    expect(targetGame(play([{ type: 'hit' }], started), { type: 'reset' })).toBe(readyGame);
  });
});
