import { Bytes, op, Uint64 } from '@algorandfoundation/algorand-typescript';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignedQuiz } from '../../src/production/signed-quiz.algo';
import { approves } from '../support/emulator.harness';
import { scoreSigner } from './signed-score';
import { signedGame } from './signed-game.harness';

describe('the production quiz: results signed by the Mox server', () => {
  let game: ReturnType<typeof signedGame<SignedQuiz>>;
  beforeEach(() => {
    game = signedGame(SignedQuiz);
  });

  const submit = (score: bigint, time: bigint, nonce: bigint, signature = game.signed([score, time], nonce)) => [
    ...game.entry(),
    game.env.ctx.any.txn.applicationCall({
      appId: game.app,
      sender: game.player,
      appArgs: [Bytes('submit_result'), ...[score, time, nonce].map((n) => op.itob(Uint64(n))), Bytes(signature)],
    }),
  ];

  it('starts with no result and records a signed score and time', () => {
    expect(game.local('ultimo_tiempo')).toBe(9999n);
    expect(approves(game.game, submit(9n, 4_200n, 1n))).toBe(true);
    expect([game.local('ultimo_puntaje'), game.local('ultimo_tiempo')]).toEqual([9n, 4_200n]);
  });

  it('refuses a faster time or a higher score than the server signed, and a self-signed result', () => {
    expect(approves(game.game, submit(9n, 100n, 1n, game.signed([9n, 4_200n], 1n)))).toBe(false);
    expect(approves(game.game, submit(10n, 4_200n, 1n, game.signed([9n, 4_200n], 1n)))).toBe(false);
    expect(approves(game.game, submit(10n, 100n, 1n, game.signed([10n, 100n], 1n, scoreSigner())))).toBe(false);
    expect(game.local('ultimo_tiempo')).toBe(9999n);
  });

  it('accepts each game once and keeps the 10-question bound', () => {
    expect(approves(game.game, submit(8n, 3_000n, 5n))).toBe(true);
    expect(approves(game.game, submit(8n, 3_000n, 5n))).toBe(false);
    expect(approves(game.game, submit(11n, 3_000n, 6n))).toBe(false);
    expect(game.local('ultimo_nonce')).toBe(5n);
  });
});
