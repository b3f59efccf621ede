/**
 * The production quiz (decisions 0014 and 0032): a game is paid for with `start` (15 + 100 UMQ to the app, then the
 * call), and its score and time are redeemed once with the Mox server's signature: `submit_result` + score + time +
 * game + expiry round + signature, the player's record among the box references. The ranking cannot be topped with
 * a hand-written result, a replayed one, or the best of many unpaid games.
 */
import type { uint64 } from '@algorandfoundation/algorand-typescript';
import { assert, LocalState, op, Txn } from '@algorandfoundation/algorand-typescript';
import { uintArg } from '../common.algo';
import { QUIZ_MAX_SCORE, QUIZ_MIN_TIME, QUIZ_NO_TIME } from '../quiz.algo';
import { saveRecord } from './player-record.algo';
import { SignedGame } from './signed-game.algo';

export class SignedQuiz extends SignedGame {
  score = LocalState<uint64>({ key: 'ultimo_puntaje' });
  time = LocalState<uint64>({ key: 'ultimo_tiempo' });

  protected openLocalState(): void {
    this.score(Txn.sender).value = 0;
    this.time(Txn.sender).value = QUIZ_NO_TIME;
  }

  protected submit(): boolean {
    const score = uintArg(1);
    const time = uintArg(2);
    assert(score <= QUIZ_MAX_SCORE, 'score within the questions');
    assert(time >= QUIZ_MIN_TIME, 'time a real game can take');
    saveRecord(Txn.sender, this.settle(op.concat(op.itob(score), op.itob(time)), 3));
    this.score(Txn.sender).value = score;
    this.time(Txn.sender).value = time;
    return true;
  }
}
