/**
 * The spec's quiz (src/devnet/apps/quiz.ts): a paid submission records the player's last score and time for
 * the ranking. The score is the client's word (decision 0014): production/signed-quiz.algo.ts is the MainNet design.
 */
import type { uint64, bytes } from '@algorandfoundation/algorand-typescript';
import { assert, Bytes, contract, err, Global, LocalState, Txn } from '@algorandfoundation/algorand-typescript';
import { requireGameEntry, uintArg } from './common.algo';
import { MoxApp } from './mox-app.algo';
import { recordTop } from './quiz-top.algo';

/** One point per question; the time that means "no result yet", in centiseconds. */
export const QUIZ_MAX_SCORE: uint64 = 10;
export const QUIZ_NO_TIME: uint64 = 9999;
/** Ten questions with a one-second pause between them: no real game is shorter (centiseconds). */
export const QUIZ_MIN_TIME: uint64 = 900;

/**
 * Global state: the top 10 (`top0`…`top9`, ./quiz-top.algo.ts), written by key, so its schema is declared here, with
 * the admin's `admin` (bytes) and `paused` (uint) that every MoxApp keeps.
 */
@contract({ stateTotals: { globalBytes: 11, globalUints: 1 } })
export class Quiz extends MoxApp {
  score = LocalState<uint64>({ key: 'ultimo_puntaje' });
  time = LocalState<uint64>({ key: 'ultimo_tiempo' });

  protected openLocalState(): void {
    this.score(Txn.sender).value = 0;
    this.time(Txn.sender).value = QUIZ_NO_TIME;
  }

  protected call(name: bytes): boolean {
    if (name === Bytes('submit_result')) return this.submit();
    err('unknown method');
  }

  private submit(): boolean {
    const score = uintArg(1);
    const time = uintArg(2);
    requireGameEntry(Global.currentApplicationAddress);
    assert(score <= QUIZ_MAX_SCORE, 'score within the questions');
    assert(time >= QUIZ_MIN_TIME, 'time a real game can take');
    this.score(Txn.sender).value = score;
    this.time(Txn.sender).value = time;
    recordTop(score, time);
    return true;
  }
}
