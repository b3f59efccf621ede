/** The welcome-gift contract: each opted-in account may claim 500 UMQ once (src/devnet/apps/airdrop.ts). */
import type { uint64 } from '@algorandfoundation/algorand-typescript';
import { assert, BaseContract, Bytes, err, LocalState, Txn } from '@algorandfoundation/algorand-typescript';
import {
  isCreate,
  isOptIn,
  method,
  optInTokens,
  payCaller,
  requireForeignAsset,
  isCloseOut,
  requireOptedIn,
  umq,
  UMQ_UNIT,
} from './common.algo';

const WELCOME_GIFT: uint64 = 500 * UMQ_UNIT;

export class Airdrop extends BaseContract {
  /** 0 from opt-in until the claim, then 1. */
  hasClaimed = LocalState<uint64>({ key: 'has_claimed' });

  approvalProgram(): boolean {
    if (isCreate()) return true;
    if (isOptIn()) {
      this.hasClaimed(Txn.sender).value = 0;
      return true;
    }
    if (isCloseOut()) return true;
    if (method() === Bytes('opt_in_tokens')) return optInTokens(false);
    requireOptedIn();
    if (method() === Bytes('claim_airdrop')) return this.claim();
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
