/**
 * The production quiz (decision 0014): the spec's group and state keys, but score and time must carry the
 * Mox server's signature for this player and game, and each game's nonce is accepted once, so the ranking
 * cannot be topped with a hand-written result. Call: `submit_result` + score + time + nonce + signature.
 */
import type { uint64, bytes } from '@algorandfoundation/algorand-typescript';
import { assert, Bytes, err, Global, LocalState, op, Txn } from '@algorandfoundation/algorand-typescript';
import { arg, requireGameEntry, uintArg } from '../common.algo';
import { MoxApp } from '../mox-app.algo';
import { QUIZ_MAX_SCORE, QUIZ_NO_TIME } from '../quiz.algo';
import { requireSignedResult } from './signed-score.algo';

export class SignedQuiz extends MoxApp {
  score = LocalState<uint64>({ key: 'ultimo_puntaje' });
  time = LocalState<uint64>({ key: 'ultimo_tiempo' });
  lastNonce = LocalState<uint64>({ key: 'ultimo_nonce' });

  protected openLocalState(): void {
    this.score(Txn.sender).value = 0;
    this.time(Txn.sender).value = QUIZ_NO_TIME;
    this.lastNonce(Txn.sender).value = 0;
  }

  protected call(name: bytes): boolean {
    if (name === Bytes('submit_result')) return this.submit();
    err('unknown method');
  }

  private submit(): boolean {
    const score = uintArg(1);
    const time = uintArg(2);
    const nonce = uintArg(3);
    requireGameEntry(Global.currentApplicationAddress);
    assert(score <= QUIZ_MAX_SCORE, 'score within the questions');
    assert(nonce > this.lastNonce(Txn.sender).value, 'a new game');
    requireSignedResult(nonce, op.concat(op.itob(score), op.itob(time)), arg(4));
    this.lastNonce(Txn.sender).value = nonce;
    this.score(Txn.sender).value = score;
    this.time(Txn.sender).value = time;
    return true;
  }
}
