/**
 * The spec's roulette (src/devnet/apps/roulette.ts): a spin costs the Mox fee and the game entry, both paid
 * to the admin, and pays the prize of segment (random XOR round) mod 7 from the app account. Its draw is
 * predictable (decision 0008): local ledger and TestNet only; production/roulette-draw.algo.ts is the MainNet design.
 */
import type { uint64, bytes } from '@algorandfoundation/algorand-typescript';
import { assert, Bytes, err, Global, GlobalState } from '@algorandfoundation/algorand-typescript';
import {
  admin,
  appHolds,
  payCaller,
  requireForeignAsset,
  requireGameEntry,
  uintArg,
  umq,
  UMQ_UNIT,
} from './common.algo';
import { MoxApp } from './mox-app.algo';

/** The prize, in whole UMQ, of each of the wheel's 7 segments; 0 is the special prize (settled off-chain). */
export function segmentPrize(segment: uint64): uint64 {
  if (segment === 1) return 10;
  if (segment === 2) return 50;
  if (segment === 3) return 100;
  if (segment === 4) return 200;
  if (segment === 5) return 500;
  if (segment === 6) return 1000;
  return 0;
}

/** The largest of segmentPrize's prizes, in whole UMQ: the pool must hold it before any spin (issue 30). */
export const LARGEST_PRIZE: uint64 = 1000;

export class Roulette extends MoxApp {
  /** The last prize in whole UMQ (which names its segment), spins so far, whole UMQ paid so far. */
  lastSpinResult = GlobalState<uint64>({ key: 'last_spin_result', initialValue: 0 });
  totalParticipants = GlobalState<uint64>({ key: 'total_participants', initialValue: 0 });
  prizesDistributed = GlobalState<uint64>({ key: 'prizes_distributed', initialValue: 0 });

  protected openLocalState(): void {}

  protected call(name: bytes): boolean {
    if (name === Bytes('spin')) return this.spin();
    err('unknown method');
  }

  private spin(): boolean {
    const random = uintArg(1);
    requireForeignAsset(umq());
    requireGameEntry(admin());
    // Refused before the draw: a spin the pool could not pay if it won would take the entry and pay nothing.
    assert(appHolds(umq()) >= LARGEST_PRIZE * UMQ_UNIT, 'pool covers the largest prize');
    // XOR keeps it inside uint64; mixing in the round means one number does not win the same prize twice.
    const prize = segmentPrize((random ^ Global.round) % 7);
    // Segment 0 is the special prize: settled off-chain by an adviser, so nothing is transferred.
    if (prize > 0) payCaller(umq(), prize * UMQ_UNIT);
    this.lastSpinResult.value = prize;
    this.totalParticipants.value = this.totalParticipants.value + 1;
    this.prizesDistributed.value = this.prizesDistributed.value + prize;
    return true;
  }
}
