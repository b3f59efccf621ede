/** The groups for any asset by id (beyond the Mox tokens): opt in, send, and opt out closing to the creator. */
import { assetTransfer, sealGroup, type BuildContext, type BuiltGroup } from './group';

/** Opts the sender in to an asset by id: a zero-amount transfer to itself (0.1 ALGO more minimum balance). */
export function buildOptInById(ctx: BuildContext, assetId: bigint): BuiltGroup {
  return sealGroup(ctx, [assetTransfer(ctx, { assetIndex: assetId, receiver: ctx.sender, amount: 0n })]);
}

/** Sends `amount` base units of an asset by id. */
export function buildSendById(
  ctx: BuildContext,
  send: { assetId: bigint; receiver: string; amount: bigint },
): BuiltGroup {
  return sealGroup(ctx, [
    assetTransfer(ctx, { assetIndex: send.assetId, receiver: send.receiver, amount: send.amount }),
  ]);
}

/**
 * Opts the sender out of an asset: whatever it still holds goes to `closeTo` (the creator), and the holding and its
 * 0.1 ALGO of minimum balance go away. Signing it needs the request's declared close-to (signingPolicy).
 */
export function buildOptOut(ctx: BuildContext, assetId: bigint, closeTo: string): BuiltGroup {
  return sealGroup(ctx, [assetTransfer(ctx, { assetIndex: assetId, receiver: closeTo, amount: 0n, closeTo })]);
}
