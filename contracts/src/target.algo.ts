/**
 * The spec's target game (src/devnet/apps/target.ts): a paid submission records the score and pays 10 UMQ
 * per point. The score is the client's word, so a hand-written call drains the app (decision 0014):
 * local ledger and TestNet only; production/signed-target.algo.ts is the MainNet design.
 */
import type { uint64, bytes } from '@algorandfoundation/algorand-typescript';
import { assert, Bytes, err, Global, LocalState, Txn } from '@algorandfoundation/algorand-typescript';
import { payCaller, requireForeignAsset, requireGameEntry, uintArg, umq, UMQ_UNIT } from './common.algo';
import { MoxApp } from './mox-app.algo';

export const TARGET_MAX_SCORE: uint64 = 1000;
export const TARGET_REWARD_PER_POINT: uint64 = 10;

export class Target extends MoxApp {
  score = LocalState<uint64>({ key: 'ultimo_puntaje' });

  protected openLocalState(): void {
    this.score(Txn.sender).value = 0;
  }

  protected call(name: bytes): boolean {
    if (name === Bytes('submit_result')) return this.submit();
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
