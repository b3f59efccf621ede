/**
 * The roulette contract: a spin costs the Mox fee and the game entry, both paid to the admin,
 * and pays the prize of the segment it lands on from the app account.
 */
import {
  LOCAL_SCHEMAS,
  METHODS,
  ROULETTE_LARGEST_PRIZE,
  ROULETTE_SEGMENTS,
  STATE_KEYS,
  UMQ_UNIT,
} from '../../services/config/onchain';
import { dispatch, requireForeignAsset, requireGameEntry, uintArg } from './groupChecks';
import { withAdmin } from './admin';
import type { AppCallContext, AppModel } from './types';

const KEYS = STATE_KEYS.roulette;

/**
 * The prize, in whole UMQ, of a spin with this random arg in this round:
 * ROULETTE_SEGMENTS[(random XOR round) mod 7]. XOR keeps it inside uint64 (TEAL's `^`), and mixing in
 * the round means the same random number does not win the same prize in another block.
 */
export function spinPrize(random: bigint, round: bigint): bigint {
  return ROULETTE_SEGMENTS[Number((random ^ round) % BigInt(ROULETTE_SEGMENTS.length))];
}

function spin(ctx: AppCallContext): void {
  const random = uintArg(ctx, 1);
  requireForeignAsset(ctx, ctx.ids.assets.UMQ, 'UMQ');
  requireGameEntry(ctx, ctx.ids.admin);
  // Refused before the draw: a spin the pool could not pay if it won would take the entry and pay nothing.
  const pool = ctx.appBalance(ctx.ids.assets.UMQ);
  ctx.assert(pool >= ROULETTE_LARGEST_PRIZE * UMQ_UNIT, 'pool covers the largest prize');
  const prize = spinPrize(random, ctx.round);
  // Segment 0 is the special prize: settled off-chain by an adviser, so nothing is transferred.
  if (prize > 0n) ctx.innerTransfer({ receiver: ctx.sender, amount: prize * UMQ_UNIT, assetId: ctx.ids.assets.UMQ });
  ctx.global.set(KEYS.lastSpinResult, prize);
  ctx.global.set(KEYS.totalParticipants, ctx.global.uint(KEYS.totalParticipants) + 1n);
  ctx.global.set(KEYS.prizesDistributed, ctx.global.uint(KEYS.prizesDistributed) + prize);
}

/**
 * Global state: last_spin_result (the last prize in whole UMQ, which names its segment),
 * total_participants (spins so far) and prizes_distributed (whole UMQ paid so far).
 */
export const roulette: AppModel = withAdmin({
  name: 'roulette',
  globalSchema: { numUint: 3, numByteSlice: 0 },
  localSchema: LOCAL_SCHEMAS.roulette,
  create({ global }) {
    for (const key of Object.values(KEYS)) global.set(key, 0n);
  },
  optIn() {},
  call: (ctx) => dispatch(ctx, { [METHODS.spin]: spin }),
});
