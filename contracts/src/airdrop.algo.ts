/**
 * The welcome-gift contract (src/devnet/apps/airdrop.ts): each address may claim 500 UMQ once, forever. The claim
 * is recorded in a box named exactly the claimer's 32-byte public key (no prefix), holding the claim's round, so a
 * close-out or clear-state (which erase has_claimed) and a new opt-in find the record and are refused. The box's
 * minimum balance (2500 + 400 × 40 µALGO) is paid from the app account's ALGO reserve.
 */
import type { uint64, bytes } from '@algorandfoundation/algorand-typescript';
import { assert, Bytes, err, Global, LocalState, op, Txn } from '@algorandfoundation/algorand-typescript';
import { payCaller, requireForeignAsset, umq, UMQ_UNIT } from './common.algo';
import { MoxApp } from './mox-app.algo';

const WELCOME_GIFT: uint64 = 500 * UMQ_UNIT;

export class Airdrop extends MoxApp {
  /** 0 from opt-in until the claim, then 1 (the spec's flag; a close-out erases it, the box below stays). */
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
    // The record's name is the bare public key (box_* ops, not a BoxMap, whose key prefix defaults to its name).
    const record = Txn.sender.bytes;
    const [, exists] = op.Box.length(record);
    assert(!exists, 'never claimed by this address');
    payCaller(umq(), WELCOME_GIFT);
    this.hasClaimed(Txn.sender).value = 1;
    op.Box.put(record, op.itob(Global.round));
    return true;
  }
}
