import { beforeEach, describe, expect, it } from 'vitest';
import { SignedQuiz } from '../../src/production/signed-quiz.algo';
import { signedGame } from './signed-game.harness';
import { refusesTheSignedGameAttacks } from './signed-game.attacks';

const quiz = () => signedGame(SignedQuiz, { umqAsset: false });

describe('the production quiz: the attacks on a signed game', () => {
  refusesTheSignedGameAttacks(quiz, [9n, 4_200n], ['ultimo_puntaje', 'ultimo_tiempo']);
});

describe('the production quiz: results signed by the Mox server', () => {
  let game: ReturnType<typeof quiz>;
  beforeEach(() => {
    game = quiz();
    game.approves(game.start());
  });

  it('starts with no result and records a signed score and time', () => {
    expect(game.local('ultimo_tiempo')).toBe(9999n);
    expect(game.approves(game.submit([9n, 4_200n], 1n))).toBe(true);
    expect([game.local('ultimo_puntaje'), game.local('ultimo_tiempo')]).toEqual([9n, 4_200n]);
  });

  it('refuses a faster time than the server signed', () => {
    const signature = game.signature([9n, 4_200n], 1n);
    expect(game.approves(game.submit([9n, 1_000n], 1n, { signature }))).toBe(false);
    expect(game.local('ultimo_tiempo')).toBe(9999n);
  });

  it('keeps the quiz’s bounds even on a signed result: at most 10 points, at least 900 cs', () => {
    expect(game.approves(game.submit([11n, 3_000n], 1n))).toBe(false);
    expect(game.approves(game.submit([8n, 899n], 1n))).toBe(false);
    expect(game.approves(game.submit([8n, 900n], 1n))).toBe(true);
  });
});
