import { makeAssetTransferTxnWithSuggestedParamsFromObject } from 'algosdk';
import { feeParams, sealGroup, type BuildContext, type BuiltGroup } from '../contracts/group';

/** One transfer of any asset by id from the sender (an opt-in, a send, or an opt-out closing to `closeTo`). */
function assetTransfer(ctx: BuildContext, assetIndex: bigint, receiver: string, amount: bigint, closeTo?: string) {
  return makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: ctx.sender,
    receiver,
    amount,
    assetIndex,
    closeRemainderTo: closeTo,
    suggestedParams: feeParams(ctx.params),
  });
}

/** Opts the sender in to an asset by id: a zero-amount transfer to itself (0.1 ALGO more minimum balance). */
export function buildOptInById(ctx: BuildContext, assetId: bigint): BuiltGroup {
  return sealGroup(ctx, [assetTransfer(ctx, assetId, ctx.sender, 0n)]);
}

/** Sends `amount` base units of an asset by id. */
export function buildSendById(
  ctx: BuildContext,
  send: { assetId: bigint; receiver: string; amount: bigint },
): BuiltGroup {
  return sealGroup(ctx, [assetTransfer(ctx, send.assetId, send.receiver, send.amount)]);
}

/**
 * Opts the sender out of an asset: whatever it still holds goes to `closeTo` (the creator), and the holding and its
 * 0.1 ALGO of minimum balance go away. Signing it needs the request's declared close-to (signingPolicy).
 */
export function buildOptOut(ctx: BuildContext, assetId: bigint, closeTo: string): BuiltGroup {
  return sealGroup(ctx, [assetTransfer(ctx, assetId, closeTo, 0n, closeTo)]);
}
