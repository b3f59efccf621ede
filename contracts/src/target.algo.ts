/**
 * The spec's target game (src/devnet/apps/target.ts): a paid submission records the score and pays 10 UMQ
 * per point. The score is the client's word, so a hand-written call drains the app (decision 0011):
 * local ledger and TestNet only; production-target.algo.ts is the MainNet design.
 */
import type { uint64 } from '@algorandfoundation/algorand-typescript';
import { assert, BaseContract, Bytes, err, Global, LocalState, Txn } from '@algorandfoundation/algorand-typescript';
import {
  isCreate,
  isOptIn,
  method,
  optInTokens,
  payCaller,
  requireForeignAsset,
  requireGameEntry,
  isCloseOut,
  requireOptedIn,
  uintArg,
  umq,
  UMQ_UNIT,
} from './common.algo';

export const TARGET_MAX_SCORE: uint64 = 1000;
export const TARGET_REWARD_PER_POINT: uint64 = 10;

export class Target extends BaseContract {
  score = LocalState<uint64>({ key: 'ultimo_puntaje' });

  approvalProgram(): boolean {
    if (isCreate()) return true;
    if (isOptIn()) {
      this.score(Txn.sender).value = 0;
      return true;
    }
    if (isCloseOut()) return true;
    if (method() === Bytes('opt_in_tokens')) return optInTokens(false);
    requireOptedIn();
    if (method() === Bytes('submit_result')) return this.submit();
    err('unknown method');
  }

  private submit(): boolean {
    const score = uintArg(1);
    requireForeignAsset(umq());
    requireGameEntry(Global.currentApplicationAddress);
    assert(score <= TARGET_MAX_SCORE, 'score within bounds');
    // A game without points records the 0 and pays nothing (its reserved inner fee is simply unused).
    if (score > 0) payCaller(umq(), score * TARGET_REWARD_PER_POINT * UMQ_UNIT);
    this.score(Txn.sender).value = score;
    return true;
  }
}
