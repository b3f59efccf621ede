/**
 * The production target game (decision 0014): the spec's group and state keys, but the score must carry
 * the Mox server's signature for this player and game, each game's nonce is accepted once, and what one
 * account earns is capped per week, so neither a forged score nor a leaked server key can drain the app.
 * Call: `submit_result` + score + nonce + signature (64 bytes), after the 15 + 100 UMQ to the app.
 */
import type { uint64, bytes } from '@algorandfoundation/algorand-typescript';
import { assert, Bytes, err, Global, LocalState, op, Txn } from '@algorandfoundation/algorand-typescript';
import { arg, payCaller, requireForeignAsset, requireGameEntry, uintArg, umq, UMQ_UNIT } from '../common.algo';
import { MoxApp } from '../mox-app.algo';
import { TARGET_MAX_SCORE, TARGET_REWARD_PER_POINT } from '../target.algo';
import { requireSignedResult } from './signed-score.algo';

const WEEK_SECONDS: uint64 = 604_800;
/** The most one account is paid in a week, in whole UMQ: 100 points' worth. */
export const WEEKLY_CAP: uint64 = 1000;

export class SignedTarget extends MoxApp {
  score = LocalState<uint64>({ key: 'ultimo_puntaje' });
  lastNonce = LocalState<uint64>({ key: 'ultimo_nonce' });
  week = LocalState<uint64>({ key: 'semana' });
  paidThisWeek = LocalState<uint64>({ key: 'pagado_semana' });

  protected openLocalState(): void {
    this.score(Txn.sender).value = 0;
    this.lastNonce(Txn.sender).value = 0;
    this.week(Txn.sender).value = 0;
    this.paidThisWeek(Txn.sender).value = 0;
  }

  protected call(name: bytes): boolean {
    if (name === Bytes('submit_result')) return this.submit();
    err('unknown method');
  }

  private submit(): boolean {
    const score = uintArg(1);
    const nonce = uintArg(2);
    requireForeignAsset(umq());
    requireGameEntry(Global.currentApplicationAddress);
    assert(score <= TARGET_MAX_SCORE, 'score within bounds');
    assert(nonce > this.lastNonce(Txn.sender).value, 'a new game');
    requireSignedResult(nonce, op.itob(score), arg(3));
    this.lastNonce(Txn.sender).value = nonce;
    this.score(Txn.sender).value = score;

    const week: uint64 = Global.latestTimestamp / WEEK_SECONDS;
    if (week !== this.week(Txn.sender).value) {
      this.week(Txn.sender).value = week;
      this.paidThisWeek(Txn.sender).value = 0;
    }
    const left: uint64 = WEEKLY_CAP - this.paidThisWeek(Txn.sender).value;
    const earned: uint64 = score * TARGET_REWARD_PER_POINT;
    const paid: uint64 = earned < left ? earned : left;
    this.paidThisWeek(Txn.sender).value = this.paidThisWeek(Txn.sender).value + paid;
    if (paid > 0) payCaller(umq(), paid * UMQ_UNIT);
    return true;
  }
}
