import type { Account, Application } from '@algorandfoundation/algorand-typescript';
import { Bytes, OnCompleteAction, op, Uint64 } from '@algorandfoundation/algorand-typescript';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignedQuiz } from '../../src/production/signed-quiz.algo';
import { approves, big, emulatorContext, raw } from '../support/emulator.algo';
import { GAME_ENTRY, MOX_FEE } from '../support/scenario';
import { scoreMessage, scoreSigner, type ScoreSigner } from './signed-score';

describe('the production quiz: results signed by the Mox server', () => {
  let env: ReturnType<typeof emulatorContext>;
  let quiz: SignedQuiz;
  let app: Application;
  let player: Account;
  let server: ScoreSigner;

  beforeEach(() => {
    env = emulatorContext();
    server = scoreSigner();
    env.ctx.setTemplateVar('SCORE_SIGNER', Bytes(server.publicKey));
    quiz = env.ctx.contract.create(SignedQuiz);
    app = env.ctx.ledger.getApplicationForContract(quiz);
    player = env.ctx.any.account({ optedApplications: [app] });
    const optIn = env.ctx.any.txn.applicationCall({ appId: app, sender: player, onCompletion: OnCompleteAction.OptIn });
    expect(approves(quiz, [optIn])).toBe(true);
  });

  const paid = (amount: bigint) =>
    env.ctx.any.txn.assetTransfer({
      sender: player,
      xferAsset: env.umq,
      assetReceiver: app.address,
      assetAmount: Uint64(amount),
    });
  const signed = (score: bigint, time: bigint, nonce: bigint, signer = server) =>
    signer.sign(scoreMessage(big(app.id), raw(player.bytes), nonce, [score, time]));
  const submit = (score: bigint, time: bigint, nonce: bigint, signature = signed(score, time, nonce)) => [
    paid(MOX_FEE),
    paid(GAME_ENTRY),
    env.ctx.any.txn.applicationCall({
      appId: app,
      sender: player,
      appArgs: [
        Bytes('submit_result'),
        op.itob(Uint64(score)),
        op.itob(Uint64(time)),
        op.itob(Uint64(nonce)),
        Bytes(signature),
      ],
    }),
  ];
  const local = (key: string) => big(env.ctx.ledger.getLocalState(quiz, player, key)[0]?.value ?? 0);

  it('starts with no result and records a signed score and time', () => {
    expect(local('ultimo_tiempo')).toBe(9999n);
    expect(approves(quiz, submit(9n, 4_200n, 1n))).toBe(true);
    expect([local('ultimo_puntaje'), local('ultimo_tiempo')]).toEqual([9n, 4_200n]);
  });

  it('refuses a faster time or a higher score than the server signed, and a self-signed result', () => {
    expect(approves(quiz, submit(9n, 100n, 1n, signed(9n, 4_200n, 1n)))).toBe(false);
    expect(approves(quiz, submit(10n, 4_200n, 1n, signed(9n, 4_200n, 1n)))).toBe(false);
    expect(approves(quiz, submit(10n, 100n, 1n, signed(10n, 100n, 1n, scoreSigner())))).toBe(false);
    expect(local('ultimo_tiempo')).toBe(9999n);
  });

  it('accepts each game once and keeps the 10-question bound', () => {
    expect(approves(quiz, submit(8n, 3_000n, 5n))).toBe(true);
    expect(approves(quiz, submit(8n, 3_000n, 5n))).toBe(false);
    expect(approves(quiz, submit(11n, 3_000n, 6n))).toBe(false);
    expect(local('ultimo_nonce')).toBe(5n);
  });
});
