/**
 * The production roulette of decision 0008: commit, then reveal from the Randomness Beacon (ARC-21).
 * `spin` takes the same group as the spec's (15 + 100 UMQ to the admin, then the call) but only commits
 * to a future round; `reveal`, which anyone may send for a player once that round's beacon value exists,
 * draws the segment from it. Nobody can know the prize when the spin is paid, nor profit from not revealing.
 */
import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript';
import {
  arc4,
  assert,
  Bytes,
  err,
  Global,
  GlobalState,
  itxn,
  LocalState,
  op,
  TemplateVar,
  Txn,
} from '@algorandfoundation/algorand-typescript';
import { admin, requireForeignAsset, requireGameEntry, umq, UMQ_UNIT } from '../common.algo';
import { MoxApp } from '../mox-app.algo';
import { segmentPrize } from '../roulette.algo';

/** Rounds between the commit and the round whose beacon value draws the spin. */
export const DRAW_DELAY: uint64 = 8;
/** After this many rounds past the draw round the seed is no longer readable: the spin settles as no prize. */
export const REVEAL_WINDOW: uint64 = 1000;
/** ARC-4 selector of the beacon's `must_get(uint64,byte[])byte[]`, and the prefix of an ARC-4 return log. */
const MUST_GET = arc4.methodSelector('must_get(uint64,byte[])byte[]');
const RETURN_PREFIX = Bytes.fromHex('151f7c75');

/** The beacon's VRF output for `round`, mixed with `userData` (an inner call; its log is `prefix||len||bytes`). */
function beaconSeed(round: uint64, userData: bytes): bytes {
  const call = itxn
    .applicationCall({
      appId: TemplateVar<uint64>('BEACON_APP_ID'),
      appArgs: [MUST_GET, op.itob(round), op.concat(op.itob(userData.length).slice(6), userData)],
      fee: 0,
    })
    .submit();
  const log = call.lastLog;
  assert(log.slice(0, 4) === RETURN_PREFIX, 'beacon returned');
  return log.slice(6);
}

/** The segment a seed draws for a player's n-th spin: sha512_256(seed || player || n) mod 7. */
export function drawSegment(seed: bytes, player: Account, spinCount: uint64): uint64 {
  const digest = op.sha512_256(op.concat(op.concat(seed, player.bytes), op.itob(spinCount)));
  return op.extractUint64(digest, 0) % 7;
}

export class RouletteDraw extends MoxApp {
  lastSpinResult = GlobalState<uint64>({ key: 'last_spin_result', initialValue: 0 });
  totalParticipants = GlobalState<uint64>({ key: 'total_participants', initialValue: 0 });
  prizesDistributed = GlobalState<uint64>({ key: 'prizes_distributed', initialValue: 0 });
  /** The round whose beacon value draws the player's pending spin (0: none), and the player's spins so far. */
  drawRound = LocalState<uint64>({ key: 'draw_round' });
  spinCount = LocalState<uint64>({ key: 'spin_count' });

  protected openLocalState(): void {
    this.drawRound(Txn.sender).value = 0;
    this.spinCount(Txn.sender).value = 0;
  }

  protected isOpenToAll(name: bytes): boolean {
    return name === Bytes('reveal');
  }

  protected call(name: bytes): boolean {
    if (name === Bytes('spin')) return this.spin();
    if (name === Bytes('reveal')) return this.reveal();
    err('unknown method');
  }

  /** Commit: paid like the spec's spin; the random argument, if sent, is ignored. */
  private spin(): boolean {
    requireGameEntry(admin());
    assert(this.drawRound(Txn.sender).value === 0, 'no spin pending');
    this.drawRound(Txn.sender).value = Global.round + DRAW_DELAY;
    this.spinCount(Txn.sender).value = this.spinCount(Txn.sender).value + 1;
    this.totalParticipants.value = this.totalParticipants.value + 1;
    return true;
  }

  /** Reveal the pending spin of the player named as the call's first foreign account (or the caller). */
  private reveal(): boolean {
    const player = Txn.numAccounts > 0 ? Txn.accounts(1) : Txn.sender;
    assert(player.isOptedIn(Global.currentApplicationId), 'player opted in');
    const drawRound = this.drawRound(player).value;
    assert(drawRound > 0, 'spin pending');
    assert(Global.round > drawRound, 'draw round reached');
    this.drawRound(player).value = 0;
    // A spin nobody revealed while the seed was readable settles as no prize (never as a refund).
    if (Global.round > drawRound + REVEAL_WINDOW) return true;
    requireForeignAsset(umq());
    const seed = beaconSeed(drawRound, player.bytes);
    const prize = segmentPrize(drawSegment(seed, player, this.spinCount(player).value));
    if (prize > 0) {
      itxn.assetTransfer({ xferAsset: umq(), assetReceiver: player, assetAmount: prize * UMQ_UNIT, fee: 0 }).submit();
    }
    this.lastSpinResult.value = prize;
    this.prizesDistributed.value = this.prizesDistributed.value + prize;
    return true;
  }
}
