/** The roulette spin: Mox fee and entry to the admin, then `spin` with the caller's random number. */
import { INNER_TRANSFERS, METHODS } from '../config/onchain';
import { appCall, gameGroup, type BuildContext, type BuiltGroup } from './group';

/** Builds a spin; `random` is any uint64 the caller draws (the contract mixes it with the round). */
export function buildSpin(ctx: BuildContext, spin: { random: bigint }): BuiltGroup {
  const call = appCall(ctx, 'roulette', {
    method: METHODS.spin,
    args: [spin.random],
    foreignAssets: ['UMQ'],
    innerTransfers: INNER_TRANSFERS.spin,
  });
  return gameGroup(ctx, 'roulette', call);
}
