/** The welcome-gift contract: each opted-in account may claim 500 UMQ once (src/devnet/apps/airdrop.ts). */
import type { uint64, bytes } from '@algorandfoundation/algorand-typescript';
import { assert, Bytes, err, LocalState, Txn } from '@algorandfoundation/algorand-typescript';
import { payCaller, requireForeignAsset, umq, UMQ_UNIT } from './common.algo';
import { MoxApp } from './mox-app.algo';

const WELCOME_GIFT: uint64 = 500 * UMQ_UNIT;

export class Airdrop extends MoxApp {
  /** 0 from opt-in until the claim, then 1. */
  hasClaimed = LocalState<uint64>({ key: 'has_claimed' });

  protected openLocalState(): void {
    this.hasClaimed(Txn.sender).value = 0;
  }

  protected call(name: bytes): boolean {
    if (name === Bytes('claim_airdrop')) return this.claim();
    err('unknown method');
  }

  private claim(): boolean {
    requireForeignAsset(umq());
    assert(this.hasClaimed(Txn.sender).value === 0, 'not claimed yet');
    payCaller(umq(), WELCOME_GIFT);
    this.hasClaimed(Txn.sender).value = 1;
    return true;
  }
}
