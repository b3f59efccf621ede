/**
 * The production roulette of decision 0008: commit, then reveal from the Randomness Beacon (ARC-21).
 * `spin` takes the same group as the spec's (15 + 100 UMQ to the admin, then the call) but only commits
 * to a future round; `reveal`, which anyone may send for a player once that round's beacon value exists,
 * draws the segment from it. Nobody can know the prize when the spin is paid, nor profit from not revealing.
 * Each commit reserves the largest prize in the pool until it is revealed or expires (decision 0032), so every
 * pending spin can be paid; the pending spin lives in the player's record box, which leaving the app cannot erase.
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
  op,
  TemplateVar,
  Txn,
} from '@algorandfoundation/algorand-typescript';
import { admin, requireForeignAsset, requireGameEntry, umq, UMQ_UNIT } from '../common.algo';
import { MoxApp } from '../mox-app.algo';
import { segmentPrize } from '../roulette.algo';
import { fieldOf, recordOf, saveRecord, withField } from './player-record.algo';

/** Rounds between the commit and the round whose beacon value draws the spin. */
export const DRAW_DELAY: uint64 = 8;
/** After this many rounds past the draw round the seed is no longer readable: the spin settles as no prize. */
export const REVEAL_WINDOW: uint64 = 1000;
/** ARC-4 selector of the beacon's `must_get(uint64,byte[])byte[]`, and the prefix of an ARC-4 return log. */
const MUST_GET = arc4.methodSelector('must_get(uint64,byte[])byte[]');
const RETURN_PREFIX = Bytes.fromHex('151f7c75');
/** The player record's fields: the round whose beacon value draws the pending spin (0: none), the spins so far. */
const DRAW_ROUND: uint64 = 0;
const SPIN_COUNT: uint64 = 1;
const RECORD_FIELDS: uint64 = 2;

/** The wheel's largest prize in whole UMQ: what each pending spin keeps reserved in the pool. */
export function largestPrize(): uint64 {
  let largest: uint64 = 0;
  for (let segment: uint64 = 0; segment < 7; segment++) {
    if (segmentPrize(segment) > largest) largest = segmentPrize(segment);
  }
  return largest;
}

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
  /** Whole UMQ the pool keeps for the pending spins: the largest prize for each. */
  reserved = GlobalState<uint64>({ key: 'reserved', initialValue: 0 });

  protected isOpenToAll(name: bytes): boolean {
    return name === Bytes('reveal');
  }

  protected call(name: bytes): boolean {
    if (name === Bytes('spin')) return this.spin();
    if (name === Bytes('reveal')) return this.reveal();
    err('unknown method');
  }

  /**
   * Commit: paid like the spec's spin, UMQ among the foreign assets; the random argument, if sent, is ignored.
   * Refused unless the pool, less what the pending spins keep, can pay the largest prize, which it then keeps.
   */
  private spin(): boolean {
    requireForeignAsset(umq());
    requireGameEntry(admin());
    const record = recordOf(Txn.sender, RECORD_FIELDS);
    assert(fieldOf(record, DRAW_ROUND) === 0, 'no spin pending');
    const [pool] = op.AssetHolding.assetBalance(Global.currentApplicationAddress, umq());
    const reserve: uint64 = this.reserved.value + largestPrize();
    assert(pool >= reserve * UMQ_UNIT, 'pool can pay the largest prize');
    this.reserved.value = reserve;
    const committed = withField(record, DRAW_ROUND, Global.round + DRAW_DELAY);
    saveRecord(Txn.sender, withField(committed, SPIN_COUNT, fieldOf(record, SPIN_COUNT) + 1));
    this.totalParticipants.value = this.totalParticipants.value + 1;
    return true;
  }

  /**
   * Reveal the pending spin of the player named as the call's first foreign account (or the caller), whether or not
   * the player is still opted in (the spin is in the record box); either way the spin's reserve is released.
   */
  private reveal(): boolean {
    const player = Txn.numAccounts > 0 ? Txn.accounts(1) : Txn.sender;
    const record = recordOf(player, RECORD_FIELDS);
    const drawRound = fieldOf(record, DRAW_ROUND);
    assert(drawRound > 0, 'spin pending');
    assert(Global.round > drawRound, 'draw round reached');
    saveRecord(player, withField(record, DRAW_ROUND, 0));
    this.reserved.value = this.reserved.value - largestPrize();
    // A spin nobody revealed while the seed was readable settles as no prize (never as a refund).
    if (Global.round > drawRound + REVEAL_WINDOW) return true;
    requireForeignAsset(umq());
    const seed = beaconSeed(drawRound, player.bytes);
    const prize = segmentPrize(drawSegment(seed, player, fieldOf(record, SPIN_COUNT)));
    if (prize > 0) {
      itxn.assetTransfer({ xferAsset: umq(), assetReceiver: player, assetAmount: prize * UMQ_UNIT, fee: 0 }).submit();
    }
    this.lastSpinResult.value = prize;
    this.prizesDistributed.value = this.prizesDistributed.value + prize;
    return true;
  }
}
