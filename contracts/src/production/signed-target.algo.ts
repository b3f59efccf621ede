/**
 * The production target game (decisions 0014 and 0032): a game is paid for with `start` (15 + 100 UMQ to the app,
 * then the call), and its score is redeemed once with the Mox server's signature: `submit_result` + score + game +
 * expiry round + signature (64 bytes), UMQ among the foreign assets, the player's record among the box references.
 * What one address earns is capped per week, in its record, so neither a forged score, a replayed one nor a leaked
 * server key can drain the app, and leaving the app resets nothing.
 */
import type { uint64, bytes } from '@algorandfoundation/algorand-typescript';
import { assert, Global, LocalState, op, Txn } from '@algorandfoundation/algorand-typescript';
import { payCaller, requireForeignAsset, uintArg, umq, UMQ_UNIT } from '../common.algo';
import { TARGET_MAX_SCORE, TARGET_REWARD_PER_POINT } from '../target.algo';
import { fieldOf, saveRecord, withField } from './player-record.algo';
import { PAID_THIS_WEEK, SignedGame, WEEK } from './signed-game.algo';

const WEEK_SECONDS: uint64 = 604_800;
/** The most one address is paid in a week, in whole UMQ: 100 points' worth. */
export const WEEKLY_CAP: uint64 = 1000;

export class SignedTarget extends SignedGame {
  /** The last score, for the screens (the spec's key); what must survive a close-out is in the player's record. */
  score = LocalState<uint64>({ key: 'ultimo_puntaje' });

  protected openLocalState(): void {
    this.score(Txn.sender).value = 0;
  }

  protected submit(): boolean {
    const score = uintArg(1);
    requireForeignAsset(umq());
    assert(score <= TARGET_MAX_SCORE, 'score within bounds');
    let record: bytes = this.settle(op.itob(score), 2);
    this.score(Txn.sender).value = score;

    const week: uint64 = Global.latestTimestamp / WEEK_SECONDS;
    if (week !== fieldOf(record, WEEK)) record = withField(withField(record, WEEK, week), PAID_THIS_WEEK, 0);
    const left: uint64 = WEEKLY_CAP - fieldOf(record, PAID_THIS_WEEK);
    const earned: uint64 = score * TARGET_REWARD_PER_POINT;
    const paid: uint64 = earned < left ? earned : left;
    saveRecord(Txn.sender, withField(record, PAID_THIS_WEEK, fieldOf(record, PAID_THIS_WEEK) + paid));
    if (paid > 0) payCaller(umq(), paid * UMQ_UNIT);
    return true;
  }
}
